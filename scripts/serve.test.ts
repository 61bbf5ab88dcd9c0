// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSource } from "./build/csp.ts";
import { createSiteServer } from "./serve.ts";

// A folder the build did not write (as the benchmark's reference page): the server hashes its pages.
describe("createSiteServer", () => {
  let dir = "";
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "serve-test-"));
    writeFileSync(join(dir, "index.html"), "<h1>Home</h1><script>start()</script>");
    writeFileSync(join(dir, "404.html"), "<h1>Not found</h1><script>lost()</script>");
    writeFileSync(join(dir, "_headers"), "/*\n  X-Test: 1\n");
    server = createSiteServer(dir);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends each page with its own policy", async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toContain(
      `script-src 'self' ${hashSource("start()")};`,
    );
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers unknown paths, the not-found page and the CDN rules with 404", async () => {
    for (const path of ["/nope", "/404.html", "/_headers"]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain("Not found");
      expect(answer.headers.get("content-security-policy"), path).toContain(hashSource("lost()"));
    }
  });

  it("refuses other methods", async () => {
    const answer = await fetch(`${origin}/`, { method: "POST" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
  });
});
