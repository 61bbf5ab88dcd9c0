/**
 * The heading typeface as the build ships it (prebuild/brand-font.ts): one WOFF2 file among
 * the fingerprinted assets, with a glyph for every character that any prerendered page, in either
 * language, sets in it, and fallback faces whose overrides come from its metrics. Run after
 * `npm run build`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { test } from "vitest";
import { brandFontAttribute } from "../../app/lib/brand-font.ts";
import {
  brandFamily,
  brandFontSource,
  fallbackFonts,
  fontMetrics,
  metricOverrides,
  missingCharacters,
  readPackageFile,
} from "../../prebuild/brand-font.ts";
import { clientDir, walkFiles } from "../../project/output.ts";
import { cacheControlFor, isAdminPath } from "../../server/http-headers.ts";

type JsdomConstructor = new (html: string) => { window: { document: Document } };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };

/** Everything the stylesheet sets in the display face: headings and `font-display` text. */
const displayText = "h1, h2, h3, .font-display";

// The site's pages; the content editor's page (/admin/) is Decap's own.
const pages = walkFiles(clientDir).filter(
  (file) => file.endsWith(".html") && !isAdminPath(`/${relative(clientDir, file)}`),
);
const fonts = walkFiles(join(clientDir, "assets")).filter((file) =>
  /\/dm-serif-display-[\w-]+\.woff2$/.test(file),
);
const fontFile = fonts[0] ?? "";
const fontUrl = fontFile.slice(clientDir.length);
const font = fontFile ? readFileSync(fontFile) : Buffer.alloc(0);
const inlineCss = (html: string) => html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";

test("the build ships one brand font, WOFF2, under the long-cached assets", () => {
  assert.equal(fonts.length, 1, `brand fonts in ${clientDir}/assets: ${fonts.join(", ")}`);
  assert.equal(font.subarray(0, 4).toString("latin1"), "wOF2");
  assert.match(cacheControlFor(fontUrl), /immutable/);
});

test("the font has every character the pages of both languages set in it", () => {
  assert.ok(pages.length > 20, `${pages.length} pages`);
  let characters = "";
  for (const page of pages) {
    const { document } = new JSDOM(readFileSync(page, "utf8")).window;
    for (const element of document.querySelectorAll(displayText))
      characters += element.textContent ?? "";
  }
  const used = [...new Set(characters.replace(/\s/g, ""))].sort().join("");
  // English and Indonesian headings are both there, with the letters neither language lacks.
  assert.match(used, /[A-Z].*[a-z]/);
  assert.deepEqual(missingCharacters(font, used), [], `characters used: ${used}`);
});

test("every page declares the font and metric-matched fallbacks computed from it", async () => {
  // The served file's vertical metrics; the average width of text needs the letters it was cut
  // from (it weighs some the copy does not use), so it is read from the source file.
  const brand = {
    ...(await fontMetrics(font)),
    xWidthAvg: (await fontMetrics(readPackageFile(brandFontSource))).xWidthAvg,
  };
  for (const page of pages) {
    const css = inlineCss(readFileSync(page, "utf8"));
    assert.ok(css.includes(`url(${fontUrl})`) || css.includes(`url("${fontUrl}")`), page);
    for (const fallback of fallbackFonts) {
      const rule =
        css.match(
          new RegExp(`@font-face\\{[^}]*font-family:"?${fallback.family}"?;[^}]*\\}`),
        )?.[0] ?? "";
      const expected = metricOverrides(
        brand,
        await fontMetrics(readPackageFile(fallback.metricsSource)),
      );
      for (const [property, value] of [
        ["size-adjust", expected.sizeAdjust],
        ["ascent-override", expected.ascentOverride],
        ["descent-override", expected.descentOverride],
        ["line-gap-override", expected.lineGapOverride],
      ] as const) {
        const declared = Number.parseFloat(
          rule.match(new RegExp(`${property}:([\\d.]+)%`))?.[1] ?? "",
        );
        assert.ok(
          Math.abs(declared / 100 - value) < 1e-4,
          `${page}: ${fallback.family} ${property} is ${declared}%, the fonts give ${value * 100}%`,
        );
      }
    }
    // First paint: the fallbacks; `html[data-brand-font]`: the brand face first.
    assert.match(css, new RegExp(`--font-display:\\s*"?${fallbackFonts[0]?.family}"?,`));
    assert.match(
      css,
      new RegExp(`html\\[${brandFontAttribute}\\]\\{--font-display:\\s*"?${brandFamily}"?,`),
    );
  }
});
