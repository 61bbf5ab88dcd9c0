// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listFiles } from "../server/site-files.ts";
import { writePageFiles } from "./page-files.ts";
import { publishNotFoundPages } from "./publish-not-found.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder as React Router prerenders it, with the Indonesian pages the next issue adds. */
function prerendered(files: string[]): string {
  dir = mkdtempSync(join(tmpdir(), "page-files-test-"));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  return dir;
}

describe("publishing pages", () => {
  it("publishes every <prefix>/404 as <prefix>/404.html and writes each page as X.html", () => {
    const client = prerendered([
      "/index.html",
      "/about/index.html",
      "/tours/index.html",
      "/tours/tokyo-discovery/index.html",
      "/404/index.html",
      "/id/index.html",
      "/id/about/index.html",
      "/id/404/index.html",
      "/__spa-fallback.html",
      "/about.data",
      "/assets/app.js",
    ]);
    expect(publishNotFoundPages(client)).toEqual(["/404.html", "/id/404.html"]);
    const { renamed, removedData } = writePageFiles(client);
    expect(removedData).toEqual(["/about.data"]);
    expect(renamed).toContainEqual([
      "/tours/tokyo-discovery/index.html",
      "/tours/tokyo-discovery.html",
    ]);
    expect(listFiles(client)).toEqual([
      "/404.html",
      "/about.html",
      "/assets/app.js",
      "/id.html",
      "/id/404.html",
      "/id/about.html",
      "/index.html",
      "/tours.html",
      "/tours/tokyo-discovery.html",
    ]);
    expect(existsSync(join(client, "about"))).toBe(false);
  });

  it("needs the not-found page at /404", () => {
    expect(() => publishNotFoundPages(prerendered(["/index.html"]))).toThrow(/\/404/);
  });

  it("refuses two files for one URL", () => {
    const client = prerendered(["/about/index.html", "/about.html"]);
    expect(() => writePageFiles(client)).toThrow(/one URL/);
  });
});
