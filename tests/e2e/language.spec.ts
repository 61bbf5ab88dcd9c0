/**
 * The two languages side by side: the language switch in the header, the mobile menu and the
 * footer (a plain link to the same page in the other language), and no automatic redirect by the
 * browser's language. The switches as a visitor sees them at both widths (href, lang, hreflang,
 * text, accessible name) are checked on one page of each template in every-page.spec.ts.
 * (`<html lang>` is checked on every page in every-page.spec.ts, and with each page's head in
 * seo.spec.ts, as served and once hydrated.)
 *
 * Following a switch is the same code from either language, so each switch is followed in one
 * language, the languages taking turns so both ways are crossed: the header's from English, the
 * footer's and the menu's from Indonesian, the not-found page's from English, and without
 * scripts the footer's from Indonesian and the header's back. What each language's pages serve is
 * read for both: every page's switches, the not-found page's too, lead to the same page in the
 * other language.
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

test.describe("language switch", () => {
  // The switches as a visitor sees them at both widths are checked on one page of each template
  // (every-page.spec.ts); here, each page as served, and following them at 1280 px.
  test("leads from every page to the same page in the other language: as served, and followed from the header, the footer and the not-found page", async ({
    page,
    request,
    content,
    health,
  }) => {
    /** The `href` of each of the three switches (header, menu, footer) of the page as served. */
    const servedSwitches = async (path: string) => {
      const served = await (await request.get(path)).text();
      return [...served.matchAll(/<a [^>]*hrefLang="[a-z]+"[^>]*>/gi)].map(
        ([tag]) => tag.match(/ href="([^"]*)"/)?.[1],
      );
    };
    for (const locale of locales) {
      for (const route of routesIn(locale)) {
        const target = counterpart(route);
        expect(await servedSwitches(route.path), `served ${route.path}`).toEqual([
          target,
          target,
          target,
        ]);
      }
    }
    // An unknown path: to the other language's home page.
    for (const route of notFoundRoutes) {
      const home = localizedPath("home", otherLocale(route.locale));
      expect(await servedSwitches(route.path), `served ${route.path}`).toEqual([home, home, home]);
    }

    // The header's, from English.
    await gotoHydrated(page, homeOf("en").path);
    await expectSwitchTo(headerSwitch(page), "id", localizedPath("home", "id"));
    await headerSwitch(page).click();
    await expect(page).toHaveURL(localizedPath("home", "id"));
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.id.tag);
    await expectH1(page, content.id.pages.home.hero.title);

    // The footer's, from Indonesian, back; the English page's leads to the Indonesian again.
    const { footer, languageSwitch } = content.id.shell;
    const link = footerSwitch(page, footer.languageTitle);
    await expect(link).toHaveText(languageSwitch.label);
    await expect(link).toHaveAccessibleName(languageSwitch.label);
    await expectSwitchTo(link, "en", localizedPath("home", "en"));
    await link.click();
    await expect(page).toHaveURL(localizedPath("home", "en"));
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.en.tag);
    await expectH1(page, content.en.pages.home.hero.title);
    await expect(footerSwitch(page, content.en.shell.footer.languageTitle)).toHaveAttribute(
      "href",
      localizedPath("home", "id"),
    );

    // From the last page of the registry, in Indonesian, to the same page in English.
    const last = routesIn("id").at(-1) as PageRoute;
    await gotoHydrated(page, last.path);
    await footerSwitch(page, footer.languageTitle).click();
    await expect(page).toHaveURL(counterpart(last));
    await expectH1(page, content.en.pages[last.key].hero.title);

    // From the English not-found page, whose switches every-page.spec.ts does not check, to the
    // Indonesian home page.
    const notFound = notFoundRoutes.find((route) => route.locale === "en");
    health.allowStatus(urlEndingIn(notFound?.path ?? ""), 404);
    await gotoHydrated(page, notFound?.path ?? "");
    const english = content.en.shell.footer;
    await expectSwitchTo(headerSwitch(page), "id", localizedPath("home", "id"));
    await expectSwitchTo(
      footerSwitch(page, english.languageTitle),
      "id",
      localizedPath("home", "id"),
    );
    await footerSwitch(page, english.languageTitle).click();
    await expect(page).toHaveURL(localizedPath("home", "id"));
    await expectH1(page, content.id.pages.home.hero.title);
  });

  test("at 375 px: only the menu carries it, not the header bar; from Indonesian to English, whose menu leads back", async ({
    page,
    content,
  }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, homeOf("id").path);
    await expect(headerSwitch(page)).toBeHidden();
    const menuIn = (locale: Locale) =>
      page
        .getByRole("banner")
        .getByRole("navigation", { name: content[locale].shell.header.primaryNavLabel });
    /** The menu's switch, open: shown, named in the other language, leading to its home page. */
    const expectMenuSwitch = async (locale: Locale) => {
      const { header, languageSwitch } = content[locale].shell;
      await page.getByRole("button", { name: header.openMenu }).click();
      const link = menuIn(locale).getByRole("link", { name: languageSwitch.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveText(languageSwitch.label);
      await expectSwitchTo(link, otherLocale(locale), localizedPath("home", otherLocale(locale)));
      return link;
    };
    await (await expectMenuSwitch("id")).click();
    await expect(page).toHaveURL(localizedPath("home", "en"));
    await expectH1(page, content.en.pages.home.hero.title);
    await expect(menuIn("en")).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.en.tag);
    // The menu now speaks the other language, its switch leading back.
    await expectMenuSwitch("en");
    await expect(menuIn("en").getByRole("list").getByRole("link")).toHaveText(
      content.en.shell.header.navigation.map((item) => item.label),
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a working link in the footer, from Indonesian, and in the header, back", async ({
      page,
      content,
    }) => {
      const { footer } = content.id.shell;
      await page.goto(homeOf("id").path);
      await expectSwitchTo(headerSwitch(page), "en", localizedPath("home", "en"));
      await footerSwitch(page, footer.languageTitle).click();
      await expect(page).toHaveURL(localizedPath("home", "en"));
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.en.tag);
      await expect(h1(page)).toHaveText(content.en.pages.home.hero.title);
      await headerSwitch(page).click();
      await expect(page).toHaveURL(homeOf("id").path);
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo.id.tag);
      await expect(h1(page)).toHaveText(content.id.pages.home.hero.title);
    });
  });
});

test.describe("no automatic redirect by the browser's language", () => {
  test.use({ locale: "id-ID" });

  test("the server answers each path as asked, and an Indonesian browser stays on the English page once the scripts run", async ({
    page,
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

    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => navigator.language)).toBe("id-ID");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectH1(page, content.en.pages.home.hero.title);
  });
});
