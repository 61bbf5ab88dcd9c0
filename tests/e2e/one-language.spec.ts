/**
 * Each language's texts are in files of their own: no script of the build mixes languages. That
 * each page loads only its own language is checked on every page (every-page.spec.ts).
 */

import { expect, type Locale, locales, test } from "./fixtures";
import { builtScripts, distinctiveTexts, found } from "./one-language";

test.describe("one language per page", () => {
  test("the build keeps each language's texts in files of their own", async ({ content }) => {
    const files = builtScripts();
    for (const locale of locales) {
      const other = locales.find((code) => code !== locale) as Locale;
      const texts = distinctiveTexts(content[locale], content[other]);
      expect(texts.length, `${locale} has texts of its own`).toBeGreaterThan(200);
      // The search sees the texts as the build writes them: most are in the build's scripts
      // (the rest, prices, dates and links, are made from templates when the page is built).
      const inBuild = found(texts, files.map((file) => file.text).join("\n"));
      expect(inBuild.length / texts.length, `${locale} texts found in the build`).toBeGreaterThan(
        0.8,
      );
      // No script of the build holds both languages' texts.
      const otherTexts = distinctiveTexts(content[other], content[locale]);
      for (const file of files) {
        if (found(texts, file.text).length > 0) {
          expect(found(otherTexts, file.text), `${file.file} mixes languages`).toEqual([]);
        }
      }
    }
  });
});
