/**
 * When headings switch to the brand typeface (docs/decisions/0005). Its `@font-face` is in every
 * page's stylesheet, but the display stack names it only under `html[data-brand-font]`: a font
 * that the first paint asks for is a request before the first paint, which a phone on 4G pays for.
 * - A first visit's first page is drawn in the metric-matched fallback, for good: once the page
 *   runs, the font is fetched and the visit noted, but swapping it in there would still move a
 *   heading by a pixel or two (CLS 0.0008 on /partnership).
 * - The pages after it have it: a page the visitor navigates to is drawn in it, and a page loaded
 *   anew in the same tab session finds it in the browser's cache, which a one-line script in the
 *   page's head tells the stylesheet before the first paint.
 */

export const brandFontFamily = "DM Serif Display";

/** The attribute on `<html>` that puts the brand face first in the display stack. */
export const brandFontAttribute = "data-brand-font";

/**
 * Noted in the tab's session storage once the font has loaded: within the session it is in the
 * browser's cache. Not local storage: a later session may find the cache emptied (Lighthouse runs
 * do, with local storage kept), and a page that asks for an uncached font at its first paint waits
 * for it, and moves its headings when it arrives.
 */
export const brandFontStorageKey = "brand-font";

/** The head script: before the first paint, use the font when an earlier page loaded it. */
export const brandFontHeadScript = `try{sessionStorage.getItem(${JSON.stringify(brandFontStorageKey)})&&document.documentElement.setAttribute(${JSON.stringify(brandFontAttribute)},"")}catch(e){}`;

let loaded = false;

/** Fetches the brand face and notes the visit. Resolves when done; never rejects. */
export async function loadBrandFont(): Promise<void> {
  try {
    const faces = await document.fonts.load(`1em "${brandFontFamily}"`);
    if (faces.length === 0) return;
    loaded = true;
    sessionStorage.setItem(brandFontStorageKey, "1");
  } catch {
    // Offline, or storage disabled: the fallback stays, or the next page fetches the font again.
  }
}

/** Draws the page about to be shown in the brand face, if it has loaded. */
export function showBrandFont(): void {
  if (loaded) document.documentElement.setAttribute(brandFontAttribute, "");
}
