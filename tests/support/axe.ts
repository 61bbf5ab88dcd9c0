/**
 * axe-core as the end-to-end tests and the photo build's copy run it: WCAG 2.x A and AA (2.2
 * included) plus best practices.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * An axe run on `page`, in the page itself. The default mode runs axe in each frame and finishes
 * in a new blank tab, which triples the time of every check (0.8 s against 2.2–2.6 s on a package
 * page); the site's pages have no frames, which is all that mode adds.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
