/**
 * The W3C Nu HTML Checker (vnu-jar, run on the machine's Java) finds no error in any prerendered
 * page. Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { test } from "vitest";
import { prerenderPaths } from "../../content-check/site-pages.ts";
import { clientDir, walkFiles } from "../../project/output.ts";
import { isAdminPath } from "../../server/http-headers.ts";

const htmlFiles = (dir: string) => walkFiles(dir).filter((path) => path.endsWith(".html"));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every prerendered page is valid HTML (Nu HTML Checker)", () => {
  const java = spawnSync("java", ["-version"]);
  assert.equal(
    java.status,
    0,
    "Java is needed for the Nu HTML Checker: apt-get install -y default-jre-headless",
  );
  // The package exports the path of its bundled vnu.jar.
  const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
  // The content editor's page (admin/index.html, editor/admin-folder.ts) is checked too.
  const pages = htmlFiles(clientDir);
  // Every page the build prerenders, in both languages and both not-found pages, is checked: each
  // has its HTML file among those found, whichever way the build names it.
  const relative = new Set(
    pages.map((page) => page.slice(clientDir.length)).filter((file) => !isAdminPath(file)),
  );
  const fileOf = (path: string) =>
    [`${path}.html`, `${path.replace(/\/$/, "")}/index.html`].find((file) => relative.has(file));
  const missing = prerenderPaths.filter((path) => !fileOf(path));
  assert.deepEqual(missing, [], `prerendered pages without an HTML file in ${clientDir}`);
  assert.equal(relative.size, prerenderPaths.length, `HTML files: ${[...relative].join(", ")}`);
  let output = "";
  try {
    execFileSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...pages], {
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages: VnuMessage[] = output ? JSON.parse(output).messages : [];
  // The checker's CSS grammar predates features Tailwind 4 emits into the inline stylesheet
  // (@property, color-mix(in ...), margin-trim); its "CSS:" messages are about that grammar, not
  // the HTML. Every other error fails the test.
  const errors = messages
    // "non-document-error": the checker could not read or check a file; that fails too.
    .filter((m) => m.type === "error" || m.type === "non-document-error" || m.subType === "fatal")
    .filter((m) => !m.message.startsWith("CSS: "))
    .map(
      (m) =>
        `${m.url.replace(`file:${clientDir}`, "")}:${m.lastLine}: ${m.message} [${m.extract ?? ""}]`,
    );
  assert.deepEqual(errors, [], `Nu HTML Checker errors:\n${errors.join("\n")}`);
  console.info(`Nu HTML Checker: ${pages.length} pages (${[...relative].join(", ")}), no errors.`);
});
