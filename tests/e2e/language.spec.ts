/**
 * The two languages side by side: the language switch in the header, the mobile menu and the
 * footer (a plain link to the same page in the other language), and no automatic redirect by the
 * browser's language. Each page's switches at both widths are checked in every-page.spec.ts.
 * (`<html lang>` is checked with each page's head in seo.spec.ts, as served
 * and once hydrated, and in no-javascript.spec.ts and not-found.spec.ts.)
 */
import {
  expect,
  expectH1,
  expectSwitchTo,
  footerSwitch,
  gotoHydrated,
  h1,
  headerSwitch,
  type Locale,
  localeInfo,
  locales,
  localizedPath,
  notFoundRoutes,
  otherLocale,
  type PageRoute,
  routesIn,
  test,
  urlEndingIn,
  viewports,
} from "./fixtures";

/** Where a page's language switch leads: the same page in the other language. */
const counterpart = (route: PageRoute) => localizedPath(route.key, otherLocale(route.locale));

const homeOf = (locale: Locale) => routesIn(locale)[0] as PageRoute;

for (const locale of locales) {
  const target = otherLocale(locale);

  test.describe(`language switch on ${locale} pages`, () => {
    test("in the header at 1280 px: the other language's code, its name for screen readers", async ({
      page,
      content,
    }) => {
      // On every page at both widths: every-page.spec.ts.
      await gotoHydrated(page, homeOf(locale).path);
      await expectSwitchTo(headerSwitch(page), target, localizedPath("home", target));
      await headerSwitch(page).click();
      await expect(page).toHaveURL(localizedPath("home", target));
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[target].tag);
      await expectH1(page, content[target].pages.home.hero.title);
    });

    test("in the mobile menu at 375 px", async ({ page, content }) => {
      await page.setViewportSize(viewports.phone);
      const { header, languageSwitch } = content[locale].shell;
      await gotoHydrated(page, homeOf(locale).path);
      await page.getByRole("button", { name: header.openMenu }).click();
      const menu = page
        .getByRole("banner")
        .getByRole("navigation", { name: header.primaryNavLabel });
      const link = menu.getByRole("link", { name: languageSwitch.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(languageSwitch.label);
      await expectSwitchTo(link, target, localizedPath("home", target));
      await link.click();
      await expect(page).toHaveURL(localizedPath("home", target));
      await expectH1(page, content[target].pages.home.hero.title);
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[target].tag);
      // The menu now speaks the other language.
      await page.getByRole("button", { name: content[target].shell.header.openMenu }).click();
      await expect(
        page
          .getByRole("banner")
          .getByRole("navigation", { name: content[target].shell.header.primaryNavLabel })
          .getByRole("list")
          .getByRole("link"),
      ).toHaveText(content[target].shell.header.navigation.map((item) => item.label));
    });

    test("below 640 px only the menu carries it, not the header bar", async ({ page }) => {
      await page.setViewportSize(viewports.phone);
      await gotoHydrated(page, homeOf(locale).path);
      await expect(headerSwitch(page)).toBeHidden();
    });

    test("in the footer", async ({ page, content }) => {
      const { footer, languageSwitch } = content[locale].shell;
      await gotoHydrated(page, homeOf(locale).path);
      const link = footerSwitch(page, footer.languageTitle);
      await expect(link).toHaveText(languageSwitch.label);
      await expect(link).toHaveAccessibleName(languageSwitch.label);
      await expectSwitchTo(link, target, localizedPath("home", target));
      await link.click();
      await expect(page).toHaveURL(localizedPath("home", target));
      await expectH1(page, content[target].pages.home.hero.title);
      await expect(footerSwitch(page, content[target].shell.footer.languageTitle)).toHaveAttribute(
        "href",
        homeOf(locale).path,
      );
    });

    // Each page's switches, as a visitor sees them at both widths, are checked on every page
    // (every-page.spec.ts); here, each page as served, and following one.
    test("leads from every page to the same page in the other language", async ({
      page,
      request,
      content,
    }) => {
      for (const route of routesIn(locale)) {
        const served = await (await request.get(route.path)).text();
        const hrefs = [...served.matchAll(/<a [^>]*hrefLang="[a-z]+"[^>]*>/gi)].map(
          ([tag]) => tag.match(/ href="([^"]*)"/)?.[1],
        );
        expect(hrefs, `served ${route.path}`).toEqual([
          counterpart(route),
          counterpart(route),
          counterpart(route),
        ]);
      }
      const last = routesIn(locale).at(-1) as PageRoute;
      await gotoHydrated(page, last.path);
      await footerSwitch(page, content[locale].shell.footer.languageTitle).click();
      await expect(page).toHaveURL(counterpart(last));
      await expectH1(page, content[target].pages[last.key].hero.title);
    });

    test("on the not-found page, to the other language's home page", async ({
      page,
      content,
      health,
    }) => {
      const notFound = notFoundRoutes.find((route) => route.locale === locale);
      health.allowStatus(urlEndingIn(notFound?.path ?? ""), 404);
      await gotoHydrated(page, notFound?.path ?? "");
      const { footer } = content[locale].shell;
      await expectSwitchTo(headerSwitch(page), target, localizedPath("home", target));
      await expectSwitchTo(
        footerSwitch(page, footer.languageTitle),
        target,
        localizedPath("home", target),
      );
      await footerSwitch(page, footer.languageTitle).click();
      await expect(page).toHaveURL(localizedPath("home", target));
      await expectH1(page, content[target].pages.home.hero.title);
    });
  });

  test.describe(`language switch without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("is a working link in the header and the footer", async ({ page, content }) => {
      const { footer } = content[locale].shell;
      await page.goto(homeOf(locale).path);
      await expectSwitchTo(headerSwitch(page), target, localizedPath("home", target));
      await footerSwitch(page, footer.languageTitle).click();
      await expect(page).toHaveURL(localizedPath("home", target));
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[target].tag);
      await expect(h1(page)).toHaveText(content[target].pages.home.hero.title);
      await headerSwitch(page).click();
      await expect(page).toHaveURL(homeOf(locale).path);
      await expect(h1(page)).toHaveText(content[locale].pages.home.hero.title);
    });
  });
}

test.describe("no automatic redirect by the browser's language", () => {
  test("the server answers / in English to a visitor whose browser asks for Indonesian", async ({
    request,
    content,
  }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "id" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<html[^>]*>/)?.[0]).toContain(' lang="en"');
    expect(html.includes(content.en.pages.home.hero.title)).toBe(true);
    for (const path of ["/id", "/about"]) {
      const answer = await request.get(path, {
        headers: { "Accept-Language": path === "/id" ? "en-US,en;q=0.9" : "id-ID,id;q=0.9" },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(200);
    }
  });

  test.describe("an Indonesian browser", () => {
    test.use({ locale: "id-ID" });

    test("stays on the English page it asked for, also once the scripts run", async ({
      page,
      content,
    }) => {
      await gotoHydrated(page, "/");
      expect(await page.evaluate(() => navigator.language)).toBe("id-ID");
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectH1(page, content.en.pages.home.hero.title);
    });
  });
});
