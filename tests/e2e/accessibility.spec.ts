import { expectNoAxeViolations, gotoHydrated, routes, test, viewports } from "./fixtures";

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe-core at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    for (const route of [...routes, { path: "/no-such-page", name: "Not found" }]) {
      test(`${route.path} has no violations`, async ({ page, health }) => {
        health.allowStatus(/\/no-such-page$/, 404);
        await gotoHydrated(page, route.path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("axe-core with the mobile menu open", () => {
  test.use({ viewport: viewports.phone });
  test("the open menu has no violations", async ({ page }) => {
    await gotoHydrated(page, "/tours");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
  });
});
