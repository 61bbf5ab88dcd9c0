import { expect, routes, test, viewports } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  for (const route of routes) {
    test(`${route.path} shows its content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("every page can be reached by following links at 375 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Gateway to Japan");
    const reachable = new Set<string>();
    for (const link of await page.locator("a[href^='/']").all()) {
      if (await link.isVisible())
        reachable.add(((await link.getAttribute("href")) ?? "").split("#")[0] ?? "");
    }
    for (const route of routes)
      expect(reachable, `a visible link to ${route.path}`).toContain(route.path);

    await page.getByRole("contentinfo").getByRole("link", { name: "Tour Packages" }).click();
    await expect(page).toHaveURL("/tours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour Packages");
  });
});
