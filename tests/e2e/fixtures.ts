import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { localizedPath, type PageKey } from "../../app/copy/pages.ts";
import { siteConfig } from "../../app/copy/site.ts";
import type { ShellCopy, UiCopy } from "../../app/copy/view.ts";
import { type Locale, localeInfo, locales } from "../../app/lib/locale.ts";
import { pageReadySelector } from "../../app/lib/page-behaviour.ts";
import { fillTemplate } from "../../app/lib/template.ts";
import { axeViolations } from "../support/axe.ts";
import { type LocaleContent, siteContent } from "./content";

export {
  contactPathFor,
  everyPage,
  factsOf,
  type GuideRoute,
  guideRoutes,
  menuRoutesIn,
  notFoundRoutes,
  type PackageRoute,
  type PageRoute,
  packageRoutes,
  routes,
  routesIn,
  type SiteRoute,
  siteRoutes,
  templatePages,
} from "./site-routes";
export { fillTemplate, type Locale, localeInfo, locales, localizedPath, type PageKey, siteConfig };

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Matches the URL of an unknown path, for `health.allowStatus(…, 404)`. */
export const urlEndingIn = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

export { viewports } from "../budgets.ts";

interface PageHealth {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
  /** Requests that reached the network (anything but the page's own origin counts as foreign). */
  requests: string[];
}

/**
 * Every test watches its tabs: a console error, an uncaught exception, a failed request, a request
 * to another host or a cookie fails it, whether or not it asks for `health`. A test that expects
 * one says so: `health.allowStatus` (the 404 document), `health.allowConsoleError`.
 *
 * `content` is the site's copy in every language (see content.ts), loaded once per worker: tests
 * read what a visitor should see from it, `content[locale].pages.tours`, `content.id.shell.header`.
 */
export const test = base.extend<
  {
    health: PageHealth & {
      allowStatus: (url: RegExp, status: number) => void;
      allowConsoleError: (text: RegExp) => void;
    };
  },
  { content: Record<Locale, LocaleContent> }
>({
  content: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(await siteContent()),
    { scope: "worker" },
  ],
  health: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const allowed: Array<{ url: RegExp; status: number }> = [];
      const allowedConsoleErrors: RegExp[] = [];
      const health: PageHealth = {
        consoleErrors: [],
        failedRequests: [],
        foreignRequests: [],
        requests: [],
      };
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = message.text();
          const expected =
            allowed.some(
              (a) => a.url.test(message.location().url) && text.includes(`status of ${a.status}`),
            ) || allowedConsoleErrors.some((pattern) => pattern.test(text));
          if (!expected) health.consoleErrors.push(`${text} (${message.location().url})`);
        });
        page.on("pageerror", (error) => health.consoleErrors.push(`Uncaught: ${error.message}`));
        // A request dropped because the page moved on (the next page, a reload) is no failure of
        // the site: each request remembers the document it was made from.
        let documents = 0;
        let navigationPending = false;
        const madeBy = new WeakMap<object, number>();
        page.on("request", (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            navigationPending = true;
          }
          madeBy.set(request, documents);
          const url = request.url();
          health.requests.push(url);
          if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
            health.foreignRequests.push(url);
          }
        });
        page.on("framenavigated", (frame) => {
          if (frame !== page.mainFrame()) return;
          documents += 1;
          navigationPending = false;
        });
        page.on("requestfailed", (request) => {
          const abortedByNavigation =
            request.failure()?.errorText === "net::ERR_ABORTED" &&
            (navigationPending || madeBy.get(request) !== documents);
          if (abortedByNavigation) return;
          health.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
        });
        page.on("response", (response) => {
          const status = response.status();
          if (
            status >= 400 &&
            !allowed.some((a) => a.url.test(response.url()) && a.status === status)
          ) {
            health.failedRequests.push(`${response.url()} (HTTP ${status})`);
          }
        });
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use({
        ...health,
        allowStatus: (url, status) => allowed.push({ url, status }),
        allowConsoleError: (text) => allowedConsoleErrors.push(text),
      });
      expect(health.consoleErrors, "console errors").toEqual([]);
      expect(health.failedRequests, "failed requests").toEqual([]);
      expect(health.foreignRequests, "requests to other hosts").toEqual([]);
      // The privacy notice says no page sets a cookie: neither a response nor a script.
      expect(
        (await context.cookies()).map(({ name, domain }) => `${name} (${domain})`),
        "cookies",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, pageReadySelector };

/** The router's data for one page, a file of its own (site-build/first-paint.ts). */
export const pageDataFile = /\/assets\/page-data-[\da-f]+\.json$/;

/**
 * Loads a route and waits until the page is all there: its script has run and, on a page that
 * hydrates (the contact page), React has hydrated it (app/lib/page-behaviour.ts).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(pageReadySelector).waitFor({ state: "attached" });
  return response;
}

/**
 * The phone menu opens and closes by pointer and by keyboard (Enter, then Escape, which puts focus
 * back on its button), with or without the page's script: it is a popover the browser runs.
 */
export async function expectPhoneMenuWorks(page: Page, header: ShellCopy["header"]) {
  const banner = page.getByRole("banner");
  const menu = banner.getByRole("navigation", { name: header.primaryNavLabel });
  const button = banner.locator("button[popovertarget]");
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: header.planTrip.label })).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "id" : "en");

/** The language switch is a plain link marked with the target language, named in that language. */
export async function expectSwitchTo(link: Locator, target: Locale, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("lang", localeInfo[target].tag);
  await expect(link).toHaveAttribute("hreflang", localeInfo[target].tag);
}

export const headerSwitch = (page: Page) => page.getByRole("banner").locator("a[hreflang]").first();
export const footerSwitch = (page: Page, title: string) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: title }).getByRole("link");

/** The `<title>` of a page: the page's title first, the brand last. */
export const fullTitle = (title: string) => `${title} | ${siteConfig.brandName}`;

/** The `href` attribute of each link, in document order. */
export function hrefsOf(links: Locator): Promise<Array<string | null>> {
  return links.evaluateAll((elements) => elements.map((link) => link.getAttribute("href")));
}

/**
 * The link leads to `to` and a visitor can click it (shown, in place, not covered by anything):
 * a trial click, which stops short of following it. A test follows one link for real.
 */
export async function expectLeadsTo(link: Locator, to: string) {
  await expect(link).toHaveAttribute("href", to);
  await link.click({ trial: true });
}

/** Each link shows `labels` in order and leads to `targets` (internal paths from `localizedPath`). */
export async function expectLinks(links: Locator, expected: Array<{ label: string; to: string }>) {
  await expect(links).toHaveText(expected.map((link) => link.label));
  expect(await hrefsOf(links)).toEqual(expected.map((link) => link.to));
}

/**
 * axe-core with the WCAG 2.x A and AA rules (2.2 included) plus best practices, on the whole
 * document or on the elements matching `include`.
 */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  const summary = (await axeViolations(page, include)).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/** The page does not scroll sideways (nothing is wider than the viewport). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "page width beyond the viewport").toBe(0);
}

/** The statistics of a section as the visitor reads them: "5,000+ Happy Travelers", … */
export function statisticsIn(region: Locator): Promise<string[]> {
  return region
    .locator("ul > li")
    .evaluateAll((items) => items.map((item) => item.textContent ?? ""));
}

/**
 * A star rating as visitors meet it: `rating` stars filled with colour and the rest empty, and
 * for screen readers the language's sentence ("Rated 4 out of 5", "Nilai 4 dari 5 bintang").
 */
export async function expectStars(container: Locator, ui: UiCopy, rating: number, outOf = 5) {
  const label = container.getByText(fillTemplate(ui.ratingLabel, { rating, max: outOf }), {
    exact: true,
  });
  await expect(label).toBeAttached();
  const fills = await label
    .locator("xpath=..")
    .locator("svg")
    .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
  const filled = fills.filter((fill) => fill !== "none" && fill !== "rgba(0, 0, 0, 0)").length;
  expect({ filled, empty: fills.length - filled }).toEqual({
    filled: rating,
    empty: outOf - rating,
  });
}

/** The headings of the main content in document order: "h2 Who We Are", … */
export function outline(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings.map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`),
    );
}

/** Each card of a section's list: its title (h3) and its sentence beside an icon. */
export async function expectIconCards(
  section: Locator,
  cards: ReadonlyArray<{ title: string; description: string }>,
) {
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(cards.length);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(cards.map((c) => c.title));
  await expect(items.locator("p")).toHaveText(cards.map((c) => c.description));
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    await expect(item.locator("svg")).toBeVisible();
  }
}

/** Each element is shown and lies within the screen's width, neither cut off nor off to a side. */
export async function expectWithinWidth(elements: Locator[], width: number) {
  for (const element of elements) {
    await expect(element).toBeVisible();
    const { x, width: elementWidth } = (await element.boundingBox()) ?? { x: -1, width: 0 };
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + elementWidth).toBeLessThanOrEqual(width);
  }
}

/** The page's main heading. */
export const h1 = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

/** Asserts that a page has one h1 and that it reads `title`. */
export async function expectH1(page: Page, title: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(h1(page)).toHaveText(title);
}

/** A section named by its heading. */
export const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
