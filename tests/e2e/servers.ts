/**
 * The servers the site ships on, for the end-to-end tests: `npm start` (server/serve.ts, the
 * Playwright web server at E2E_PORT), a real nginx with deploy/nginx/site.conf (tests/support/nginx.ts)
 * and Cloudflare's runtime, `wrangler pages dev` (tests/support/wrangler.ts). nginx and wrangler are
 * started once per Playwright worker, on E2E_NGINX_PORT (default 4232) and E2E_WRANGLER_PORT
 * (default 4250, with its devtools on the next port), plus the worker's index (nginx) or twice
 * it (wrangler), so that parallel workers never share a port.
 */
import { type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildRoot, clientDir } from "../../server/output.ts";
import { startNginx } from "../support/nginx.ts";
import { startWrangler } from "../support/wrangler.ts";
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

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, lower case, repeated ones included. */
  headerNames: string[];
  /** The body as sent. */
  raw: Buffer;
  /** The body, decompressed. */
  text: string;
}

/** A raw HTTP request (node:http sends the path exactly as given, `..` included). */
export function fetchRaw(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(origin), { path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "gzip"
            ? gunzipSync(body)
            : encoding === "br"
              ? brotliDecompressSync(body)
              : body;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          headerNames: res.rawHeaders
            .filter((_, index) => index % 2 === 0)
            .map((name) => name.toLowerCase()),
          raw: body,
          text: decoded.toString(),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
