// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSource } from "../site-build/csp.ts";
import {
  chooseCoding,
  createSiteHandler,
  createSiteServer,
  decideRange,
  indexSite,
  normalizeTarget,
} from "./serve.ts";

const robots = "0123456789".repeat(10); // 100 bytes
const aboutPage = `<h1>About</h1><script>about()</script>${"<p>text</p>".repeat(100)}`;

/** A build as the server expects it, with an Indonesian folder that has its own not-found page. */
function writeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  const files: Record<string, string | Buffer> = {
    "index.html": "<h1>Home</h1><script>start()</script>",
    "about.html": aboutPage,
    "about.html.gz": gzipSync(aboutPage),
    "about.html.br": brotliCompressSync(aboutPage),
    "404.html": "<h1>Not found</h1><script>lost()</script>",
    "id.html": "<h1>Beranda</h1>",
    "id/404.html": "<h1>Tidak ditemukan</h1>",
    "robots.txt": robots,
    "assets/app-abc.js": "console.log(1)",
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/a /b 308\n",
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(origin), { path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends raw bytes and returns the raw answer (the server closes or the timeout ends it). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.setTimeout(2000, () => socket.destroy());
    socket.write(text);
  });
}

describe("createSiteServer", () => {
  let dir = "";
  let server: Server;
  let origin = "";
  let port = 0;

  beforeAll(async () => {
    dir = writeBuild();
    server = createSiteServer(dir);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers each page at its one URL with its own policy", async () => {
    const home = await get(origin, "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["content-security-policy"]).toContain(`'self' ${hashSource("start()")};`);
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect((await get(origin, "/about")).body.toString()).toBe(aboutPage);
  });

  it("redirects the other URLs of a page with 308, keeping the query string", async () => {
    const cases = {
      "/about/": "/about",
      "/about.html?x=1&y=%20": "/about?x=1&y=%20",
      "/about/index.html": "/about",
      "/index.html?q": "/?q",
      "/id/": "/id",
    };
    for (const [path, location] of Object.entries(cases)) {
      const answer = await get(origin, path);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it("answers everything else 404 with the nearest not-found page, never stored", async () => {
    const cases = {
      "/nope": "Not found",
      "/index": "Not found",
      "/404": "Not found",
      "/404.html": "Not found",
      "/_headers": "Not found",
      "/_redirects": "Not found",
      "/ABOUT": "Not found",
      "/about.html.gz": "Not found",
      "/id/nope": "Tidak ditemukan",
      "/id/404.html": "Tidak ditemukan",
      "/id/a/b": "Tidak ditemukan",
    };
    for (const [path, text] of Object.entries(cases)) {
      const answer = await get(origin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain(text);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    expect((await get(origin, "/nope")).headers["content-security-policy"]).toContain(
      hashSource("lost()"),
    );
  });

  it("refuses paths out of the folder and malformed ones with 400, and leaks nothing", async () => {
    for (const path of ["/../package.json", "/%2e%2e/x", "/a/../../x", "/%zz", "/a%00b"]) {
      const answer = await get(origin, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.length, path).toBe(0);
    }
    // Dot segments inside the folder resolve, as nginx and Cloudflare resolve them.
    expect((await get(origin, "/assets/../robots.txt")).status).toBe(200);
  });

  it("answers other methods 405 with Allow", async () => {
    const answer = await get(origin, "/about", {}, "POST");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect((await get(origin, "/nope", {}, "DELETE")).status).toBe(404);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    for (const path of ["/about", "/nope", "/robots.txt"]) {
      const [getAnswer, headAnswer] = await Promise.all([
        get(origin, path, { "Accept-Encoding": "gzip" }),
        get(origin, path, { "Accept-Encoding": "gzip" }, "HEAD"),
      ]);
      const { date: _a, ...getHeaders } = getAnswer.headers;
      const { date: _b, ...headHeaders } = headAnswer.headers;
      expect(headHeaders, path).toEqual(getHeaders);
      expect(headAnswer.body.length).toBe(0);
    }
  });

  it("serves byte ranges by RFC 9110, one range at a time", async () => {
    const cases: Array<[range: string, status: number, contentRange?: string, body?: string]> = [
      ["bytes=0-9", 206, "bytes 0-9/100", robots.slice(0, 10)],
      ["bytes=-10", 206, "bytes 90-99/100", robots.slice(90)],
      ["bytes=95-", 206, "bytes 95-99/100", robots.slice(95)],
      ["bytes=90-9999999999999999999999", 206, "bytes 90-99/100", robots.slice(90)],
      ["bytes=-1000", 206, "bytes 0-99/100", robots],
      ["BYTES=1-2", 206, "bytes 1-2/100", robots.slice(1, 3)],
      ["bytes=5-1", 416, "bytes */100"],
      ["bytes=100-", 416, "bytes */100"],
      ["bytes=99999999999999999999-", 416, "bytes */100"],
      ["bytes=-0", 416, "bytes */100"],
      ["bytes=0-1,4-5", 200, undefined, robots],
      ["items=0-5", 200, undefined, robots],
      ["bytes=abc", 200, undefined, robots],
      ["bytes=", 200, undefined, robots],
    ];
    for (const [range, status, contentRange, body] of cases) {
      const answer = await get(origin, "/robots.txt", { Range: range });
      expect(answer.status, range).toBe(status);
      expect(answer.headers["content-range"], range).toBe(contentRange);
      if (body !== undefined) expect(answer.body.toString(), range).toBe(body);
      // An answer to a range request is never stored (nginx can only tell by the header).
      expect(answer.headers["cache-control"], range).toBe("no-store");
    }
  });

  it("applies a range only while If-Range holds, and never on HEAD or a compressed copy", async () => {
    const { headers } = await get(origin, "/robots.txt");
    const range = { Range: "bytes=0-9" };
    expect(
      (await get(origin, "/robots.txt", { ...range, "If-Range": headers.etag as string })).status,
    ).toBe(206);
    expect((await get(origin, "/robots.txt", { ...range, "If-Range": '"other"' })).status).toBe(
      200,
    );
    expect(
      (await get(origin, "/robots.txt", { ...range, "If-Range": `W/${headers.etag}` })).status,
    ).toBe(200);
    expect(
      (
        await get(origin, "/robots.txt", {
          ...range,
          "If-Range": headers["last-modified"] as string,
        })
      ).status,
    ).toBe(206);
    expect((await get(origin, "/robots.txt", range, "HEAD")).status).toBe(200);
    expect((await get(origin, "/about", { ...range, "Accept-Encoding": "gzip" })).status).toBe(200);
  });

  it("answers conditional requests with 304 and the headers of the 200", async () => {
    const full = await get(origin, "/about");
    const etag = full.headers.etag as string;
    const modified = full.headers["last-modified"] as string;
    const notModified: Array<Record<string, string>> = [
      { "If-None-Match": etag },
      { "If-None-Match": `W/${etag}` },
      { "If-None-Match": `"other", ${etag}` },
      { "If-None-Match": "*" },
      { "If-Modified-Since": modified },
      { "If-Modified-Since": "Sun, 01 Jan 2090 00:00:00 GMT" },
    ];
    for (const headers of notModified) {
      const answer = await get(origin, "/about", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(304);
      expect(answer.body.length).toBe(0);
      for (const name of [
        "etag",
        "cache-control",
        "content-security-policy",
        "vary",
        "last-modified",
      ]) {
        expect(answer.headers[name], name).toBe(full.headers[name]);
      }
    }
    const modifiedCases: Array<Record<string, string>> = [
      { "If-None-Match": '"other"' },
      { "If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" },
      { "If-Modified-Since": "yesterday" },
      // If-None-Match decides when both are sent.
      { "If-None-Match": '"other"', "If-Modified-Since": modified },
    ];
    for (const headers of modifiedCases) {
      expect((await get(origin, "/about", headers)).status, JSON.stringify(headers)).toBe(200);
    }
    expect((await get(origin, "/about", { "If-Match": '"other"' })).status).toBe(412);
    expect((await get(origin, "/about", { "If-Match": etag })).status).toBe(200);
    const past = { "If-Unmodified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" };
    expect((await get(origin, "/about", past)).status).toBe(412);
  });

  it("chooses the encoding by q-value, brotli first, with Vary on every answer of the file", async () => {
    const cases: Array<[accept: string, encoding?: string]> = [
      ["gzip", "gzip"],
      ["br", "br"],
      ["gzip, br", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["gzip;q=0", undefined],
      ["gzip;q=0, br;q=0", undefined],
      ["*", "br"],
      ["*;q=0, gzip", "gzip"],
      ["x-gzip", "gzip"],
      ["identity", undefined],
      ["deflate", undefined],
      ["", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await get(origin, "/about", { "Accept-Encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe("Accept-Encoding");
    }
    // A file without compressed copies varies on nothing.
    expect(
      (await get(origin, "/robots.txt", { "Accept-Encoding": "gzip" })).headers.vary,
    ).toBeUndefined();
  });

  it("answers malformed requests and oversized heads with 4xx, and keeps serving", async () => {
    expect(await raw(port, "GARBAGE\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    expect(
      await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(17_000)}\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 431 /);
    expect(await raw(port, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    // Absolute-form targets name the path.
    expect(
      await raw(port, "GET http://x/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    ).toMatch(/^HTTP\/1\.1 200 /);
    // A head within the limit is answered.
    expect((await get(origin, "/", { "X-Big": "a".repeat(15_000) })).status).toBe(200);
    expect((await get(origin, "/")).status).toBe(200);
  });
});

describe("createSiteHandler", () => {
  it("answers 500 for a request whose handling fails, and the next request normally", async () => {
    const dir = writeBuild();
    const site = indexSite(dir);
    const target = site.targets.get("/robots.txt");
    if (!target || !("resource" in target)) throw new Error("robots.txt was not indexed");
    let broken = true;
    const identity = target.resource.identity;
    Object.defineProperty(target.resource, "identity", {
      get: () => {
        if (broken) throw new Error("disk on fire");
        return identity;
      },
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const server = createServer(createSiteHandler(site));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const failed = await get(origin, "/robots.txt");
      expect(failed.status).toBe(500);
      expect(failed.body.toString()).not.toContain("disk on fire");
      expect(errors).toHaveLength(1);
      broken = false;
      expect((await get(origin, "/robots.txt")).status).toBe(200);
    } finally {
      console.error = original;
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("request parsing", () => {
  it("decides ranges on exact numbers", () => {
    expect(decideRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange("bytes=-5", 3)).toEqual({ kind: "range", start: 0, end: 2 });
    expect(decideRange("bytes=0-3,", 10)).toEqual({ kind: "range", start: 0, end: 3 });
    expect(decideRange(undefined, 10)).toEqual({ kind: "ignore" });
  });

  it("honours identity preferences", () => {
    expect(chooseCoding("gzip;q=0.5, identity", ["gzip"])).toBeUndefined();
    expect(chooseCoding("gzip;q=0.5, identity;q=0", ["gzip"])).toBe("gzip");
    expect(chooseCoding("gzip;q=abc", ["gzip"])).toBeUndefined();
  });

  it("normalizes targets as nginx does", () => {
    expect(normalizeTarget("//about")).toEqual({ path: "/about", query: "" });
    expect(normalizeTarget("/a/./b/../c/?x")).toEqual({ path: "/a/c/", query: "x" });
    expect(normalizeTarget("/%61bout")).toEqual({ path: "/about", query: "" });
    expect(normalizeTarget("/a%2F..%2Fb")).toEqual({ path: "/b", query: "" });
    expect(normalizeTarget("*")).toEqual({ status: 400, query: "" });
    expect(normalizeTarget("/%ff")).toEqual({ path: "/\uFFFD", query: "" });
  });
});
