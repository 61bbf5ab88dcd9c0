/**
 * /admin/: the content editor, Decap CMS (docs/decisions/0012). A small page that loads Decap, the
 * Decap configuration (`config.yml`, from site-build/cms-config.ts) and Decap's own files, copied
 * from node_modules so that nothing comes from another host. The post-build step writes them into
 * build/client/admin/ before precompression and the server configuration, which list its files;
 * `npm run admin` (site-build/admin-local.ts) serves the same files from memory. Nothing links to
 * /admin/ and the sitemap lists the page registry only; its headers (its own policy, noindex) are
 * in server/http-headers.ts.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { adminPathPrefix } from "../server/http-headers.ts";
import { type CmsConfigOptions, cmsConfig } from "./cms-config.ts";

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

/**
 * The page: Decap's script, no inline code (its policy allows no inline script). Decap starts by
 * itself when its script runs, reads `config.yml` beside the page and renders into the body.
 * `defer` runs it once the body exists. The empty icon spares a request for /favicon.ico.
 */
export function adminPageHtml(): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    "<title>Content editor</title>",
    '<link rel="icon" href="data:,">',
    `<script defer src="${adminPathPrefix}decap-cms.js"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** `config.yml`: JSON is YAML, so the configuration object is written as it is. */
export function configYaml(config: Record<string, unknown>): string {
  return `# Written from site-build/cms-config.ts. Do not edit.\n${JSON.stringify(config, null, 2)}\n`;
}

/** Every file of the admin folder by its name in it, with its content. */
export function adminFiles(config: Record<string, unknown>): Map<string, Buffer | string> {
  const files = new Map<string, Buffer | string>([
    ["index.html", adminPageHtml()],
    ["config.yml", configYaml(config)],
  ]);
  for (const name of [...decapRuntimeFiles(), licenseFile]) {
    files.set(name, readFileSync(join(decapDistDir, name)));
  }
  return files;
}

/** Writes the admin folder into a build; returns how many files it holds. */
export function writeAdminFolder(
  clientDir: string,
  options: CmsConfigOptions = {},
  config: Record<string, unknown> = cmsConfig(options),
): number {
  const dir = join(clientDir, adminPathPrefix);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = adminFiles(config);
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
  return files.size;
}
