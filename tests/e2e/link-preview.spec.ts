/**
 * What a chat app or social network shows when a page is shared, read by a real unfurler
 * (open-graph-scraper, the library link-preview services build on) from the page as served.
 */
import ogs from "open-graph-scraper";
import sharp from "sharp";
import {
  expect,
  factsOf,
  fullTitle,
  localeInfo,
  locales,
  siteConfig,
  siteRoutes,
  test,
} from "./fixtures";

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

test.describe("link previews", () => {
  // Every page, the package pages that travelers forward in their groups included.
  for (const route of siteRoutes) {
    const { locale, path, name } = route;
    test(`${name}: the unfurled card is the one the page declares`, async ({
      baseURL,
      request,
      content,
    }) => {
      const { meta, shareImage } = factsOf(content, route);
      const { error, result } = await ogs({
        url: new URL(path, baseURL).href,
        urlValidatorSettings,
        onlyGetOpenGraphInfo: true,
        timeout: 10,
      });
      expect(error).toBe(false);
      expect(result.ogTitle).toBe(fullTitle(meta.title));
      expect(result.ogDescription).toBe(meta.description);
      expect(result.ogUrl).toBe(absolute(path));
      expect(result.ogSiteName).toBe(siteConfig.brandName);
      expect(result.ogType).toBe("website");
      // Locales Facebook and WhatsApp know: en_US and id_ID.
      expect(result.ogLocale).toBe(localeInfo[locale].ogLocale);
      const others = locales.filter((code) => code !== locale).map((c) => localeInfo[c].ogLocale);
      expect([result.ogLocaleAlternate].flat()).toEqual(others);

      expect(result.ogImage).toHaveLength(1);
      const [image] = result.ogImage ?? [];
      expect(image).toMatchObject({
        url: absolute(shareImage),
        type: "image/jpeg",
        alt: meta.imageAlt,
      });
      // The unfurler hands sizes over as written in the tags.
      expect([Number(image?.width), Number(image?.height)]).toEqual([1200, 630]);
      expect(image?.alt).not.toBe(result.ogTitle);
      expect(result.twitterCard).toBe("summary_large_image");

      // The image the card points at loads: same path on the local server.
      const imagePath = new URL(image?.url ?? "").pathname;
      const response = await request.get(imagePath);
      expect(response.status(), imagePath).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      const metadata = await sharp(await response.body()).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
    });
  }
});
