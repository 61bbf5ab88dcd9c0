import type { Page } from "@playwright/test";
import { brandFamily } from "../../scripts/build/brand-font";
import { expect, h1, locales, routesIn, test, viewports } from "./fixtures";

/** The fonts the browser really drew an element's text with (DevTools protocol), by family. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Sums the page's layout shifts from the start of each load, as CLS counts them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe("the brand typeface", () => {
  for (const locale of locales) {
    test(`headings are drawn in it, and its arrival moves nothing (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // The font arrives well after the first paint, as on a slow phone network.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const layoutShift = await recordLayoutShifts(page);
      for (const viewport of Object.values(viewports)) {
        await page.setViewportSize(viewport);
        for (const route of routesIn(locale)) {
          await page.goto(route.path);
          await expect(h1(page)).toBeVisible();
          await expect
            .poll(() => renderedFonts(page, "main h1"), { message: `${route.path} heading` })
            .toEqual([brandFamily]);
          await page.evaluate(() => document.fonts.ready);
          // One more frame, for a shift the font's arrival would cause to be recorded.
          await page.evaluate(() => new Promise(requestAnimationFrame));
          expect(await layoutShift(), `${route.path} at ${viewport.width} px`).toBe(0);
        }
      }
    });
  }
});
