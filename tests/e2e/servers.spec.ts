/**
 * The site in Chromium on each of the three servers it ships on: `npm start` (the Playwright web
 * server), a real nginx with deploy/nginx/site.conf, and Cloudflare's runtime (`wrangler pages
 * dev`); see tests/e2e/servers.ts. A smoke test per server: the home page, a package page and the
 * not-found page run with no CSP violation, the contact form's toast is styled, and the policy
 * refuses an unlisted inline script or style.
 *
 * It is a smoke test because the rest is proven more cheaply elsewhere: every other end-to-end
 * test runs every page on `npm start` with a fixture that fails on any console error (a CSP
 * violation logs one), and tests/e2e/server-agreement.spec.ts proves, request by request, that
 * nginx and wrangler send each page with the same policy as `npm start` and that the policy allows
 * every inline script and style of the page as sent.
 */
import type { Page } from "@playwright/test";
import {
  gotoHydrated,
  locales,
  localizedPath,
  notFoundRoutes,
  packageRoutes,
  urlEndingIn,
} from "./fixtures";
import { expect, test } from "./servers";

/** Records CSP violations in the page, from before each document's first script runs. */
async function watchCsp(page: Page) {
  const consoleMessages: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    window.addEventListener("securitypolicyviolation", (event) => {
      store.cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => ({
    events: await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
    consoleMessages,
  });
}

const [firstLocale, otherLocale = firstLocale] = locales;
const packagePage = packageRoutes.find(({ locale }) => locale === otherLocale);
/** A page of each kind: the home page, a package page (in the other language), an unknown URL. */
const smokePages = [
  { path: localizedPath("home", firstLocale), status: 200 },
  { path: packagePage?.path ?? "", status: 200 },
  { path: notFoundRoutes[0]?.path ?? "", status: 404 },
];

for (const server of ["npm start", "nginx", "wrangler"] as const) {
  test.describe(`${server} server`, () => {
    if (server === "nginx") {
      test.use({ baseURL: async ({ nginxURL }, use) => use(nginxURL) });
    }
    if (server === "wrangler") {
      test.use({ baseURL: async ({ wranglerURL }, use) => use(wranglerURL) });
    }

    test("runs a page of each kind with no CSP violation, styles a toast, refuses unlisted inline code", async ({
      page,
      health,
      content,
    }) => {
      const violations = await watchCsp(page);
      for (const { path, status } of smokePages) {
        if (status === 404) health.allowStatus(urlEndingIn(path), 404);
        const response = await gotoHydrated(page, path);
        expect(response?.status(), path).toBe(status);
        // Lazy images load only near the viewport: load them all, to see each one allowed.
        await page.evaluate(() => {
          for (const image of document.images) image.loading = "eager";
        });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        expect(await violations(), path).toEqual({ events: [], consoleMessages: [] });
      }

      // The page that hydrates: an empty form sent shows the spec's error toast.
      const { errorToast } = content[firstLocale].pages.contact.form;
      await gotoHydrated(page, localizedPath("contact", firstLocale));
      await page.getByRole("main").locator("form button[type=submit]").click();
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText(errorToast.description);
      await expect(toast).toHaveCSS("position", "absolute");
      const background = await toast.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      );
      expect(background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      // sonner no longer writes a <style> of its own (site-build/toast-styles.ts).
      expect(await page.locator("style").count()).toBe(1);
      expect(await violations()).toEqual({ events: [], consoleMessages: [] });

      // Only from here on may the console report a refusal: the injected code's.
      health.allowConsoleError(/Content Security Policy/);
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injectedScriptRan = true;";
        document.body.append(script);
        const style = document.createElement("style");
        style.textContent = "body { display: none; }";
        document.head.append(style);
        return "injectedScriptRan" in window;
      });
      expect(ran).toBe(false);
      await expect(page.locator("body")).toBeVisible();
      await expect
        .poll(async () => (await violations()).events.map((event) => event.split(":")[0]))
        .toEqual(["script-src-elem", "style-src-elem"]);
      expect((await violations()).consoleMessages).toHaveLength(2);
    });
  });
}
