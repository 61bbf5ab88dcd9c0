import { expect, gotoHydrated, test } from "./fixtures";

test.describe("not-found page", () => {
  test("answers an unknown URL with HTTP 404 and the not-found page", async ({ page, health }) => {
    health.allowStatus(/\/no-such-page$/, 404);
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Gateway to Japan");
  });

  test("shows after client-side navigation to an unknown path", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.evaluate(() => {
      window.history.pushState({}, "", "/tours/unknown-tour");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => logged.join("\n")).toContain("/tours/unknown-tour");
    await expect(page).toHaveTitle(/^Page Not Found/);
  });

  test("nested unknown paths get the page with its styles and scripts", async ({
    page,
    health,
  }) => {
    health.allowStatus(/\/a\/b\/c$/, 404);
    const response = await gotoHydrated(page, "/a/b/c");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
  });

  test("a path that differs only in case stays the not-found page once hydrated", async ({
    page,
    health,
  }) => {
    health.allowStatus(/\/TOURS$/, 404);
    const response = await gotoHydrated(page, "/TOURS");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page).toHaveTitle(/^Page Not Found \| /);
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
