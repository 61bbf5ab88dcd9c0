/**
 * The heading typeface, made at build time (docs/decisions/0005): DM Serif Display, the face of the
 * share images, cut down to the characters the site's copy uses in every language and saved as
 * WOFF2, plus metric-matched fallback faces so that headings take the same room before and after
 * it arrives. Everything is computed from font files in node_modules:
 * - the brand face's vertical metrics and average character width (@capsizecss/unpack);
 * - the fallbacks' average widths, from the fonts that stand in for the system serifs: Tinos has the
 *   glyph widths of Times New Roman (Windows, macOS, iOS) and of Liberation Serif (Linux), and Noto
 *   Serif is Android's serif.
 * `size-adjust` scales a fallback to the brand face's average width; the ascent, descent and line
 * gap overrides then give it the brand face's vertical metrics (the formulas next/font and
 * fontaine use).
 *
 * The display stack names the brand face only under `html[data-brand-font]`, which the page sets
 * once the font is loaded or known to be cached (app/lib/brand-font.ts): a font that the first
 * paint asks for is a request before the first paint, and the bench showed what that costs.
 *
 * `npm run build` and `npm run dev` run `prebuild/write-brand-font.ts`, which writes the font and its
 * CSS to app/generated/ (not in git); app/app.css imports the CSS and Vite fingerprints the font.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fromBuffer } from "@capsizecss/unpack";
import { create, type Font } from "fontkitten";
import subsetFont from "subset-font";
import { brandFontAttribute, brandFontFamily } from "../app/lib/brand-font.ts";

/** The brand face's family name in CSS; its fallbacks' names start with it. */
export const brandFamily = brandFontFamily;

/** Only its Latin file: Indonesian and English need nothing else (checked when subsetting). */
export const brandFontSource =
  "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";

/** Where app.css finds the generated files, relative to app/. */
export const generatedDir = "generated";
export const brandFontFile = "dm-serif-display.woff2";
export const brandFontCssFile = "brand-font.css";

/**
 * How the browser treats the brand face when a page asks for it before it is loaded: a page whose
 * head script found it noted as cached waits up to 100 ms for it (it comes from the cache in a few),
 * and should the cache have lost it, keeps the fallback rather than moving text when it arrives.
 */
export const brandFontDisplay = "optional";

export interface FallbackFont {
  /** The `font-family` name of the fallback face. */
  family: string;
  /** Installed fonts it may be, by full and PostScript name (`local()`), in order. */
  local: string[];
  /** The font file whose glyph widths those installed fonts have. */
  metricsSource: string;
}

export const fallbackFonts: FallbackFont[] = [
  {
    family: `${brandFamily} Fallback`,
    local: [
      "Times New Roman",
      "TimesNewRomanPSMT",
      "Liberation Serif",
      "LiberationSerif",
      "Tinos",
      "Tinos-Regular",
    ],
    metricsSource: "@fontsource/tinos/files/tinos-latin-400-normal.woff2",
  },
  {
    family: `${brandFamily} Fallback Android`,
    local: ["Noto Serif", "NotoSerif", "NotoSerif-Regular"],
    metricsSource: "@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff2",
  },
];

/** The display stack until the page asks for the brand face: its metric-matched fallbacks. */
export const fallbackFontStack = [...fallbackFonts.map((font) => `"${font.family}"`), "serif"].join(
  ", ",
);

/** The display stack once it does (`html[data-brand-font]`). */
export const brandFontStack = `"${brandFamily}", ${fallbackFontStack}`;

const require = createRequire(import.meta.url);

/** A font file of a package in node_modules. */
export function readPackageFile(file: string): Buffer {
  return readFileSync(require.resolve(file));
}

export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of a Latin character, weighted by how often it appears in text. */
  xWidthAvg: number;
}

export function fontMetrics(font: Buffer): Promise<FontMetrics> {
  return fromBuffer(font);
}

export interface MetricOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/** The overrides that make `fallback` take the room `brand` takes, as fractions (1 = 100%). */
export function metricOverrides(brand: FontMetrics, fallback: FontMetrics): MetricOverrides {
  const sizeAdjust =
    brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaled = (value: number) => Math.abs(value) / brand.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: scaled(brand.ascent),
    descentOverride: scaled(brand.descent),
    lineGapOverride: scaled(brand.lineGap),
  };
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

/** The `@font-face` rule of a fallback face. */
export function fallbackFontFace(font: FallbackFont, overrides: MetricOverrides): string {
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    `  src: ${font.local.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(overrides.sizeAdjust)};`,
    `  ascent-override: ${percent(overrides.ascentOverride)};`,
    `  descent-override: ${percent(overrides.descentOverride)};`,
    `  line-gap-override: ${percent(overrides.lineGapOverride)};`,
    "}",
  ].join("\n");
}

/** Strings that are addresses (links, pictures), not text a visitor reads. */
const notText = /^(?:\/|#|https?:|mailto:|tel:|data:)/;

/**
 * Every character of the text in `content` (nested objects and arrays of strings), less white
 * space and link and picture addresses, sorted.
 */
export function textCharacters(content: unknown): string {
  const characters = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (notText.test(value)) return;
      for (const character of value) if (!/\s/.test(character)) characters.add(character);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === "object") {
      Object.values(value).forEach(visit);
    }
  };
  visit(content);
  return [...characters].sort().join("");
}

/** A font file (TTF, WOFF or WOFF2) holding one font. */
export function parseFont(file: Buffer): Font {
  const font = create(file);
  if (!("hasGlyphForCodePoint" in font)) throw new Error("A font collection, not one font.");
  return font;
}

/** The characters of `text` that `font` has no glyph for. */
export function missingCharacters(font: Buffer, text: string): string[] {
  const parsed = parseFont(font);
  return [...text].filter(
    (character) => !parsed.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  );
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

export interface BrandFont {
  /** The subset font, WOFF2. */
  woff2: Buffer;
  /** app/generated/brand-font.css: the display stacks and the `@font-face` rules. */
  css: string;
  characters: string;
}

/** The brand face cut down to `characters` (plus a space), and its CSS. */
export async function buildBrandFont(characters: string): Promise<BrandFont> {
  const source = readPackageFile(brandFontSource);
  const missing = missingCharacters(source, characters);
  if (missing.length > 0) {
    const list = missing.map((character) => `"${character}" (${codePoint(character)})`);
    throw new Error(
      `${brandFontSource} has no glyph for ${list.join(", ")}, which the copy uses: cut the font from a file that has them, or change the copy.`,
    );
  }
  // Without the TrueType hinting (a third of the file): headings are set large, where hinting does not help,
  // and macOS, iOS and Android ignore it.
  const woff2 = await subsetFont(source, ` ${characters}`, {
    targetFormat: "woff2",
    noHinting: true,
  });
  const brand = await fontMetrics(source);
  const fallbacks = await Promise.all(
    fallbackFonts.map(async (font) =>
      fallbackFontFace(
        font,
        metricOverrides(brand, await fontMetrics(readPackageFile(font.metricsSource))),
      ),
    ),
  );
  const css = [
    `/* Written by prebuild/write-brand-font.ts (prebuild/brand-font.ts): do not edit. */`,
    "@theme {",
    `  --font-display: ${fallbackFontStack};`,
    "}",
    "@layer base {",
    `  html[${brandFontAttribute}] {`,
    `    --font-display: ${brandFontStack};`,
    "  }",
    "}",
    "@font-face {",
    `  font-family: "${brandFamily}";`,
    "  font-style: normal;",
    "  font-weight: 400;",
    `  font-display: ${brandFontDisplay};`,
    `  src: url("./${brandFontFile}") format("woff2");`,
    "}",
    ...fallbacks,
    "",
  ].join("\n");
  return { woff2, css, characters };
}
