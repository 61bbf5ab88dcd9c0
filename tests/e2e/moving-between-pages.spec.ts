/**
 * Pages navigate as documents (decision 0017). What keeps moving between them instant: Speculation
 * Rules prerender a same-origin page once the visitor shows an intent to open it, and a page left
 * stays in the back/forward cache, so Back shows it at once, where the visitor was.
 *
 * Chromium runs no prerender while DevTools is attached, which is how Playwright drives it: it
 * reports the attempt as `PrerenderingDisabledByDevTools`. Here: the rules parse and resting the
 * pointer on a link starts a prerender of its page; tests/build/prerender.test.ts opens a page
 * prerendered (`activationStart > 0`), with no DevTools attached.
 */
import type { Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../launchers/chromium.ts";
import { expect, gotoHydrated, localizedPath, test } from "./fixtures";

// The full browser, not the headless shell: both tests in one worker, which launches it once.
test.describe.configure({ mode: "default" });
// Playwright turns the back/forward cache off by default; visitors' browsers have it.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

/** The prerender attempts and rule-set errors Chromium reports for `page`. */
async function watchPreloading(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const attempts: Array<{ url: string; status: string; reason?: string }> = [];
  const ruleErrors: string[] = [];
  cdp.on("Preload.prerenderStatusUpdated", (event) => {
    attempts.push({ url: event.key.url, status: event.status, reason: event.prerenderStatus });
  });
  cdp.on("Preload.ruleSetUpdated", (event) => {
    if (event.ruleSet.errorType)
      ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage}`);
  });
  await cdp.send("Preload.enable");
  return { attempts, ruleErrors };
}

test("resting the pointer on a link to a package starts prerendering its page", async ({
  page,
  baseURL,
  content,
}) => {
  const preloading = await watchPreloading(page);
  await gotoHydrated(page, localizedPath("home", "id"));
  const tour = content.id.pages.home.featured.packages[0];
  const link = page.getByRole("article", { name: tour?.title }).getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  await link.hover();
  await expect
    .poll(() => preloading.attempts.map((attempt) => attempt.url))
    .toContain(new URL(href, baseURL).href);
  // Any refusal is the test harness's own, never the page's rules.
  const reasons = preloading.attempts.map((attempt) => attempt.reason ?? attempt.status);
  expect(
    reasons.filter((reason) => !/DisabledByDevTools|Pending|Running|Ready/.test(reason)),
  ).toEqual([]);
  expect(preloading.ruleErrors).toEqual([]);
});

test("Back shows the page left from the back/forward cache, where the visitor was", async ({
  page,
  content,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, localizedPath("tours", "en"));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  const card = content.en.pages.tours.packages.items[1];
  // Followed where it is, without scrolling to it first.
  await page
    .locator(`article[id="${card?.slug}"]`)
    .getByRole("link")
    .first()
    .dispatchEvent("click");
  await page.waitForURL((url) => url.pathname !== localizedPath("tours", "en"));
  // The visitor has the package page in full: what it loads after its first paint (its page and
  // print stylesheets) has arrived. Left earlier, a busy machine saw those requests aborted by
  // the way back, which leaves no trace the health check can tell from a failure.
  await page.waitForLoadState("networkidle");
  // A page restored from the cache fires no load event: wait for the navigation to commit.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(localizedPath("tours", "en"));
  // The same document, not a new load: its state is still there.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
});
