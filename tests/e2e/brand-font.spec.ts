import type { Page } from "@playwright/test";
import { brandFontFamily, brandFontStorageKey } from "../../app/lib/brand-font";
import {
  expect,
  gotoHydrated,
  h1,
  localizedPath,
  siteRoutes,
  templatePages,
  test,
  viewports,
} from "./fixtures";

/**
 * The typeface is the shell's (app/lib/brand-font.ts), the same on every page: one page of each
 * template, in both languages among them, stands for all.
 */
const pagesChecked = siteRoutes.filter((route) => templatePages.has(route.path));

/**
 * A first visit's pages: the shell keeps the fallback on every page alike, so four stand for all,
 * the pages most set in the display face (the home page, a package's, a guide's) and the page
 * that hydrates.
 */
const firstVisitPages = pagesChecked.filter(
  (route) => !("key" in route) || route.key === "home" || route.key === "contact",
);

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

/**
 * Sums the page's layout shifts from the start of each load, as CLS counts them, of those that
 * move text set in the display face (a heading, a price, the wordmark) or what holds it.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    const display = "h1, h2, h3, .font-display";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node | null }>;
      }>) {
        const movesDisplayText = entry.sources.some(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest(display) ?? element?.querySelector(display));
        });
        if (!entry.hadRecentInput && movesDisplayText) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

const fontNoted = (page: Page) =>
  page.waitForFunction((key) => sessionStorage.getItem(key) !== null, brandFontStorageKey);

test.describe("the brand typeface", () => {
  test("a first visit's page keeps its fallback while the font loads: nothing moves", async ({
    context,
  }) => {
    test.setTimeout(120_000);
    // The font arrives well after the first paint, as on a slow phone network.
    await context.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // One width: the first page never takes the font in, whatever its width (the layout at both
    // widths is compared before and after the scripts in every-page.spec.ts).
    const viewport = viewports.phone;
    for (const route of firstVisitPages) {
      // A new tab: a new session, with nothing noted about the font.
      const tab = await context.newPage();
      try {
        await tab.setViewportSize(viewport);
        const layoutShift = await recordLayoutShifts(tab);
        await tab.goto(route.path);
        await fontNoted(tab);
        await tab.evaluate(() => new Promise(requestAnimationFrame));
        expect(await renderedFonts(tab, "main h1")).not.toContain(brandFontFamily);
        expect(await layoutShift(), `${route.path} at ${viewport.width} px`).toBe(0);
      } finally {
        await tab.close();
      }
    }
  });

  test("the pages after the first are drawn in it from their first frame", async ({
    page,
    content,
  }) => {
    test.setTimeout(90_000);
    const layoutShift = await recordLayoutShifts(page);
    const [first, ...others] = pagesChecked;
    if (!first) throw new Error("No page to start from");
    const { locale } = first;
    await gotoHydrated(page, first.path);
    await fontNoted(page);

    // A page the visitor navigates to, in the page.
    const { header } = content[locale].shell;
    const about = header.navigation.find((link) => link.to === localizedPath("about", locale));
    await page.getByRole("banner").getByRole("link", { name: about?.label, exact: true }).click();
    await expect(h1(page)).toHaveText(content[locale].pages.about.hero.title);
    expect(await renderedFonts(page, "main h1")).toEqual([brandFontFamily]);

    // Pages loaded anew: the font comes from the cache before the first paint. The shell decides
    // it on every page: each template at one width, the widths taking turns.
    const widths = Object.values(viewports);
    for (const [index, route] of others.entries()) {
      const viewport = widths[index % widths.length] ?? viewports.phone;
      await page.setViewportSize(viewport);
      await page.goto(route.path);
      expect(await renderedFonts(page, "main h1"), route.path).toEqual([brandFontFamily]);
      expect(await renderedFonts(page, "header .font-display")).toEqual([brandFontFamily]);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(), `${route.path} at ${viewport.width} px`).toBe(0);
    }
  });

  test("a first visit paints before it asks for the font", async ({ page }) => {
    await gotoHydrated(page, localizedPath("home", "en"));
    await fontNoted(page);
    const { firstPaint, fontRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fontRequested: performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.endsWith(".woff2"))?.startTime,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(fontRequested).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
  });
});
