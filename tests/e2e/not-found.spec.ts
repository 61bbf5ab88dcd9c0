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

for (const { locale, path } of notFoundRoutes) {
  const { prefix, tag } = localeInfo[locale];

  test.describe(`not-found page (${locale})`, () => {
    test(`answers ${path} with HTTP 404 and the not-found page`, async ({
      page,
      content,
      health,
    }) => {
      const { notFound } = content[locale].shell;
      health.allowStatus(urlEndingIn(path), 404);
      const logged = consoleOf(page);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
      await expectH1(page, `${notFound.code}: ${notFound.message}`);
      await expect(page).toHaveTitle(fullTitle(notFound.meta.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect.poll(() => logged.join("\n")).toContain(`${notFound.logMessage} ${path}`);
      const home = page.getByRole("main").getByRole("link", { name: notFound.homeLink.label });
      await expect(home).toHaveAttribute("href", localizedPath("home", locale));
      await home.click();
      await expect(page).toHaveURL(localizedPath("home", locale));
      await expectH1(page, content[locale].pages.home.hero.title);
    });

    test("nested unknown paths get the page with its styles and scripts", async ({
      page,
      content,
      health,
    }) => {
      const nested = `${prefix}/a/b/c`;
      health.allowStatus(urlEndingIn(nested), 404);
      const response = await gotoHydrated(page, nested);
      expect(response?.status()).toBe(404);
      const { homeLink } = content[locale].shell.notFound;
      await expect(
        page.getByRole("main").getByRole("link", { name: homeLink.label }),
      ).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
    });
  });
}

test.describe("one URL per page", () => {
  test("a path that differs only in case stays the not-found page once hydrated", async ({
    page,
    health,
    content,
  }) => {
    const { notFound } = content.en.shell;
    health.allowStatus(/\/TOURS$/, 404);
    const response = await gotoHydrated(page, "/TOURS");
    expect(response?.status()).toBe(404);
    await expectH1(page, `${notFound.code}: ${notFound.message}`);
    await expect(page).toHaveTitle(fullTitle(notFound.meta.title));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveURL(/\/TOURS$/);
  });

  for (const [path, canonical] of [
    ["/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/tours/", "/tours"],
    ["/about.html?from=share", "/about?from=share"],
  ] as const) {
    test(`${path} lands on ${canonical}, the page's one URL, with the page`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(canonical);
      await expect(page).not.toHaveTitle(/Page Not Found/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      const canonicalLink = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonicalLink ?? "").pathname).toBe(new URL(page.url()).pathname);
    });
  }
});
