import type { Page } from "@playwright/test";
import { expect, gotoHydrated, routes, test, viewports } from "./fixtures";

/**
 * Where every element of the header, main content and footer sits: HTML elements by their layout
 * box (unaffected by transforms and animations), inline SVG drawings by their rendered box.
 */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const boxes: Record<string, string> = {};
    const walk = (element: Element, key: string) => {
      if (element instanceof HTMLElement) {
        const { offsetLeft, offsetTop, offsetWidth, offsetHeight } = element;
        boxes[key] = `${offsetLeft},${offsetTop} ${offsetWidth}×${offsetHeight}`;
      } else if (element instanceof SVGSVGElement) {
        const { width, height } = element.getBoundingClientRect();
        boxes[key] = `svg ${Math.round(width)}×${Math.round(height)}`;
        return;
      }
      [...element.children].forEach((child, index) => {
        walk(child, `${key} > ${child.localName}:${index + 1}`);
      });
    };
    for (const landmark of document.querySelectorAll("body > header, main, body > footer"))
      walk(landmark, landmark.localName);
    return boxes;
  });
}

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

test.describe("before the JavaScript arrives", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`pages are laid out as they are once hydrated (${width})`, async ({ page, browser }) => {
      await page.setViewportSize(viewport);
      // The prerendered page as a visitor sees it while the scripts are still on their way.
      const beforeScripts = await browser.newPage({ viewport });
      await beforeScripts.route(/\.js$/, (route) => route.abort());
      try {
        for (const route of routes) {
          await beforeScripts.goto(route.path);
          await gotoHydrated(page, route.path);
          // Once React runs, the page also loads the full stylesheet; compare once it applies.
          await page.waitForLoadState("networkidle");
          const firstPaint = await layoutOf(beforeScripts);
          expect(Object.keys(firstPaint).length).toBeGreaterThan(50);
          expect(await layoutOf(page), `${route.path} at ${viewport.width} px`).toEqual(firstPaint);
        }
      } finally {
        await beforeScripts.close();
      }
    });
  }
});
