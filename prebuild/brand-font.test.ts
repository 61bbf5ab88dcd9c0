// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  brandFamily,
  brandFontSource,
  brandFontStack,
  buildBrandFont,
  fallbackFontStack,
  fallbackFonts,
  fontMetrics,
  metricOverrides,
  missingCharacters,
  parseFont,
  readPackageFile,
  textCharacters,
} from "./brand-font.ts";

/** The value of `property` in the `@font-face` rule of `family`. */
function descriptor(css: string, family: string, property: string): string | undefined {
  const rule = css.split("@font-face").find((block) => block.includes(`font-family: "${family}";`));
  return rule?.match(new RegExp(`${property}: ([^;]+);`))?.[1];
}

describe("textCharacters", () => {
  it("collects the characters of every string, nested, less white space and addresses", () => {
    const content = {
      title: "Tokyo & Kyoto",
      list: ["Rp 12.500.000", { label: "Hari 1–2" }],
      link: { to: "/id/tours", href: "https://example.com/x", mail: "mailto:a@b.c" },
      count: 4,
    };
    expect(textCharacters(content)).toBe([..."&.0125HKRTaikoprty–"].sort().join(""));
  });
});

describe("metricOverrides", () => {
  const brand = { ascent: 1000, descent: -250, lineGap: 50, unitsPerEm: 1000, xWidthAvg: 500 };

  it("changes nothing when the fallback has the brand face's metrics", () => {
    expect(metricOverrides(brand, brand)).toEqual({
      sizeAdjust: 1,
      ascentOverride: 1,
      descentOverride: 0.25,
      lineGapOverride: 0.05,
    });
  });

  it("scales a narrower fallback up and its vertical metrics down by as much", () => {
    const narrow = { ...brand, unitsPerEm: 2048, xWidthAvg: 820 };
    const overrides = metricOverrides(brand, narrow);
    expect(overrides.sizeAdjust).toBeCloseTo(0.5 / (820 / 2048), 10);
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(1, 10);
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.25, 10);
  });
});

describe("buildBrandFont", () => {
  const characters = "AaBbÉé0123456789&–’!";

  it("writes a WOFF2 font with every character asked for", async () => {
    const { woff2 } = await buildBrandFont(characters);
    expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(missingCharacters(woff2, characters)).toEqual([]);
    expect(parseFont(woff2).familyName).toBe(brandFamily);
    // Cut down: far fewer glyphs than the font it comes from.
    expect(parseFont(woff2).numGlyphs).toBeLessThan(
      parseFont(readPackageFile(brandFontSource)).numGlyphs / 3,
    );
  });

  it("refuses a character the font does not have", async () => {
    await expect(buildBrandFont("Tokyo 東京")).rejects.toThrow(/no glyph for "東" \(U\+6771\)/);
  });

  it("writes fallback faces whose overrides come from the font files", async () => {
    const { css, woff2 } = await buildBrandFont(characters);
    expect(css).toContain(`--font-display: ${fallbackFontStack};`);
    expect(css).toContain(`html[data-brand-font] {\n    --font-display: ${brandFontStack};`);
    expect(descriptor(css, brandFamily, "src")).toBe(
      'url("./dm-serif-display.woff2") format("woff2")',
    );
    // The served file keeps the vertical metrics of the file it was cut from.
    const served = await fontMetrics(woff2);
    const source = await fontMetrics(readPackageFile(brandFontSource));
    expect(served).toMatchObject({
      ascent: source.ascent,
      descent: source.descent,
      lineGap: source.lineGap,
      unitsPerEm: source.unitsPerEm,
    });
    for (const fallback of fallbackFonts) {
      const expected = metricOverrides(
        source,
        await fontMetrics(readPackageFile(fallback.metricsSource)),
      );
      const percent = (property: string) =>
        Number.parseFloat(descriptor(css, fallback.family, property) ?? "NaN") / 100;
      expect(percent("size-adjust")).toBeCloseTo(expected.sizeAdjust, 5);
      expect(percent("ascent-override")).toBeCloseTo(expected.ascentOverride, 5);
      expect(percent("descent-override")).toBeCloseTo(expected.descentOverride, 5);
      expect(percent("line-gap-override")).toBeCloseTo(expected.lineGapOverride, 5);
      expect(descriptor(css, fallback.family, "src")).toContain(`local("${fallback.local[0]}")`);
    }
  });
});
