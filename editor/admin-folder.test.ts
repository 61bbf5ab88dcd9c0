// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../project/output.ts";
import { inlineSources } from "../site-build/csp.ts";
import {
  adminPageHtml,
  configYaml,
  contentReportFile,
  decapDistDir,
  decapRuntimeFiles,
  writeAdminFolder,
} from "./admin-folder.ts";
import { contentReportPath, defaultApiRoot } from "./settings.ts";

describe("the admin page", () => {
  const html = adminPageHtml({ kind: "editor", report: "Content check: 1 warning · 3 to fill in" });

  it("keeps search engines out and loads Decap from the site itself, with no inline code", () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="/admin/decap-cms.js">']);
    expect(inlineSources(html)).toEqual({ scripts: [], styles: [], styleAttributes: [] });
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("links to the content check with its summary", () => {
    expect(html).toContain(
      `<a class="report-pill" href="${contentReportPath}">Content check: 1 warning · 3 to fill in</a>`,
    );
  });

  it("says the online editor is not set up, and loads no Decap, until it is", () => {
    const notice = adminPageHtml({ kind: "not-set-up", report: "Content check: 0 warnings" });
    expect(notice).not.toContain("<script");
    expect(notice).toContain("<h1>The online editor is not set up yet</h1>");
    expect(notice).toContain("docs/cms-sign-in.md");
    expect(notice).toContain(`href="${contentReportPath}"`);
    expect(inlineSources(notice)).toEqual({ scripts: [], styles: [], styleAttributes: [] });
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

  const online = {
    repo: "gateway/website",
    branch: "main",
    siteOrigin: "https://www.tours.example.co.id",
    apiRoot: defaultApiRoot,
  };

  it("writes the page, its styles, the configuration, the content check, Decap's files and notices", () => {
    dir = mkdtempSync(join(tmpdir(), "admin-test-"));
    const { files } = writeAdminFolder(dir, projectRoot, online);
    const written = readdirSync(join(dir, "admin")).sort();
    expect(written).toEqual(
      [
        "admin.css",
        "config.yml",
        contentReportFile,
        "decap-cms.js.LICENSE.txt",
        "index.html",
        ...decapRuntimeFiles(),
      ].sort(),
    );
    expect(files).toBe(written.length);
    const config = JSON.parse(
      readFileSync(join(dir, "admin/config.yml"), "utf8").replace(/^#.*\n/, ""),
    );
    expect(config.backend).toMatchObject({
      repo: online.repo,
      branch: "main",
      base_url: online.siteOrigin,
      auth_endpoint: "api/auth",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(readFileSync(join(dir, "admin/index.html"), "utf8")).toContain("decap-cms.js");
  });

  it("writes the notice instead of the sign-in while the repository or the address is missing", () => {
    dir = mkdtempSync(join(tmpdir(), "admin-test-"));
    for (const settings of [
      { branch: "main", apiRoot: defaultApiRoot },
      { ...online, repo: undefined },
      { ...online, siteOrigin: undefined },
    ]) {
      const { report } = writeAdminFolder(dir, projectRoot, settings);
      const page = readFileSync(join(dir, "admin/index.html"), "utf8");
      expect(page).toContain("not set up yet");
      expect(page).not.toContain("<script");
      expect(report.setup.join(" ")).toContain("The online editor");
    }
  });
});
