import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export const routes = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About Us" },
  { path: "/tours", name: "Tour Packages" },
  { path: "/gallery", name: "Gallery" },
  { path: "/partnership", name: "Partnership" },
  { path: "/contact", name: "Contact" },
] as const;

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

interface PageHealth {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
  /** Requests that reached the network (anything but the page's own origin counts as foreign). */
  requests: string[];
}

/**
 * Every test watches its page: a console error, an uncaught exception, a failed request or a
 * request to another host fails the test, whether or not the test asks for `health`. Tests that
 * expect one say so: `health.allowStatus` (the 404 document), `health.allowConsoleError`.
 */
export const test = base.extend<{
  health: PageHealth & {
    allowStatus: (url: RegExp, status: number) => void;
    allowConsoleError: (text: RegExp) => void;
  };
}>({
  health: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const allowed: Array<{ url: RegExp; status: number }> = [];
      const allowedConsoleErrors: RegExp[] = [];
      const health: PageHealth = {
        consoleErrors: [],
        failedRequests: [],
        foreignRequests: [],
        requests: [],
      };
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
      page.on("request", (request) => {
        const url = request.url();
        health.requests.push(url);
        if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
          health.foreignRequests.push(url);
        }
      });
      page.on("requestfailed", (request) => {
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
      await use({
        ...health,
        allowStatus: (url, status) => allowed.push({ url, status }),
        allowConsoleError: (text) => allowedConsoleErrors.push(text),
      });
      expect(health.consoleErrors, "console errors").toEqual([]);
      expect(health.failedRequests, "failed requests").toEqual([]);
      expect(health.foreignRequests, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Loads a route and waits until React has hydrated it (the app marks <html> when it has). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** axe-core with the WCAG 2.x A and AA rules (2.2 included) plus best practices. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
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
    .locator("dl > div")
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`,
      ),
    );
}

/** The stars of a rating as a visitor sees them: how many are filled with colour, how many empty. */
export async function starsIn(container: Locator): Promise<{ filled: number; empty: number }> {
  const stars = container
    .getByText(/^Rated \d out of \d$/)
    .locator("xpath=..")
    .locator("svg");
  const fills = await stars.evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
  const filled = fills.filter((fill) => fill !== "none" && fill !== "rgba(0, 0, 0, 0)").length;
  return { filled, empty: fills.length - filled };
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

/** Each card of a section's list: its title (h3) and a sentence beside an icon. */
export async function expectIconCards(section: Locator, titles: string[]) {
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(titles.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(titles);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    await expect(card.locator("svg")).toBeVisible();
    await expect(card.locator("p")).toHaveText(/\w+ \w+ \w+/);
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
