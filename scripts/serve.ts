/**
 * Serves the production build (build/client) as visitors get it: precompressed brotli/gzip files,
 * year-long caching for fingerprinted assets, revalidation for HTML, security headers, and the
 * prerendered not-found page with HTTP 404 for anything else. File lookup is sirv's; it only ever
 * serves files it indexed inside the build folder.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";
import { cacheControlFor, securityHeaders } from "./http-headers.ts";

export const buildDir = resolve(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

export function createSiteServer(root = buildDir): Server {
  if (!existsSync(resolve(root, "404.html"))) {
    throw new Error(`No production build in ${root}: run "npm run build" first.`);
  }
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
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
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    // The not-found page is only ever served with status 404.
    if (req.url?.split("?")[0]?.replace(/\/+$/, "") === "/404.html") {
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
