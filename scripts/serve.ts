/**
 * Serves the production build (build/client) as visitors get it: precompressed brotli/gzip files,
 * the headers of scripts/http-headers.ts (caching, security, each page's Content-Security-Policy
 * from the build), and the prerendered not-found page with HTTP 404 for anything else. File lookup
 * is sirv's; it only ever serves files it indexed inside the build folder.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import sirv from "sirv";
import { pagePolicies } from "./build/csp.ts";
import { readPagePolicies } from "./build/server-config.ts";
import { responseHeaders } from "./http-headers.ts";

export const buildDir = resolve(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

/** URL paths that are files of the build but never pages: the not-found page, the CDN's rules. */
const notServed = new Set(["/404.html", "/_headers"]);

function decodedPathname(url = "/"): string {
  const pathname = url.split("?")[0] ?? "/";
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function createSiteServer(root = buildDir): Server {
  if (!existsSync(resolve(root, "404.html"))) {
    throw new Error(`No production build in ${root}: run "npm run build" first.`);
  }
  const policies =
    readPagePolicies(dirname(root)) ??
    // A folder the build did not write (the benchmark's reference page): hash its pages now.
    new Map(pagePolicies(root).map(({ file, csp }) => [file, csp]));
  const files = sirv(root, { etag: true, gzip: true, brotli: true, dotfiles: false });

  /** The HTML file sirv answers a page URL with (/about → /about/index.html), as it looks it up. */
  const pageFile = (pathname: string) => {
    const base = pathname.replace(/\/+$/, "");
    return [base, `${base}.html`, `${base}/index.html`].find((file) => policies.has(file));
  };

  const setHeaders = (res: ServerResponse, pathname: string) => {
    const file = pageFile(pathname);
    const headers = responseHeaders(file ?? pathname, file ? policies.get(file) : undefined);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    setHeaders(res, "/404.html");
    req.url = "/404.html";
    delete req.headers["if-none-match"];
    delete req.headers.range;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((_status: number, ...rest: unknown[]) =>
      writeHead(404, ...rest)) as typeof res.writeHead;
    files(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  };

  return createServer((req, res) => {
    const pathname = decodedPathname(req.url);
    // Set before sirv answers, so that 304 responses carry them too.
    setHeaders(res, pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    // The not-found page is only ever served with status 404.
    if (notServed.has(pathname.replace(/\/+$/, ""))) {
      notFound(req, res);
      return;
    }
    files(req, res, () => notFound(req, res));
  });
}

/** Listens on PORT (default 3000) and HOST (default localhost). */
export function startServer(): Server {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  return createSiteServer().listen(port, host, () => {
    console.info(`Serving the production build at http://${host}:${port}`);
  });
}

if (import.meta.main) startServer();
