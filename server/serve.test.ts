// @vitest-environment node
/**
 * What only a unit test reaches: a request whose handling throws, and the parsing of request
 * headers and targets at its edges. How the server answers HTTP is checked against the real build,
 * beside nginx and Cloudflare's runtime, by tests/e2e/server-agreement.spec.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseCoding, decideRange, normalizeTarget } from "./request-rules.ts";
import { createSiteHandler, indexSite } from "./serve.ts";

function get(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("createSiteHandler", () => {
  it("answers 500 for a request whose handling fails, and the next request normally", async () => {
    const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
    for (const file of ["index.html", "404.html", "robots.txt"]) {
      writeFileSync(join(dir, file), file);
    }
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
      expect(failed.body).not.toContain("disk on fire");
      expect(errors).toHaveLength(1);
      broken = false;
      expect(await get(origin, "/robots.txt")).toEqual({ status: 200, body: "robots.txt" });
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
    expect(decideRange("bytes= 2-3", 10)).toEqual({ kind: "range", start: 2, end: 3 });
    expect(decideRange("bytes=9007199254740993-", 10)).toEqual({ kind: "unsatisfiable" });
    expect(decideRange(undefined, 10)).toEqual({ kind: "ignore" });
  });

  it("honours identity preferences", () => {
    expect(chooseCoding("gzip;q=0.5, identity", ["gzip"])).toBeUndefined();
    expect(chooseCoding("gzip;q=0.5, identity;q=0", ["gzip"])).toBe("gzip");
    expect(chooseCoding("gzip;q=abc", ["gzip"])).toBeUndefined();
    expect(chooseCoding("br", ["gzip"])).toBeUndefined();
  });

  it("normalizes targets as nginx does", () => {
    expect(normalizeTarget("//about")).toEqual({ path: "/about", query: "" });
    expect(normalizeTarget("/a/./b/../c/?x")).toEqual({ path: "/a/c/", query: "x" });
    expect(normalizeTarget("/%61bout")).toEqual({ path: "/about", query: "" });
    expect(normalizeTarget("/a%2F..%2Fb")).toEqual({ path: "/b", query: "" });
    expect(normalizeTarget("/a/..")).toEqual({ path: "/", query: "" });
    expect(normalizeTarget("http://x/about?q")).toEqual({ path: "/about", query: "q" });
    expect(normalizeTarget("*")).toEqual({ status: 400, query: "" });
    expect(normalizeTarget("/%ff")).toEqual({ path: "/\uFFFD", query: "" });
  });
});
