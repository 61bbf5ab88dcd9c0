/**
 * /admin/: the content editor, Decap CMS (docs/decisions/0012). A small page that loads Decap, the
 * Decap configuration (`config.yml`, from editor/cms-config.ts) and Decap's own files, copied
 * from node_modules so that nothing comes from another host. The post-build step writes them into
 * build/client/admin/ before precompression and the server configuration, which list its files;
 * `npm run admin` (editor/local-mode.ts) serves the same files from memory. Nothing links to
 * /admin/ and the sitemap lists the page registry only; its headers (its own policy, noindex) are
 * in server/http-headers.ts.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { adminPathPrefix } from "../server/http-headers.ts";
import { cmsConfig } from "./cms-config.ts";
import {
  type ContentReport,
  contentReport,
  contentReportHtml,
  reportSummary,
} from "./content-report.ts";
import { contentReportPath, type EditorSettings, isOnlineEditorSetUp } from "./settings.ts";
import { escapeHtml, staffPageHead } from "./staff-page.ts";

/** Decap's published bundle: `decap-cms.js`, its lazy chunks, their source maps, a second build. */
export const decapDistDir = dirname(createRequire(import.meta.url).resolve("decap-cms"));

/**
 * The files of Decap's bundle the browser may fetch: `decap-cms.js`, which holds the whole editor,
 * and its lazy chunks (`<n>.decap-cms.js`: code-editor modes that only the `code` widget loads),
 * which webpack fetches from the folder `decap-cms.js` came from. Left out: the source maps,
 * `cms.js` (the same editor built again under another name, with its own chunks), the empty
 * `cms.css` Decap keeps for old setups, and the WebP encoder (the chunks that run WebAssembly, and
 * their .wasm files), which only `media_processing` loads: the site's photo pipeline wants the
 * original JPEG or PNG, and the admin policy runs no WebAssembly.
 */
export function decapRuntimeFiles(dir = decapDistDir): string[] {
  const main = "decap-cms.js";
  const files = readdirSync(dir)
    .filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name))
    .filter((name) => name === main || !/WebAssembly\./.test(readFileSync(join(dir, name), "utf8")))
    .sort();
  if (!files.includes(main)) throw new Error(`No decap-cms.js in ${dir}.`);
  return files;
}

/** Decap's license notices, cut out of its bundle by its build: shipped beside it, never fetched. */
const licenseFile = "decap-cms.js.LICENSE.txt";

/** What the admin page does: start Decap, or say the online editor is not set up yet. */
export type AdminPage =
  | { kind: "editor" /** The content check's summary, linked from the page. */; report?: string }
  | { kind: "not-set-up"; report: string };

/**
 * The page. For the editor: Decap's script and no inline code (its policy allows no inline
 * script); Decap starts by itself when its script runs, reads `config.yml` beside the page and
 * renders into the body, after the link to the content check. While the online editor is not set
 * up, a plain page says so instead of offering a sign-in that cannot work. The empty icon spares a
 * request for /favicon.ico.
 */
export function adminPageHtml(page: AdminPage = { kind: "editor" }): string {
  const reportLink = (summary: string, className: string) =>
    `<a class="${className}" href="${contentReportPath}">${escapeHtml(summary)}</a>`;
  const head = [
    ...staffPageHead("Content editor"),
    `<link rel="stylesheet" href="${adminPathPrefix}${adminStylesheet}">`,
  ];
  if (page.kind === "not-set-up") {
    return [
      ...head,
      "</head>",
      '<body class="notice">',
      "<main>",
      "<h1>The online editor is not set up yet</h1>",
      "<p>This page will let staff edit the website's content once the web team has connected it to the website's repository on GitHub. Until then, content is edited on an office computer with <code>npm run admin</code>.</p>",
      '<p lang="id">Halaman ini akan dipakai staf untuk mengubah konten situs setelah tim web menghubungkannya ke repositori situs di GitHub. Sampai saat itu, konten diubah di komputer kantor dengan <code>npm run admin</code>.</p>',
      "<p>How to set it up, step by step: <code>docs/cms-sign-in.md</code> in the website's repository (“For the web team”).</p>",
      `<p>${reportLink(page.report, "report")}</p>`,
      "</main>",
      "</body>",
      "</html>",
      "",
    ].join("\n");
  }
  return [
    ...head,
    `<script defer src="${adminPathPrefix}decap-cms.js"></script>`,
    "</head>",
    "<body>",
    ...(page.report ? [reportLink(page.report, "report-pill")] : []),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The admin page's own few styles: the notice, and the link to the content check over Decap. */
export const adminStylesheet = "admin.css";
export const adminCss = [
  ".notice{font:16px/1.5 system-ui,sans-serif;color:#1b2433;max-width:42rem;margin:0 auto;padding:2rem 1rem}",
  ".notice h1{font-size:1.5rem}",
  ".notice a{color:#1d4ed8}",
  ".report-pill{position:fixed;left:12px;bottom:12px;z-index:1000;font:600 14px/1.2 system-ui,sans-serif;background:#1b2433;color:#fff;padding:8px 14px;border-radius:999px;text-decoration:none;box-shadow:0 2px 6px rgba(0,0,0,.25)}",
  ".report-pill:hover,.report-pill:focus-visible{background:#1d4ed8;outline:2px solid #fff;outline-offset:-4px}",
  "",
].join("\n");

/** `config.yml`: JSON is YAML, so the configuration object is written as it is. */
export function configYaml(config: Record<string, unknown>): string {
  return `# Written from editor/cms-config.ts. Do not edit.\n${JSON.stringify(config, null, 2)}\n`;
}

/** Every file of the admin folder by its name in it, with its content. */
export function adminFiles(
  config: Record<string, unknown>,
  page: AdminPage = { kind: "editor" },
): Map<string, Buffer | string> {
  const files = new Map<string, Buffer | string>([
    ["index.html", adminPageHtml(page)],
    [adminStylesheet, adminCss],
    ["config.yml", configYaml(config)],
  ]);
  for (const name of [...decapRuntimeFiles(), licenseFile]) {
    files.set(name, readFileSync(join(decapDistDir, name)));
  }
  return files;
}

/**
 * Writes the admin folder into a build: the editor (or, while the online editor is not set up,
 * the notice) and the content check's page. Returns what it wrote, for the build's log.
 */
export function writeAdminFolder(
  clientDir: string,
  root: string,
  settings: EditorSettings,
): { files: number; report: ContentReport } {
  const dir = join(clientDir, adminPathPrefix);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const report = contentReport(root, settings);
  const summary = reportSummary(report);
  const page: AdminPage = isOnlineEditorSetUp(settings)
    ? { kind: "editor", report: summary }
    : { kind: "not-set-up", report: summary };
  const files = adminFiles(cmsConfig({ settings }), page);
  files.set(contentReportFile, contentReportHtml(report));
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
  return { files: files.size, report };
}

/** The content check's page in the admin folder, served at `contentReportPath`. */
export const contentReportFile = `${contentReportPath.slice(adminPathPrefix.length)}.html`;
