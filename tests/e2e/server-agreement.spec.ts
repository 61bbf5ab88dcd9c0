/**
 * The three servers answer the same request the same way: one table of requests, each sent to
 * `npm start`, nginx and Cloudflare's runtime (`wrangler pages dev`), with the status and key
 * headers every one of them must send. Where a server legitimately differs, the row says so for
 * that server, with the reason, rather than loosening the assertion for all
 * (docs/decisions/0006-serving.md). Pages, files and not-found pages are read from the build.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  allowedMethods,
  baselineContentSecurityPolicy,
  cacheControl,
  contentTypeOf,
  defaultContentSecurityPolicy,
  immutablePathPrefix,
} from "../../server/http-headers.ts";
import { readPagePolicies } from "../../server/output.ts";
import { createSiteServer } from "../../server/serve.ts";
import {
  nearestNotFound,
  pageFileOf,
  readSiteFiles,
  redirectsTo,
} from "../../server/site-files.ts";
import { writeServerConfig } from "../../site-build/server-config.ts";
import { startNginx } from "../support/nginx.ts";
import { startWrangler } from "../support/wrangler.ts";
import {
  type Answer,
  buildRoot,
  clientDir,
  expect,
  fetchRaw,
  type ServerName,
  serverNames,
  test,
} from "./servers";

const site = readSiteFiles(clientDir);
const policies = readPagePolicies(buildRoot) ?? new Map<string, string>();
const hasCompressedCopy = (file: string) =>
  statSync(join(clientDir, file)).size >= 512 &&
  /\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(file);
const rootNotFound = site.notFound.find(({ prefix }) => prefix === "/")?.file ?? "/404.html";
const notFoundTitle = "<title>Page Not Found |";
const htmlType = contentTypeOf(".html");
/** The title of the fixture's Indonesian not-found page (see the last describe block). */
const idNotFoundTitle = "<title>Halaman Tidak Ditemukan |";

/** What a response must carry; `null` means the header must be absent. */
interface Expected {
  status: number;
  location?: string;
  contentType?: string | null;
  contentRange?: string | null;
  allow?: string | null;
  cacheControl?: string | null;
  csp?: string;
  vary?: string | null;
  encoding?: string | null;
  /** Text the (decompressed) body contains. */
  body?: string;
  /** Text the body must not contain. */
  notInBody?: RegExp;
}

type Headers = Record<string, string>;

interface Row {
  name: string;
  path: string;
  method?: string;
  /** Request headers, fixed or built from the server's own answer (its ETag, …). */
  headers?: Headers | ((origin: string) => Promise<Headers>);
  expect: Expected;
  /** A server that legitimately answers otherwise: what it sends instead, and why. */
  differs?: Partial<Record<ServerName, { expect: Partial<Expected>; because: string }>>;
}

const because = {
  noVary:
    "Cloudflare compresses as it sends and sends no Vary (the edge adds it); the runtime shows none",
  cdnNotFoundPolicy:
    "an unknown URL only matches the /* rule of _headers, whose policy is the page-independent part",
  noRanges: "wrangler pages dev ignores Range (RFC 9110 allows it): the whole file, 200",
  noListEtag: "Cloudflare's asset server compares If-None-Match with one tag only: no list, no *",
  noLastModified: "Cloudflare's asset server sends no Last-Modified and ignores If-Modified-Since",
  noAllow: "Cloudflare's asset server sends 405 without Allow and with its default caching",
  noBrotli: "Debian's nginx has no brotli module",
  starNotAny: "treats * as no coding (RFC 9110 says any coding not listed): nothing is compressed",
  firstListed: "picks the first coding listed rather than the smaller one",
  nginxRejectsGarbage:
    "nginx rejects a Range it cannot parse with 416 (RFC 9110 allows ignore or reject)",
  nginxOverflow: "nginx's parser refuses numbers that overflow and answers 416",
  nginxHeadRange: "nginx applies a Range to HEAD too (RFC 9110 says only GET)",
  cdnCompressesAll:
    "Cloudflare compresses small files too; nginx and npm start send them as they are",
  cdnServesCopies:
    "the CDN publishes every file of build/client, the precompressed copies included",
};

/** The title of the not-found page a URL path gets (the nearest one), as its HTML starts it. */
function notFoundTitleFor(path: string): string {
  const { file } = nearestNotFound(path, site.notFound);
  const title = readFileSync(join(clientDir, file), "utf8").match(/<title>[^|<]*\|/)?.[0];
  if (!title) throw new Error(`${file} has no title.`);
  return title;
}

const notFound = (path: string, extra: Partial<Row> = {}): Row => ({
  name: `${extra.method ?? "GET"} ${path} is the not-found page`,
  path,
  expect: {
    status: 404,
    contentType: contentTypeOf(".html"),
    cacheControl: cacheControl.error,
    csp: policies.get(nearestNotFound(path, site.notFound).file),
    vary: "Accept-Encoding",
    body: notFoundTitleFor(path),
  },
  differs: {
    wrangler: {
      expect: {
        vary: null,
        csp: path.startsWith(immutablePathPrefix)
          ? defaultContentSecurityPolicy
          : baselineContentSecurityPolicy,
      },
      because: `${because.cdnNotFoundPolicy}; ${because.noVary}`,
    },
  },
  ...extra,
});

const pageRows: Row[] = site.pages.flatMap(({ url, file }) => [
  {
    name: `GET ${url} is the page, at its one URL`,
    path: url,
    expect: {
      status: 200,
      contentType: contentTypeOf(file),
      cacheControl: cacheControl.revalidate,
      csp: policies.get(file),
      vary: "Accept-Encoding",
      encoding: null,
    },
    differs: { wrangler: { expect: { vary: null }, because: because.noVary } },
  },
  ...redirectsTo(url).map(
    (alias): Row => ({
      name: `GET ${alias}?utm_source=x redirects to ${url}`,
      path: `${alias}?utm_source=x`,
      expect: { status: 308, location: `${url}?utm_source=x` },
    }),
  ),
  notFound(url === "/" ? "/index" : `${url}/index`),
  ...(url === "/" ? [] : [notFound(url.toUpperCase())]),
]);

const fileRows: Row[] = [
  ...new Map(site.files.map((file) => [file.split(".").at(-1), file])).values(),
].map((file) => ({
  name: `GET ${file} is the file, typed and cached`,
  path: file,
  expect: {
    status: 200,
    contentType: contentTypeOf(file),
    cacheControl: file.startsWith(immutablePathPrefix)
      ? cacheControl.immutable
      : cacheControl.revalidate,
    csp: defaultContentSecurityPolicy,
    vary: hasCompressedCopy(file) ? "Accept-Encoding" : null,
    encoding: null,
  },
  differs: { wrangler: { expect: { vary: null }, because: because.noVary } },
}));

const robots = "/robots.txt";
const robotsSize = statSync(join(clientDir, robots)).size;
const rangeRow = (
  range: string,
  expected: Partial<Expected>,
  differs: Row["differs"] = {},
  method = "GET",
): Row => ({
  name: `${method} ${robots} with Range: ${range.slice(0, 40)}`,
  path: robots,
  method,
  headers: { Range: range },
  expect: { status: 200, contentRange: null, cacheControl: cacheControl.error, ...expected },
  differs: {
    wrangler: {
      expect: { status: 200, contentRange: null, cacheControl: cacheControl.revalidate },
      because: because.noRanges,
    },
    ...differs,
  },
});
const unsatisfiable = { status: 416, contentRange: `bytes */${robotsSize}` };

const rangeRows: Row[] = [
  rangeRow("bytes=0-9", { status: 206, contentRange: `bytes 0-9/${robotsSize}` }),
  rangeRow("bytes=-10", {
    status: 206,
    contentRange: `bytes ${robotsSize - 10}-${robotsSize - 1}/${robotsSize}`,
  }),
  rangeRow("bytes=5-1", unsatisfiable),
  rangeRow(`bytes=${robotsSize}-${robotsSize + 100}`, unsatisfiable),
  rangeRow("bytes=0-1,4-5", {}),
  rangeRow("items=0-5", {}),
  rangeRow(
    "bytes=abc",
    {},
    { nginx: { expect: unsatisfiable, because: because.nginxRejectsGarbage } },
  ),
  rangeRow(
    "bytes=0-99999999999999999999",
    { status: 206, contentRange: `bytes 0-${robotsSize - 1}/${robotsSize}` },
    { nginx: { expect: unsatisfiable, because: because.nginxOverflow } },
  ),
  rangeRow(
    "bytes=0-9",
    { cacheControl: cacheControl.error },
    {
      nginx: {
        expect: { status: 206, contentRange: `bytes 0-9/${robotsSize}` },
        because: because.nginxHeadRange,
      },
    },
    "HEAD",
  ),
];

/** The validators a server sends for a path. */
async function validators(origin: string, path: string) {
  const { headers } = await fetchRaw(origin, path);
  return { etag: String(headers.etag), lastModified: String(headers["last-modified"]) };
}

const about = site.pages.find(({ url }) => url !== "/") ?? site.pages[0];
const page = about?.url ?? "/";
const notModified: Expected = {
  status: 304,
  contentType: null,
  cacheControl: cacheControl.revalidate,
  csp: policies.get(about?.file ?? "/index.html"),
  vary: "Accept-Encoding",
};
const conditionalRow = (
  name: string,
  headers: (origin: string) => Promise<Headers>,
  expected: Expected,
  differs: Row["differs"] = {},
): Row => ({
  name: `GET ${page} with ${name}`,
  path: page,
  headers,
  expect: expected,
  differs: {
    ...differs,
    wrangler: {
      expect: { vary: null, ...differs.wrangler?.expect },
      because: [because.noVary, differs.wrangler?.because].filter(Boolean).join("; "),
    },
  },
});

const conditionalRows: Row[] = [
  conditionalRow(
    "If-None-Match: its ETag",
    async (origin) => ({ "If-None-Match": (await validators(origin, page)).etag }),
    notModified,
  ),
  conditionalRow(
    "If-None-Match: its weak ETag",
    async (origin) => ({ "If-None-Match": `W/${(await validators(origin, page)).etag}` }),
    notModified,
  ),
  conditionalRow(
    "If-None-Match: a list with its ETag",
    async (origin) => ({ "If-None-Match": `"other", ${(await validators(origin, page)).etag}` }),
    notModified,
    { wrangler: { expect: { status: 200, contentType: htmlType }, because: because.noListEtag } },
  ),
  conditionalRow("If-None-Match: *", async () => ({ "If-None-Match": "*" }), notModified, {
    wrangler: { expect: { status: 200, contentType: htmlType }, because: because.noListEtag },
  }),
  conditionalRow("If-None-Match: another tag", async () => ({ "If-None-Match": '"other"' }), {
    status: 200,
    vary: "Accept-Encoding",
  }),
  conditionalRow(
    "If-Modified-Since: a later date",
    async () => ({ "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
    notModified,
    {
      wrangler: { expect: { status: 200, contentType: htmlType }, because: because.noLastModified },
    },
  ),
  conditionalRow(
    "If-Modified-Since: an earlier date",
    async () => ({ "If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" }),
    { status: 200, vary: "Accept-Encoding" },
  ),
  {
    name: `GET ${robots} with If-Range: its ETag and a range`,
    path: robots,
    headers: async (origin) => ({
      Range: "bytes=0-9",
      "If-Range": (await validators(origin, robots)).etag,
    }),
    expect: { status: 206, contentRange: `bytes 0-9/${robotsSize}` },
    differs: {
      wrangler: { expect: { status: 200, contentRange: null }, because: because.noRanges },
    },
  },
  {
    name: `GET ${robots} with If-Range: another tag and a range`,
    path: robots,
    headers: { Range: "bytes=0-9", "If-Range": '"other"' },
    expect: { status: 200, contentRange: null },
  },
];

const encodingRow = (
  accept: string,
  encoding: string | null,
  differs: Partial<Record<ServerName, { encoding: string | null; because: string }>> = {},
  path = page,
): Row => ({
  name: `GET ${path} with Accept-Encoding: ${accept}`,
  path,
  headers: { "Accept-Encoding": accept },
  expect: { status: 200, encoding, vary: path === page ? "Accept-Encoding" : null },
  differs: Object.fromEntries(
    serverNames
      .filter((name) => name === "wrangler" || differs[name])
      .map((name) => [
        name,
        {
          expect: {
            ...(differs[name] ? { encoding: differs[name].encoding } : {}),
            ...(name === "wrangler" ? { vary: null } : {}),
          },
          because: [differs[name]?.because, name === "wrangler" ? because.noVary : ""]
            .filter(Boolean)
            .join("; "),
        },
      ]),
  ),
});

const encodingRows: Row[] = [
  encodingRow("gzip", "gzip"),
  encodingRow("br", "br", { nginx: { encoding: null, because: because.noBrotli } }),
  encodingRow("gzip, br", "br", {
    nginx: { encoding: "gzip", because: because.noBrotli },
    wrangler: { encoding: "gzip", because: because.firstListed },
  }),
  encodingRow("gzip;q=0", null),
  encodingRow("gzip;q=0, br;q=0", null),
  encodingRow("*", "br", {
    nginx: { encoding: null, because: because.starNotAny },
    wrangler: { encoding: null, because: because.starNotAny },
  }),
  encodingRow("identity", null),
  encodingRow(
    "gzip",
    null,
    { wrangler: { encoding: "gzip", because: because.cdnCompressesAll } },
    robots,
  ),
];

const methodRows: Row[] = [
  {
    name: `POST ${page} is refused with 405 and Allow`,
    path: page,
    method: "POST",
    expect: { status: 405, allow: allowedMethods, cacheControl: cacheControl.error },
    differs: {
      wrangler: {
        expect: { allow: null, cacheControl: cacheControl.revalidate },
        because: because.noAllow,
      },
    },
  },
  {
    name: `DELETE ${robots} is refused with 405 and Allow`,
    path: robots,
    method: "DELETE",
    expect: { status: 405, allow: allowedMethods, cacheControl: cacheControl.error },
    differs: {
      wrangler: {
        expect: { allow: null, cacheControl: cacheControl.revalidate },
        because: because.noAllow,
      },
    },
  },
  {
    ...notFound("/no-such-page"),
    method: "POST",
    name: "POST /no-such-page is the not-found page",
    differs: {
      wrangler: {
        expect: {
          status: 405,
          allow: null,
          contentType: null,
          cacheControl: null,
          csp: baselineContentSecurityPolicy,
          vary: null,
          body: "",
        },
        because:
          "Cloudflare's asset server answers every method but GET and HEAD with 405, whatever the path",
      },
    },
  },
];

const leak = /devDependencies|root:x:0|add_header|sha256-.*"\/404\.html"/;
const requestRows: Row[] = [
  {
    name: "a 15 KB header is accepted",
    path: "/",
    headers: { "X-Padding": "a".repeat(15_000) },
    expect: { status: 200 },
  },
  {
    name: "a 17 KB header is refused",
    path: "/",
    headers: { "X-Padding": "a".repeat(17_000) },
    expect: { status: 431 },
    differs: {
      nginx: { expect: { status: 400 }, because: "nginx answers an oversized header line 400" },
    },
  },
  {
    name: "a 20 KB request line is refused",
    path: `/${"a".repeat(20_000)}`,
    expect: { status: 431 },
    differs: {
      nginx: { expect: { status: 414 }, because: "nginx answers an oversized request line 414" },
    },
  },
  ...["/%2e%2e/package.json", "/assets/../../package.json", "/..%2f..%2fetc%2fpasswd"].map(
    (path): Row => ({
      name: `GET ${path} leaves nothing out of the build`,
      path,
      expect: { status: 400, notInBody: leak },
      differs: {
        wrangler: {
          expect: { status: 404 },
          because: "Cloudflare resolves the path inside the site and finds nothing",
        },
      },
    }),
  ),
  {
    name: "GET /assets/../robots.txt resolves inside the build",
    path: "/assets/../robots.txt",
    expect: { status: 200, contentType: contentTypeOf(robots) },
  },
  {
    name: "GET //about merges the slashes",
    path: `/${page}`,
    expect: { status: 200, csp: policies.get(about?.file ?? "") },
    differs: {
      wrangler: {
        expect: { csp: baselineContentSecurityPolicy },
        because:
          "Cloudflare serves the page but matches _headers on the path as sent: only /* applies",
      },
    },
  },
];

const notFoundRows: Row[] = [
  ...site.notFound
    .flatMap(({ prefix }) => [`${prefix}404`, `${prefix}404.html`])
    .map((path) => notFound(path)),
  ...[
    "/_headers",
    "/_redirects",
    "/no-such-page",
    "/tours/unknown-tour",
    "/a/b/c",
    "/assets/missing.js",
  ].map((path) => notFound(path)),
  {
    ...notFound(`${site.pages[0]?.file}.gz`),
    differs: {
      wrangler: {
        expect: {
          status: 200,
          contentType: "application/gzip",
          // Cloudflare's own caching for a file _headers does not name.
          cacheControl: "public, max-age=0, must-revalidate",
          csp: baselineContentSecurityPolicy,
          vary: null,
          body: "",
        },
        because: because.cdnServesCopies,
      },
    },
  },
];

const tables: Record<string, Row[]> = {
  "each page at its one URL; the other URLs redirect or are not found": pageRows,
  "files, typed and cached": fileRows,
  "the not-found page, with 404": notFoundRows,
  methods: methodRows,
  ranges: rangeRows,
  "conditional requests": conditionalRows,
  encodings: encodingRows,
  "request limits and paths out of the build": requestRows,
};

function check(server: ServerName, row: Row, answer: Answer): void {
  const expected: Expected = { ...row.expect, ...row.differs?.[server]?.expect };
  const label = `${server}: ${row.name}`;
  const header = (name: string) => {
    const value = answer.headers[name];
    return value === undefined ? null : String(value);
  };
  expect.soft(answer.status, label).toBe(expected.status);
  const repeated = answer.headerNames.filter(
    (name, index) => answer.headerNames.indexOf(name) !== index,
  );
  expect.soft(repeated, `${label}: headers sent twice`).toEqual([]);
  if (expected.status !== 431 && expected.status !== 414) {
    expect
      .soft(
        answer.headerNames.filter((name) => name === "content-security-policy"),
        `${label}: one Content-Security-Policy`,
      )
      .toHaveLength(1);
  }
  const headerChecks: Array<[keyof Expected, string]> = [
    ["location", "location"],
    ["contentType", "content-type"],
    ["contentRange", "content-range"],
    ["allow", "allow"],
    ["cacheControl", "cache-control"],
    ["csp", "content-security-policy"],
    ["vary", "vary"],
    ["encoding", "content-encoding"],
  ];
  for (const [key, name] of headerChecks) {
    if (expected[key] !== undefined)
      expect.soft(header(name), `${label}: ${name}`).toBe(expected[key]);
  }
  if (expected.body) expect.soft(answer.text, `${label}: body`).toContain(expected.body);
  if (expected.notInBody)
    expect.soft(answer.text, `${label}: body`).not.toMatch(expected.notInBody);
}

test.describe("the three servers agree", () => {
  // One test per table, every row checked (soft assertions name the row and the server).
  for (const [table, rows] of Object.entries(tables)) {
    test(table, async ({ baseURL, nginxURL, wranglerURL }) => {
      const origins: Record<ServerName, string> = {
        "npm start": baseURL as string,
        nginx: nginxURL,
        wrangler: wranglerURL,
      };
      for (const row of rows) {
        for (const server of serverNames) {
          const origin = origins[server];
          const headers =
            typeof row.headers === "function" ? await row.headers(origin) : row.headers;
          const answer = await fetchRaw(origin, row.path, { method: row.method, headers });
          check(server, row, answer);
        }
      }
    });
  }

  test("HEAD sends the headers of GET and no body", async ({ baseURL, nginxURL, wranglerURL }) => {
    const origins = [baseURL as string, nginxURL, wranglerURL];
    // Per connection or per message framing; Content-Length is compared where both send it.
    const volatile = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    for (const origin of origins) {
      for (const path of [page, "/no-such-page", robots]) {
        const [get, head] = await Promise.all([
          fetchRaw(origin, path),
          fetchRaw(origin, path, { method: "HEAD" }),
        ]);
        const framing = get.headers["content-length"] && head.headers["content-length"];
        const comparable = (answer: Answer) =>
          Object.fromEntries(
            Object.entries(answer.headers).filter(
              ([name]) => !volatile.has(name) && (framing || name !== "content-length"),
            ),
          );
        expect(comparable(head), `${origin}${path}`).toEqual(comparable(get));
        expect(head.raw.length).toBe(0);
      }
    }
  });
});

/**
 * The next edition adds pages under /id with their own not-found page, /id/404.html. A copy of the
 * build with such pages (and the server files written for it) proves now that every server
 * answers an unknown URL under /id/ with that page, and everything else with the root one.
 */
test.describe("a build with a nested not-found page", () => {
  const fixturePorts = { nginx: 8, wrangler: 10 };
  let fixture: { root: string; node: Server; stop: () => Promise<void> } | undefined;
  const origins = {} as Record<ServerName, string>;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, workerInfo) => {
    const root = mkdtempSync(join(tmpdir(), "nested-not-found-"));
    const client = join(root, "client");
    cpSync(clientDir, client, { recursive: true });
    // The build has the Indonesian pages already; a build without them gets stand-ins.
    if (!existsSync(join(client, "id/404.html"))) {
      mkdirSync(join(client, "id"), { recursive: true });
      const about = readFileSync(join(client, pageFileOf(page)), "utf8");
      writeFileSync(join(client, "id.html"), about);
      writeFileSync(join(client, "id/about.html"), about);
      writeFileSync(
        join(client, "id/404.html"),
        readFileSync(join(client, rootNotFound), "utf8").replace(notFoundTitle, idNotFoundTitle),
      );
    }
    await writeServerConfig(client, root);
    const node = createSiteServer(client);
    await new Promise<void>((done) => node.listen(0, "127.0.0.1", done));
    const index = workerInfo.parallelIndex;
    const nginx = await startNginx({
      buildRoot: root,
      host: "127.0.0.1",
      port: Number(process.env.E2E_NGINX_PORT ?? 4232) + fixturePorts.nginx + index,
    });
    const wrangler = await startWrangler({
      clientDir: client,
      host: "127.0.0.1",
      port: Number(process.env.E2E_WRANGLER_PORT ?? 4250) + fixturePorts.wrangler + 2 * index,
    });
    origins["npm start"] = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    origins.nginx = nginx.url;
    origins.wrangler = wrangler.url;
    fixture = {
      root,
      node,
      stop: async () => {
        node.close();
        await Promise.all([nginx.stop(), wrangler.stop()]);
        rmSync(root, { recursive: true, force: true });
      },
    };
  });

  test.afterAll(async () => {
    await fixture?.stop();
  });

  const rows: Array<[path: string, status: number, expected: string]> = [
    ["/id", 200, "page"],
    ["/id/about", 200, "page"],
    ["/id/", 308, "/id"],
    ["/id/about/index.html?x=1", 308, "/id/about?x=1"],
    ["/id/nothing", 404, idNotFoundTitle],
    ["/id/a/b/c", 404, idNotFoundTitle],
    ["/id/404", 404, idNotFoundTitle],
    ["/id/404.html", 404, idNotFoundTitle],
    ["/id/index", 404, idNotFoundTitle],
    ["/idx", 404, notFoundTitle],
    ["/ID/nothing", 404, notFoundTitle],
    ["/nothing", 404, notFoundTitle],
  ];

  test("every server answers an unknown URL with the nearest not-found page", async () => {
    for (const server of serverNames) {
      for (const [path, status, expected] of rows) {
        const answer = await fetchRaw(origins[server], path);
        const label = `${server}: GET ${path}`;
        expect.soft(answer.status, label).toBe(status);
        if (status === 308) expect.soft(answer.headers.location, label).toBe(expected);
        if (status === 404) {
          expect.soft(answer.text, label).toContain(expected);
          expect.soft(answer.headers["cache-control"], label).toBe(cacheControl.error);
        }
        if (status === 200) expect.soft(answer.text, label).not.toContain(notFoundTitle);
      }
    }
  });
});
