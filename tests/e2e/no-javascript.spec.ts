/**
 * Without JavaScript, at a phone's width: a link tapped in the phone menu leads on and the next
 * page's menu is closed, back again too (the link this file follows); every page of a language is
 * reached by a visible link from the home page (the footer's to the tours shown and clickable). The
 * menu and the links are the same code in both languages, so the first is followed in Indonesian
 * and the second in English (that every page's links stay in its language is checked in both with
 * every page, every-page.spec.ts, as is every page's content and phone menu without JavaScript on
 * one page per template). And on the page that hydrates, the router's data comes from the page's
 * data file, and a page whose data file cannot be fetched stays the prerendered page, its links
 * plain links that still lead on.
 */
import {
  expect,
  expectLeadsTo,
  gotoHydrated,
  h1,
  localizedPath,
  pageDataFile,
  routesIn,
  test,
  viewports,
} from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test(`every page can be reached by following links at ${viewports.phone.width} px (en); a link tapped in the phone menu leads on, and the next page's menu is closed (id)`, async ({
    page,
    content,
  }) => {
    await test.step("every en page can be reached by following links", async () => {
      const locale = "en";
      const { shell, pages } = content[locale];
      await page.goto(localizedPath("home", locale));
      await expect(h1(page)).toHaveText(pages.home.hero.title);
      const reachable = new Set<string>();
      for (const link of await page.locator("a[href^='/']").all()) {
        if (await link.isVisible())
          reachable.add(((await link.getAttribute("href")) ?? "").split("#")[0] ?? "");
      }
      for (const route of routesIn(locale)) {
        expect(reachable, `a visible link to ${route.path}`).toContain(route.path);
      }
      const tours = shell.footer.quickLinks.find(
        (link) => link.to === localizedPath("tours", locale),
      );
      // Shown and clickable; the link this test follows is the phone menu's, below.
      await expectLeadsTo(
        page.getByRole("contentinfo").getByRole("link", { name: tours?.label, exact: true }),
        localizedPath("tours", locale),
      );
    });

    await test.step("a link tapped in the phone menu leads on, and the next page's menu is closed (id)", async () => {
      const { header } = content.id.shell;
      await page.goto(localizedPath("about", "id"));
      const banner = page.getByRole("banner");
      const menu = banner.getByRole("navigation", { name: header.primaryNavLabel });
      await banner.locator("button[popovertarget]").click();
      const gallery = header.navigation.find((link) => link.to === localizedPath("gallery", "id"));
      await menu.getByRole("link", { name: gallery?.label, exact: true }).click();
      await expect(page).toHaveURL(localizedPath("gallery", "id"));
      await expect(menu).toBeHidden();
      // Back: the page comes from the back/forward cache or anew, its menu closed either way.
      await page.goBack();
      await expect(page).toHaveURL(localizedPath("about", "id"));
      await expect(menu).toBeHidden();
    });
  });
});

test.describe("the router's data, on the page that hydrates", () => {
  test.use({ viewport: viewports.phone });

  test("comes from the page's data file after the first paint, not from the HTML; without it the page stays the prerendered page", async ({
    page,
    browser,
    content,
  }) => {
    await test.step("comes from the page's data file (id)", async () => {
      const dataFiles: string[] = [];
      page.on("request", (request) => {
        if (pageDataFile.test(request.url())) dataFiles.push(request.url());
      });
      const response = await gotoHydrated(page, localizedPath("contact", "id"));
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("streamController.enqueue");
      expect(dataFiles).toHaveLength(1);
      await expect(h1(page)).toHaveText(content.id.pages.contact.hero.title);
    });

    // A tab of its own: the health fixture would count the data file it fails to fetch.
    await test.step("a page whose data file cannot be fetched stays the prerendered page (en)", async () => {
      const offline = await browser.newPage({ viewport: viewports.phone });
      try {
        const errors: string[] = [];
        offline.on("pageerror", (error) => errors.push(error.message));
        await offline.route(pageDataFile, (route) => route.abort());
        await offline.goto(localizedPath("contact", "en"));
        await offline.waitForLoadState("networkidle");
        await expect(h1(offline)).toHaveText(content.en.pages.contact.hero.title);
        await expect(offline.getByText("Unexpected Application Error")).toHaveCount(0);
        expect(errors).toEqual([]);
        // The router never hydrated; links are plain links and still lead on.
        await expect(offline.locator("html[data-hydrated]")).toHaveCount(0);
        await offline
          .getByRole("contentinfo")
          .getByRole("link", { name: content.en.shell.footer.quickLinks[2]?.label, exact: true })
          .click();
        await expect(offline).toHaveURL(content.en.shell.footer.quickLinks[2]?.to ?? "");
      } finally {
        await offline.close();
      }
    });
  });
});
