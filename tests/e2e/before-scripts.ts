/**
 * The prerendered page as a visitor sees it while the scripts are still on their way is laid out
 * as the page is once hydrated: every element of the header, main content and footer in the same
 * box. every-page.spec.ts checks it on each page at a phone's width, and on the page that hydrates
 * at a computer's too, on the page it has loaded.
 */
import type { Page } from "@playwright/test";
import { behaviour } from "../../app/lib/page-behaviour.ts";
import { expect } from "./fixtures";

/**
 * Where every element of the header, main content and footer sits: HTML elements by their layout
 * box (unaffected by transforms and animations), inline SVG drawings by their rendered box. A
 * picture held for the page's script (ui/picture.tsx `later`) counts as the picture it becomes:
 * without scripts, the one in its `<noscript>`, in the same box.
 */
function layoutOf(page: Page) {
  return page.evaluate((later) => {
    const boxes: Record<string, string> = {};
    const shown = (element: Element) =>
      element.matches(`[${later}]`) ? (element.querySelector("noscript > *") ?? element) : element;
    const walk = (element: Element, key: string) => {
      if (element instanceof HTMLElement) {
        const { offsetLeft, offsetTop, offsetWidth, offsetHeight } = element;
        boxes[key] = `${offsetLeft},${offsetTop} ${offsetWidth}×${offsetHeight}`;
      } else if (element instanceof SVGSVGElement) {
        const { width, height } = element.getBoundingClientRect();
        boxes[key] = `svg ${Math.round(width)}×${Math.round(height)}`;
        return;
      }
      [...element.children].map(shown).forEach((child, index) => {
        walk(child, `${key} > ${child.localName}:${index + 1}`);
      });
    };
    for (const landmark of document.querySelectorAll("body > header, main, body > footer"))
      walk(landmark, landmark.localName);
    return boxes;
  }, behaviour.laterPicture);
}

/**
 * Loads `path` again in a new tab of the same browser before its scripts, and compares its layout
 * with the loaded `page` once its stylesheets and fonts are in. A page that hydrates is loaded
 * with its script files refused (with JavaScript off it would show its <noscript> notes, which
 * find-how-to-reach-us.spec.ts checks); any other page with JavaScript off, as a visitor without
 * it sees it. Both are a first visit (a new tab), which the brand typeface does not reach: it
 * comes from the next page on (app/lib/brand-font.ts). `thenWithout` goes on in the tab without
 * scripts, once its layout is compared.
 */
export async function expectLaidOutAsBeforeScripts(
  page: Page,
  path: string,
  { hydrates, thenWithout }: { hydrates: boolean; thenWithout?: (tab: Page) => Promise<void> },
): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("The page's browser is needed to open a tab without scripts");
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: hydrates,
    viewport: page.viewportSize(),
    baseURL: new URL(page.url()).origin,
  });
  try {
    const beforeScripts = await withoutScripts.newPage();
    if (hydrates) await beforeScripts.route(/\.js$/, (route) => route.abort());
    await beforeScripts.goto(path);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet,
      ),
    );
    for (const tab of [page, beforeScripts]) await tab.evaluate(() => document.fonts.ready);
    const firstPaint = await layoutOf(beforeScripts);
    expect(Object.keys(firstPaint).length).toBeGreaterThan(50);
    expect(await layoutOf(page), `${path}: laid out as before the scripts`).toEqual(firstPaint);
    await thenWithout?.(beforeScripts);
  } finally {
    await withoutScripts.close();
  }
}
