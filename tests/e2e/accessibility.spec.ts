import {
  expect,
  expectH1,
  expectNoAxeViolations,
  gotoHydrated,
  localeInfo,
  locales,
  localizedPath,
  notFoundRoutes,
  siteRoutes,
  test,
  urlEndingIn,
  viewports,
} from "./fixtures";

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe-core at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    // The contact page is checked in contact.spec.ts at both widths in both languages, with an
    // answer of its FAQ open and the error toast showing (and in inquiry.spec.ts after a submit).
    for (const route of siteRoutes.filter((r) => !("key" in r) || r.key !== "contact")) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[route.locale].tag);
        await expectNoAxeViolations(page);
      });
    }

    for (const { locale, path } of notFoundRoutes) {
      test(`the not-found page at ${path} has no violations`, async ({ page, content, health }) => {
        const { notFound } = content[locale].shell;
        health.allowStatus(urlEndingIn(path), 404);
        await gotoHydrated(page, path);
        await expectH1(page, `${notFound.code}: ${notFound.message}`);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const locale of locales) {
  test.describe(`axe-core with the mobile menu open (${locale})`, () => {
    test.use({ viewport: viewports.phone });

    test("the open menu has no violations", async ({ page, content }) => {
      const { header } = content[locale].shell;
      await gotoHydrated(page, localizedPath("tours", locale));
      await page.getByRole("button", { name: header.openMenu }).click();
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: header.primaryNavLabel }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
