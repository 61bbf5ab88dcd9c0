/**
 * Serves the production build (build/client) as visitors get it, `npm start` and `npm run serve`:
 * each page at its one URL (decision 0006), the headers of server/http-headers.ts with each page's
 * Content-Security-Policy from the build, precompressed brotli/gzip copies, conditional and range
 * requests, and the nearest not-found page with 404 for anything else.
 *
 * At startup the whole build is read into memory (the site 2–3 MB, and the content editor's
 * files under /admin/, several times that: docs/bench/cms.md) and indexed by URL: a request is
 * answered from that index with one synchronous write, so no file stream can fail halfway and no
 * path from a request ever reaches the file system. Anything unexpected while answering one
 * request answers that request with 500; malformed requests are answered 400 (431 when the head
 * is too large) by the `clientError` handler. The process never ends because of a request.
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
import {
  allowedMethods,
  contentTypeOf,
  defaultContentSecurityPolicy,
  maxRequestHeadBytes,
  responseHeaders,
} from "./http-headers.ts";
import { clientDir, readPagePolicies } from "./output.ts";
import {
  listFiles,
  nearestNotFound,
  precompressedSuffixes,
  readSiteFiles,
  redirectStatus,
  redirectsTo,
} from "./site-files.ts";

type Coding = keyof typeof precompressedSuffixes;
/** Preferred first when a client accepts several equally: brotli is the smaller. */
const codings: readonly Coding[] = ["br", "gzip"];

/** One stored form of a file: as it is, or one of its precompressed copies. */
interface Representation {
  body: Buffer;
  /** Strong entity tag, a hash of the body. */
  etag: string;
  /** Modification time in whole seconds, as HTTP dates carry it. */
  modifiedSeconds: number;
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
  /** Every URL path the site answers with something other than its not-found page. */
  targets: Map<string, Target>;
  /** Not-found pages, deepest folder first. */
  notFound: Array<{ prefix: string; resource: Resource }>;
}

function readRepresentation(path: string, coding?: Coding): Representation {
  const body = readFileSync(path);
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    modifiedSeconds: Math.floor(statSync(path).mtimeMs / 1000),
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
      if (all.has(copy)) encoded[coding] = readRepresentation(join(root, copy), coding);
    }
    return {
      file,
      contentType: contentTypeOf(file),
      csp: policies.get(file) ?? defaultContentSecurityPolicy,
      identity: readRepresentation(join(root, file)),
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
    targets,
    notFound: site.notFound.map(({ prefix, file }) => ({ prefix, resource: resource(file) })),
  };
}

/**
 * The content coding to send, from `Accept-Encoding` (RFC 9110 §12.5.3): q-values honoured
 * (`gzip;q=0` refuses gzip), `*` stands for any coding not listed, `x-gzip` is gzip; the highest
 * q wins, brotli before gzip on a tie, and identity when it is preferred or nothing else fits.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const element of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = element.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = parameter.match(/^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/);
      if (q) weight = Number(q[1]);
      else if (parameter.startsWith("q")) weight = Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    weights.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const identity = weights.get("identity") ?? 1;
  let best: Coding | undefined;
  for (const coding of codings) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > 0 && weight >= identity && (!best || weight > weightOf(best))) best = coding;
  }
  return best;
}

export type RangeDecision =
  | { kind: "ignore" }
  | { kind: "unsatisfiable" }
  | { kind: "range"; start: number; end: number };

/**
 * The byte range to send, from `Range` (RFC 9110 §14.2), for a body of `size` bytes. One policy on
 * every server where the RFC lets a server choose (decision 0006):
 * - a unit other than `bytes`, text that is not a range set, or several ranges: ignored, the
 *   whole file is sent (200);
 * - one range whose last byte comes before its first, that starts past the end, or a suffix of 0
 *   bytes: 416 with `Content-Range: bytes *\/size`;
 * - otherwise the range, its end clamped to the file (`bytes=-100` is the last 100 bytes).
 * Numbers of any length are compared exactly (BigInt): nothing reaches past the body.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  const set = header?.match(/^bytes=[ \t]*(.*)$/i)?.[1];
  if (set === undefined) return { kind: "ignore" };
  const specs = set
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return { kind: "ignore" };
  const spec = specs[0] as string;
  const total = BigInt(size);
  const intRange = spec.match(/^(\d+)-(\d*)$/);
  if (intRange) {
    const first = BigInt(intRange[1] as string);
    const last = intRange[2] ? BigInt(intRange[2]) : undefined;
    if ((last !== undefined && last < first) || first >= total) return { kind: "unsatisfiable" };
    const end = last === undefined || last >= total ? total - 1n : last;
    return { kind: "range", start: Number(first), end: Number(end) };
  }
  const suffix = spec.match(/^-(\d+)$/);
  if (suffix) {
    const length = BigInt(suffix[1] as string);
    if (length === 0n || total === 0n) return { kind: "unsatisfiable" };
    const start = length >= total ? 0n : total - length;
    return { kind: "range", start: Number(start), end: size - 1 };
  }
  return { kind: "ignore" };
}

/** An HTTP date (IMF-fixdate, RFC 850 or asctime form) in whole seconds; undefined otherwise. */
export function parseHttpDate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const forms = [
    /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    /^[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
    /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
  ];
  const trimmed = value.trim();
  if (!forms.some((form) => form.test(trimmed))) return undefined;
  const time = Date.parse(forms[2]?.test(trimmed) ? `${trimmed} GMT` : trimmed);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** Entity tags in an `If-Match` / `If-None-Match` value: `*`, or a list of (weak) tags. */
function matchesEntityTag(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === "*") return true;
  const tags = [...header.matchAll(/(W\/)?("[^"]*")/g)];
  const opaque = etag.replace(/^W\//, "");
  return tags.some(([, weakPrefix, tag]) => tag === opaque && (weak || !weakPrefix));
}

/** A request header as one string (repeated ones joined, as RFC 9110 §5.3 allows for lists). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

type Conditional = "proceed" | 304 | 412;

/** RFC 9110 §13.2.2, steps 1–4, for a GET or HEAD of the representation. */
function evaluatePreconditions(req: IncomingMessage, representation: Representation): Conditional {
  const { etag, modifiedSeconds } = representation;
  const ifMatch = header(req, "if-match");
  if (ifMatch !== undefined) {
    if (!matchesEntityTag(ifMatch, etag, false)) return 412;
  } else {
    const since = parseHttpDate(header(req, "if-unmodified-since"));
    if (since !== undefined && modifiedSeconds > since) return 412;
  }
  const ifNoneMatch = header(req, "if-none-match");
  if (ifNoneMatch !== undefined) return matchesEntityTag(ifNoneMatch, etag, true) ? 304 : "proceed";
  const since = parseHttpDate(header(req, "if-modified-since"));
  return since !== undefined && modifiedSeconds <= since ? 304 : "proceed";
}

/** `If-Range` (RFC 9110 §13.1.5): a strong tag or the exact Last-Modified date. */
function ifRangeHolds(header: string | undefined, representation: Representation): boolean {
  if (header === undefined) return true;
  if (/^\s*(W\/)?"/.test(header)) return header.trim() === representation.etag;
  return parseHttpDate(header) === representation.modifiedSeconds;
}

const httpDate = (seconds: number) => new Date(seconds * 1000).toUTCString();

export type Normalized = { path: string } | { status: 400 };

/**
 * The URL path a request names, as nginx reads it: the origin-form target (or the path of an
 * absolute-form one), percent-decoded (`%2F` included), repeated slashes merged and `.`/`..`
 * segments resolved. Malformed percent escapes, NUL bytes and paths climbing above the root are
 * 400, as nginx answers them; a decoded path that is not UTF-8 names nothing (404).
 */
export function normalizeTarget(target: string | undefined): Normalized & { query: string } {
  let raw = target ?? "";
  if (!raw.startsWith("/")) {
    const absolute = raw.match(/^https?:\/\/[^/?#]*(\/[^#]*)?$/i);
    if (!absolute) return { status: 400, query: "" };
    raw = absolute[1] ?? "/";
  }
  const queryStart = raw.indexOf("?");
  const rawPath = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const query = queryStart === -1 ? "" : raw.slice(queryStart + 1);
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return { status: 400, query };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { path: "/\uFFFD", query };
  }
  if (decoded.includes("\0")) return { status: 400, query };
  const segments: string[] = [];
  const parts = decoded.split("/").slice(1);
  for (const [index, segment] of parts.entries()) {
    const last = index === parts.length - 1;
    if (segment === "..") {
      if (segments.length === 0) return { status: 400, query };
      segments.pop();
      if (last) segments.push("");
    } else if (segment === ".") {
      if (last) segments.push("");
    } else if (segment !== "" || last) {
      segments.push(segment);
    }
  }
  return { path: `/${segments.join("/")}`.replace(/\/{2,}/g, "/"), query };
}

/** A query string as it may be repeated in a Location header. */
const safeQuery = (query: string) =>
  query.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char).replace(/%25/g, "%"));

type Headers = Record<string, string | number>;

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Headers,
  body?: Buffer,
): void {
  res.writeHead(status, { ...headers, "Content-Length": body?.length ?? 0 });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Headers of a response about `resource` that carries no representation of it (405, 412, …). */
function errorHeaders(resource: Resource | undefined, status: number): Headers {
  return responseHeaders(resource?.file ?? "/", resource?.csp, status);
}

const hasRange = (req: IncomingMessage) => Boolean(header(req, "range"));

function answerResource(
  req: IncomingMessage,
  res: ServerResponse,
  resource: Resource,
  status: 200 | 404,
): void {
  const available = codings.filter((coding) => resource.encoded[coding]);
  const coding = chooseCoding(header(req, "accept-encoding"), available);
  const representation = (coding && resource.encoded[coding]) || resource.identity;
  const headers: Headers = {
    ...responseHeaders(resource.file, resource.csp, status, hasRange(req)),
    ...(available.length > 0 ? { Vary: "Accept-Encoding" } : {}),
  };
  if (status === 404) {
    send(
      req,
      res,
      404,
      contentHeaders(headers, resource, representation, 404),
      representation.body,
    );
    return;
  }
  const validators = {
    ETag: representation.etag,
    "Last-Modified": httpDate(representation.modifiedSeconds),
  };
  const condition = evaluatePreconditions(req, representation);
  if (condition === 304) {
    send(req, res, 304, { ...headers, ...validators });
    return;
  }
  if (condition === 412) {
    send(req, res, 412, errorHeaders(resource, 412));
    return;
  }
  const size = representation.body.length;
  // Ranges apply to the file as it is, on GET only; a compressed copy is sent whole, as nginx does.
  const range =
    req.method === "GET" &&
    !representation.coding &&
    ifRangeHolds(header(req, "if-range"), representation)
      ? decideRange(header(req, "range"), size)
      : ({ kind: "ignore" } as const);
  const full = { ...contentHeaders(headers, resource, representation, 200), ...validators };
  if (range.kind === "unsatisfiable") {
    send(req, res, 416, { ...errorHeaders(resource, 416), "Content-Range": `bytes */${size}` });
  } else if (range.kind === "range") {
    send(
      req,
      res,
      206,
      { ...full, "Content-Range": `bytes ${range.start}-${range.end}/${size}` },
      representation.body.subarray(range.start, range.end + 1),
    );
  } else {
    send(req, res, 200, full, representation.body);
  }
}

/** Headers of a response that carries the representation; ranges are offered on the file itself. */
function contentHeaders(
  headers: Headers,
  resource: Resource,
  representation: Representation,
  status: number,
) {
  return {
    ...headers,
    "Content-Type": resource.contentType,
    ...(representation.coding ? { "Content-Encoding": representation.coding } : {}),
    ...(!representation.coding && status !== 404 ? { "Accept-Ranges": "bytes" } : {}),
  };
}

function answer(site: SiteIndex, req: IncomingMessage, res: ServerResponse): void {
  // A body whose length cannot be known (a transfer coding other than chunked): 501, as nginx
  // answers it (RFC 9112 §6.1), and the connection is closed so nothing of it is read as a request.
  const transferEncoding = header(req, "transfer-encoding");
  if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== "chunked") {
    send(req, res, 501, { ...errorHeaders(undefined, 501), Connection: "close" });
    return;
  }
  const target = normalizeTarget(req.url);
  if ("status" in target) {
    send(req, res, target.status, errorHeaders(undefined, target.status));
    return;
  }
  const found = site.targets.get(target.path);
  if (found && "redirectTo" in found) {
    const location = target.query
      ? `${found.redirectTo}?${safeQuery(target.query)}`
      : found.redirectTo;
    send(req, res, redirectStatus, { ...responseHeaders(target.path), Location: location });
    return;
  }
  if (found && req.method !== "GET" && req.method !== "HEAD") {
    send(req, res, 405, { ...errorHeaders(found.resource, 405), Allow: allowedMethods });
    return;
  }
  if (found) answerResource(req, res, found.resource, 200);
  else answerResource(req, res, nearestNotFound(target.path, site.notFound).resource, 404);
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
