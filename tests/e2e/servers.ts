/**
 * The servers the site ships on, for the end-to-end tests: `npm start` (server/serve.ts, the
 * Playwright web server at E2E_PORT), a real nginx with deploy/nginx/site.conf (launchers/nginx.ts)
 * and Cloudflare's runtime, `wrangler pages dev` (launchers/wrangler.ts). nginx and wrangler are
 * started once per Playwright worker (the specs that use them are the `servers` project's, one
 * worker: playwright.config.ts), on E2E_NGINX_PORT (default 4232) and E2E_WRANGLER_PORT
 * (default 4250, with its devtools on the next port), plus the worker's index (nginx) or twice
 * it (wrangler), so that parallel workers never share a port.
 */
import { type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startNginx } from "../../launchers/nginx.ts";
import { startWrangler } from "../../launchers/wrangler.ts";
import { buildRoot, clientDir } from "../../project/output.ts";
import { test as base } from "./fixtures";

export { buildRoot, clientDir };

const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4232);
const wranglerPort = Number(process.env.E2E_WRANGLER_PORT ?? 4250);

export const serverNames = ["npm start", "nginx", "wrangler"] as const;
export type ServerName = (typeof serverNames)[number];

export const test = base.extend<Record<never, never>, { nginxURL: string; wranglerURL: string }>({
  nginxURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const nginx = await startNginx({
        buildRoot,
        host: "127.0.0.1",
        port: nginxPort + workerInfo.parallelIndex,
      });
      await use(nginx.url);
      await nginx.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  wranglerURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const wrangler = await startWrangler({
        clientDir,
        host: "127.0.0.1",
        port: wranglerPort + 2 * workerInfo.parallelIndex,
      });
      await use(wrangler.url);
      await wrangler.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

export { expect } from "./fixtures";

/**
 * For the tests that only send HTTP requests (the table, the fuzz test): they open no page, so
 * `health` has nothing to watch, and no browser starts for them.
 */
export const httpTest = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  health: async ({}, use) =>
    use({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
      requests: [],
      allowStatus: () => {},
      allowConsoleError: () => {},
    }),
});

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, lower case, repeated ones included. */
  headerNames: string[];
  /** The body as sent. */
  raw: Buffer;
  /** The body, decompressed. */
  body: Buffer;
  /** The body, decompressed, as text. */
  text: string;
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  return body;
}

/**
 * A raw HTTP request (node:http sends the path exactly as given, `..` included), on a connection
 * of its own: nginx closes a connection after a 412 although its answer says keep-alive, so a
 * shared one would fail the next request sent on it.
 */
export function fetchRaw(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(origin), { path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const decoded = decompress(body, res.headers["content-encoding"]);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          headerNames: res.rawHeaders
            .filter((_, index) => index % 2 === 0)
            .map((name) => name.toLowerCase()),
          raw: body,
          body: decoded,
          text: decoded.toString(),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** An answer read off the wire: its status line and head as sent, the body as it follows. */
export interface RawAnswer {
  /** "none" when the server closed the connection without a complete status line and head. */
  status: number | "none";
  headerNames: string[];
  headers: Map<string, string>;
  /** What follows the head, as sent (chunked or compressed bodies as they are). */
  body: Buffer;
  raw: Buffer;
}

/**
 * Sends the bytes as they are on a new connection to `port` on 127.0.0.1 (for requests no HTTP
 * client would send), half-closes it, and reads until the server closes.
 */
export function exchange(port: number, bytes: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error("no answer within 10 s"));
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      let raw = Buffer.concat(chunks);
      // Skip interim answers (100 Continue): the final one follows.
      while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString("latin1"))) {
        const end = raw.indexOf("\r\n\r\n");
        if (end === -1) break;
        raw = raw.subarray(end + 4);
      }
      const headEnd = raw.indexOf("\r\n\r\n");
      const statusLine = raw.subarray(0, Math.max(0, raw.indexOf("\r\n"))).toString("latin1");
      const status = statusLine.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
      if (!status || headEnd === -1) {
        resolve({ status: "none", headerNames: [], headers: new Map(), body: raw, raw });
        return;
      }
      const lines = raw.subarray(0, headEnd).toString("latin1").split("\r\n").slice(1);
      const pairs = lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
      resolve({
        status: Number(status),
        headerNames: pairs.map(([name]) => name),
        headers: new Map(pairs),
        body: raw.subarray(headEnd + 4),
        raw,
      });
    });
    socket.write(bytes, () => socket.end());
  });
}

/** A body sent in chunks (RFC 9112 §7.1), joined. */
function unchunk(body: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; ) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) break;
    chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks);
}

/** A request sent as raw bytes, its answer read as `fetchRaw` reads one. */
export async function fetchBytes(origin: string, request: string): Promise<Answer> {
  const answer = await exchange(Number(new URL(origin).port), Buffer.from(request, "latin1"));
  if (answer.status === "none") throw new Error(`No answer to ${JSON.stringify(request)}`);
  const headers: IncomingHttpHeaders = Object.fromEntries(answer.headers);
  const chunked = answer.headers.get("transfer-encoding")?.toLowerCase() === "chunked";
  const sent = chunked ? unchunk(answer.body) : answer.body;
  const body = decompress(sent, answer.headers.get("content-encoding"));
  return {
    status: answer.status,
    headers,
    headerNames: answer.headerNames,
    raw: sent,
    body,
    text: body.toString(),
  };
}
