import { LinkChecker, LinkState } from "linkinator";
import { expect, locales, localizedPath, siteRoutes, test } from "./fixtures";

test.describe("link crawl", () => {
  test("finds no broken link, anchor or resource from either home page", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "").origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: locales.map((locale) => `${origin}${localizedPath("home", locale)}`),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 10_000,
      // Outbound links (WhatsApp, the social network, mailto:, tel:) are checked by the page tests;
      // this machine has no internet, so the crawl stays on the site.
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.url} (${link.status}) on ${link.parent}`);
    expect(broken).toEqual([]);
    const crawledPages = new Set(
      result.links
        .filter((l) => l.state === LinkState.OK && !/\.\w+$/.test(new URL(l.url).pathname))
        .map((l) => new URL(l.url).pathname),
    );
    for (const { path } of siteRoutes) {
      expect(crawledPages, `the crawl reached ${path}`).toContain(path);
    }
  });
});
