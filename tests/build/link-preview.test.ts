/**
 * What a chat app or social network shows when a page is shared, read by a real unfurler
 * (open-graph-scraper, the library link-preview services build on) from every page as `npm start`
 * serves it. No browser: a build check. Run after `npm run build`.
 */
import assert from "node:assert/strict";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { expect, test } from "vitest";
import { clientDir } from "../../project/output.ts";
import { siteContent } from "../e2e/content.ts";
import {
  factsOf,
  fullTitle,
  localeInfo,
  locales,
  siteConfig,
  siteRoutes,
} from "../e2e/fixtures.ts";
import { withBuildServed } from "../support/built-pages.ts";

const siteUrl = process.env.VITE_SITE_URL || siteConfig.siteUrl;
const absolute = (path: string) => new URL(path, siteUrl).href;

/** The unfurler's own URL check, except that the test server's host has no top-level domain. */
const urlValidatorSettings = {
  allow_fragments: true,
  allow_protocol_relative_urls: false,
  allow_query_components: true,
  allow_trailing_dot: false,
  allow_underscores: false,
  protocols: ["http", "https"],
  require_host: true,
  require_port: false,
  require_protocol: false,
  require_tld: false,
  require_valid_protocol: true,
  validate_length: true,
};

test("every page's unfurled card is the one the page declares, and its image loads", async () => {
  const content = await siteContent();
  await withBuildServed(clientDir, async (baseURL) => {
    // Every page, the package pages that travelers forward in their groups included.
    assert.ok(siteRoutes.length >= 20, `${siteRoutes.length} pages`);
    for (const route of siteRoutes) {
      const { locale, path, name } = route;
      const { meta, shareImage } = factsOf(content, route);
      const { error, result } = await ogs({
        url: new URL(path, baseURL).href,
        urlValidatorSettings,
        onlyGetOpenGraphInfo: true,
        timeout: 10,
      });
      expect(error, name).toBe(false);
      expect(result.ogTitle, name).toBe(fullTitle(meta.title));
      expect(result.ogDescription, name).toBe(meta.description);
      expect(result.ogUrl, name).toBe(absolute(path));
      expect(result.ogSiteName, name).toBe(siteConfig.brandName);
      expect(result.ogType, name).toBe("website");
      // Locales Facebook and WhatsApp know: en_US and id_ID.
      expect(result.ogLocale, name).toBe(localeInfo[locale].ogLocale);
      const others = locales.filter((code) => code !== locale).map((c) => localeInfo[c].ogLocale);
      expect([result.ogLocaleAlternate].flat(), name).toEqual(others);

      expect(result.ogImage, name).toHaveLength(1);
      const [image] = result.ogImage ?? [];
      expect(image, name).toMatchObject({
        url: absolute(shareImage),
        type: "image/jpeg",
        alt: meta.imageAlt,
      });
      // The unfurler hands sizes over as written in the tags.
      expect([Number(image?.width), Number(image?.height)], name).toEqual([1200, 630]);
      expect(image?.alt, name).not.toBe(result.ogTitle);
      expect(result.twitterCard, name).toBe("summary_large_image");

      // The image the card points at loads: same path on the local server.
      const imagePath = new URL(image?.url ?? "").pathname;
      const response = await fetch(new URL(imagePath, baseURL));
      expect(response.status, imagePath).toBe(200);
      expect(response.headers.get("content-type"), imagePath).toBe("image/jpeg");
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height], imagePath).toEqual([
        "jpeg",
        1200,
        630,
      ]);
    }
  });
});
