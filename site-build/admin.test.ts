// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminFiles,
  adminPageHtml,
  configYaml,
  decapDistDir,
  decapRuntimeFiles,
  writeAdminFolder,
} from "./admin.ts";
import { inlineSources } from "./csp.ts";

describe("the admin page", () => {
  const html = adminPageHtml();

  it("keeps search engines out and loads Decap from the site itself, with no inline code", () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="/admin/decap-cms.js">']);
    expect(inlineSources(html)).toEqual({ scripts: [], styles: [], styleAttributes: [] });
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe("config.yml", () => {
  it("is the configuration as JSON (which is YAML) under a comment line", () => {
    const config = { backend: { name: "github" }, collections: [{ name: "a", label: "A: b" }] };
    const [comment, ...json] = configYaml(config).split("\n");
    expect(comment).toMatch(/^# /);
    expect(JSON.parse(json.join("\n"))).toEqual(config);
  });
});

describe("Decap's files", () => {
  const shipped = decapRuntimeFiles();
  const chunkIds = (file: string) =>
    [...readFileSync(join(decapDistDir, file), "utf8").matchAll(/\b\w+\.e\((\d+)\)/g)].map(
      ([, id]) => `${id}.decap-cms.js`,
    );

  it("are the editor and its lazy chunks: no source map, no second build, no empty CSS", () => {
    expect(shipped).toContain("decap-cms.js");
    expect(shipped.filter((name) => !/^(\d+\.)?decap-cms\.js$/.test(name))).toEqual([]);
  });

  it("include every chunk the editor can load, but the WebP encoder (media_processing only)", () => {
    const missing = [...new Set(shipped.flatMap(chunkIds))].filter(
      (chunk) => !shipped.includes(chunk),
    );
    expect(missing.length).toBeGreaterThan(0);
    for (const chunk of missing) {
      const code = readFileSync(join(decapDistDir, chunk), "utf8");
      expect(code, chunk).toMatch(/WebAssembly\./);
    }
  });
});

describe("writeAdminFolder", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the page, the configuration, Decap's files and its license notices", () => {
    dir = mkdtempSync(join(tmpdir(), "admin-test-"));
    const config = { backend: { name: "github" }, collections: [] };
    expect(writeAdminFolder(dir, {}, config)).toBe(adminFiles(config).size);
    const written = readdirSync(join(dir, "admin")).sort();
    expect(written).toEqual(
      ["config.yml", "decap-cms.js.LICENSE.txt", "index.html", ...decapRuntimeFiles()].sort(),
    );
    expect(readFileSync(join(dir, "admin/config.yml"), "utf8")).toBe(configYaml(config));
  });
});
