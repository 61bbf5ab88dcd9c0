/**
 * An unknown path is answered with HTTP 404 and the not-found page of its language: titled, kept
 * out of search, logged to the console, leading home; a nested one gets the page with its styles
 * and scripts, and one that differs from a page's only in case stays the not-found page once
 * hydrated.
 * The page is the same in both languages, so this is followed once per path, in Indonesian for the
 * visitor's unknown path and in English for the others; its language and heading in both languages
 * are checked with every page (every-page.spec.ts), its search tags in both as served and once
 * hydrated in English in seo.spec.ts. Each other spelling of a page's URL lands on the page's one
 * URL, with the page.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectH1,
  fullTitle,
  gotoHydrated,
  localeInfo,
  localizedPath,
  notFoundRoutes,
  test,
  urlEndingIn,
} from "./fixtures";

/** Everything the page logs to the console, warnings included. */
function consoleOf(page: Page): string[] {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  return logged;
}

test.describe("unknown paths and other spellings of a URL", () => {
  test("answers unknown paths with HTTP 404 and the not-found page, nested or differing only in case; each other spelling of a page's URL lands on the page's one URL", async ({
    page,
    content,
    health,
  }) => {
    const unknown = notFoundRoutes.find((route) => route.locale === "id");
    if (!unknown) throw new Error("No Indonesian unknown path");
    const { locale, path } = unknown;

    await test.step(`${path}: the page leads home (${locale})`, async () => {
      const { notFound } = content[locale].shell;
      health.allowStatus(urlEndingIn(path), 404);
      const logged = consoleOf(page);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag);
      await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(fullTitle(notFound.meta.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect.poll(() => logged.join("\n")).toContain(`${notFound.logMessage} ${path}`);
      const home = page.getByRole("main").getByRole("link", { name: notFound.homeLink.label });
      await expect(home).toHaveAttribute("href", localizedPath("home", locale));
      await home.click();
      await expect(page).toHaveURL(localizedPath("home", locale));
      await expectH1(page, content[locale].pages.home.hero.title);
    });

    const { notFound } = content.en.shell;

    await test.step("a nested unknown path gets the page with its styles and scripts (en)", async () => {
      const nested = "/a/b/c";
      health.allowStatus(urlEndingIn(nested), 404);
      const response = await gotoHydrated(page, nested);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("main").getByRole("link", { name: notFound.homeLink.label }),
      ).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
    });

    await test.step("a path that differs only in case stays the not-found page once hydrated (en)", async () => {
      health.allowStatus(/\/TOURS$/, 404);
      const response = await gotoHydrated(page, "/TOURS");
      expect(response?.status()).toBe(404);
      await expectH1(page, `${notFound.code}: ${notFound.message}`);
      await expect(page).toHaveTitle(fullTitle(notFound.meta.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page).toHaveURL(/\/TOURS$/);
    });

    // One URL per page.
    for (const [spelling, canonical] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/tours/", "/tours"],
      ["/about.html?from=share", "/about?from=share"],
    ] as const) {
      await test.step(`${spelling} lands on ${canonical}, the page's one URL, with the page`, async () => {
        const response = await gotoHydrated(page, spelling);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(canonical);
        await expect(page).not.toHaveTitle(/Page Not Found/);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        const canonicalLink = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonicalLink ?? "").pathname).toBe(new URL(page.url()).pathname);
      });
    }
  });
});
