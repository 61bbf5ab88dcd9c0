/**
 * `npm run build` and `npm run dev` run this before Vite: it cuts the heading typeface down to the
 * characters of the site's copy in every language and writes it, with its CSS, to app/generated/
 * (prebuild/brand-font.ts explains how). app/app.css imports the CSS.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteConfig } from "../app/copy/site.ts";
import { loadSiteCopy } from "../content-check/content-loader.ts";
import { projectRoot } from "../project/output.ts";
import {
  brandFontCssFile,
  brandFontFile,
  buildBrandFont,
  generatedDir,
  textCharacters,
} from "./brand-font.ts";

const { woff2, css, characters } = await buildBrandFont(
  textCharacters([siteConfig, await loadSiteCopy(projectRoot)]),
);
const dir = join(projectRoot, "app", generatedDir);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, brandFontFile), woff2);
writeFileSync(join(dir, brandFontCssFile), css);
console.info(
  `brand font: ${[...characters].length} characters, ${(woff2.length / 1024).toFixed(1)} KB WOFF2 (app/${generatedDir}/${brandFontFile})`,
);
