/**
 * Serves the production build (build/client) as visitors get it, `npm start` and `npm run serve`:
 * each page at its one URL (decision 0006), the headers of server/http-headers.ts with each page's
 * Content-Security-Policy from the build, precompressed brotli/gzip copies, conditional and range
 * requests, and the nearest not-found page with 404 for anything else.
 *
 * The URL rules are ours: at startup the build is indexed by URL (server/site-files.ts), so no
 * path from a request ever reaches the file system. The files are sent by `send` (conditional
 * requests, ranges, HEAD, streaming from disk); `negotiator` chooses the precompressed copy. Where
 * RFC 9110 lets a server choose, the choice is the one every server of the site makes (decision
 * 0006), applied to the request before `send` reads it. Anything unexpected while answering one
 * request answers that request with 500; malformed requests are answered 400 (431 when the head is
 * too large) by the `clientError` handler. The process never ends because of a request.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import { dirname, join, resolve } from "node:path";
import type { Duplex } from "node:stream";
import send from "send";
import { clientDir, readPagePolicies } from "../project/output.ts";
import {
  allowedMethods,
  contentTypeOf,
  defaultContentSecurityPolicy,
  maxRequestHeadBytes,
  responseHeaders,
} from "./http-headers.ts";
import {
  type Coding,
  chooseCoding,
  codings,
  decideRange,
  normalizeTarget,
  type RangeDecision,
} from "./request-rules.ts";
import {
  listFiles,
  nearestNotFound,
  precompressedSuffixes,
  readSiteFiles,
  redirectStatus,
  redirectsTo,
} from "./site-files.ts";

/** One stored form of a file: as it is, or one of its precompressed copies. */
interface Representation {
  /** Path in build/client: `/about.html`, `/about.html.br`. */
  file: string;
  /** Strong entity tag, a hash of the bytes: the same file keeps it from one build to the next. */
  etag: string;
  /** Modification time in whole seconds, as HTTP dates carry it. */
  modifiedSeconds: number;
  size: number;
  coding?: Coding;
}

/** A file of the build and everything needed to answer it. */
export interface Resource {
  /** Path in build/client: `/about.html`, `/robots.txt`. */
  file: string;
  contentType: string;
  csp: string;
  identity: Representation;
  encoded: Partial<Record<Coding, Representation>>;
}

type Target = { resource: Resource } | { redirectTo: string };

export interface SiteIndex {
  root: string;
  /** Every URL path the site answers with something other than its not-found page. */
  targets: Map<string, Target>;
  /** Not-found pages, deepest folder first. */
  notFound: Array<{ prefix: string; resource: Resource }>;
}

function readRepresentation(root: string, file: string, coding?: Coding): Representation {
  const path = join(root, file);
  const body = readFileSync(path);
  return {
    file,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    modifiedSeconds: Math.floor(statSync(path).mtimeMs / 1000),
    size: body.length,
    ...(coding ? { coding } : {}),
  };
}

/** Reads and indexes the build in `root`; pages get their policy from the build's record. */
export function indexSite(root: string): SiteIndex {
  const site = readSiteFiles(root);
  const all = new Set(listFiles(root));
  const policies = readPagePolicies(dirname(root)) ?? new Map<string, string>();
  const resource = (file: string): Resource => {
    const encoded: Partial<Record<Coding, Representation>> = {};
    for (const coding of codings) {
      const copy = `${file}${precompressedSuffixes[coding]}`;
      if (all.has(copy)) encoded[coding] = readRepresentation(root, copy, coding);
    }
    return {
      file,
      contentType: contentTypeOf(file),
      csp: policies.get(file) ?? defaultContentSecurityPolicy,
      identity: readRepresentation(root, file),
      encoded,
    };
  };
  const targets = new Map<string, Target>();
  for (const { url, file } of [...site.pages, ...site.apps]) {
    targets.set(url, { resource: resource(file) });
    for (const alias of redirectsTo(url)) targets.set(alias, { redirectTo: url });
  }
  for (const file of site.files) targets.set(file, { resource: resource(file) });
  return {
    root,
    targets,
    notFound: site.notFound.map(({ prefix, file }) => ({ prefix, resource: resource(file) })),
  };
}

/** `If-Range` (RFC 9110 §13.1.5): a strong tag, or the exact Last-Modified date. */
function ifRangeHolds(value: string | undefined, representation: Representation): boolean {
  if (value === undefined) return true;
  if (/^\s*(W\/)?"/.test(value)) return value.trim() === representation.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === representation.modifiedSeconds;
}

/** A query string as it may be repeated in a Location header. */
const safeQuery = (query: string) =>
  query.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char).replace(/%25/g, "%"));

type Headers = Record<string, string | number>;

/** An answer without a body (redirects, refusals, errors). */
function sendEmpty(res: ServerResponse, status: number, headers: Headers): void {
  res.writeHead(status, { ...headers, "Content-Length": 0 });
  res.end();
}

/** Headers of a response about `resource` that carries no representation of it (405, 412, …). */
function errorHeaders(resource: Resource | undefined, status: number): Headers {
  return responseHeaders(resource?.file ?? "/", resource?.csp, status);
}

/** A request header as one string (repeated ones joined, as RFC 9110 §5.3 allows for lists). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

const conditionalHeaders = [
  "if-match",
  "if-none-match",
  "if-modified-since",
  "if-unmodified-since",
];

/**
 * Sends `resource` with `send`. The request's `Range` is first rewritten to the policy's decision
 * (`decideRange`): removed when it is to be ignored (and on HEAD, on a compressed copy and when
 * `If-Range` fails), or replaced by the one range to send. A not-found page is sent whole, with no
 * validators and no conditional handling.
 */
function answerResource(
  site: SiteIndex,
  req: IncomingMessage,
  res: ServerResponse,
  resource: Resource,
  status: 200 | 404,
): void {
  const available = codings.filter((coding) => resource.encoded[coding]);
  const coding = chooseCoding(header(req, "accept-encoding"), available);
  const representation = (coding && resource.encoded[coding]) || resource.identity;
  const rangeHeader = header(req, "range");
  const isPage = status === 200;
  let range: RangeDecision = { kind: "ignore" };
  if (isPage && req.method === "GET" && !representation.coding) {
    if (ifRangeHolds(header(req, "if-range"), representation)) {
      range = decideRange(rangeHeader, representation.size);
    }
  }
  delete req.headers["if-range"];
  if (range.kind === "ignore") delete req.headers.range;
  else if (range.kind === "unsatisfiable") req.headers.range = `bytes=${representation.size}-`;
  else req.headers.range = `bytes=${range.start}-${range.end}`;
  if (!isPage) for (const name of conditionalHeaders) delete req.headers[name];

  res.statusCode = status;
  const headers: Headers = {
    ...responseHeaders(resource.file, resource.csp, status, Boolean(rangeHeader)),
    ...(available.length > 0 ? { Vary: "Accept-Encoding" } : {}),
    "Content-Type": resource.contentType,
    ...(representation.coding ? { "Content-Encoding": representation.coding } : {}),
    ...(isPage ? { ETag: representation.etag } : {}),
  };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

  send(req, encodeURI(representation.file), {
    root: site.root,
    dotfiles: "allow",
    index: false,
    cacheControl: false,
    acceptRanges: isPage && !representation.coding,
    etag: false,
    lastModified: isPage,
  })
    .on("error", (error: { status?: number }) => {
      const answered = error.status === 412 || error.status === 416 ? error.status : 500;
      if (answered === 500) console.error(`Sending ${representation.file} failed:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendEmpty(res, answered, {
        ...errorHeaders(resource, answered),
        ...(answered === 416 ? { "Content-Range": `bytes */${representation.size}` } : {}),
      });
    })
    .pipe(res);
}

function answer(site: SiteIndex, req: IncomingMessage, res: ServerResponse): void {
  // A body whose length cannot be known (a transfer coding other than chunked): 501, as nginx
  // answers it (RFC 9112 §6.1), and the connection is closed so nothing of it is read as a request.
  const transferEncoding = header(req, "transfer-encoding");
  if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== "chunked") {
    sendEmpty(res, 501, { ...errorHeaders(undefined, 501), Connection: "close" });
    return;
  }
  const target = normalizeTarget(req.url);
  if ("status" in target) {
    sendEmpty(res, target.status, errorHeaders(undefined, target.status));
    return;
  }
  const found = site.targets.get(target.path);
  if (found && "redirectTo" in found) {
    const location = target.query
      ? `${found.redirectTo}?${safeQuery(target.query)}`
      : found.redirectTo;
    sendEmpty(res, redirectStatus, { ...responseHeaders(target.path), Location: location });
    return;
  }
  if (found && req.method !== "GET" && req.method !== "HEAD") {
    sendEmpty(res, 405, { ...errorHeaders(found.resource, 405), Allow: allowedMethods });
    return;
  }
  if (found) answerResource(site, req, res, found.resource, 200);
  else answerResource(site, req, res, nearestNotFound(target.path, site.notFound).resource, 404);
}

/** The request handler over an indexed build: one bad request never affects another. */
export function createSiteHandler(site: SiteIndex) {
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      answer(site, req, res);
    } catch (error) {
      console.error(`Answering ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      try {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.writeHead(500, { ...errorHeaders(undefined, 500), "Content-Length": 0 }).end();
      } catch {
        res.destroy();
      }
    }
  };
}
/** Raw answer to a request Node's parser refused (bad syntax, head too large). */
function clientErrorResponse(status: number): string {
  const headers = { ...errorHeaders(undefined, status), "Content-Length": 0, Connection: "close" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n`;
}

export function createSiteServer(root = clientDir): Server {
  if (!existsSync(resolve(root, "404.html"))) {
    throw new Error(`No production build in ${root}: run "npm run build" first.`);
  }
  const server = createServer(
    { maxHeaderSize: maxRequestHeadBytes, joinDuplicateHeaders: false },
    createSiteHandler(indexSite(root)),
  );
  // A client may half-close its side once the request is sent and still wants the answer (RFC 9112
  // §9.6); by default Node drops a response still being read from disk when the client's FIN
  // arrives. Undocumented but kept by Node (docs/upgrading.md).
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400;
    socket.end(clientErrorResponse(status));
  });
  return server;
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
