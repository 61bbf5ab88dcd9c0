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
 * request to another host fails the test. Tests that expect one (the 404 document) say so with
 * `health.allowStatus`.
 */
export const test = base.extend<{
  health: PageHealth & { allowStatus: (url: RegExp, status: number) => void };
}>({
  health: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const allowed: Array<{ url: RegExp; status: number }> = [];
    const health: PageHealth = {
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
      requests: [],
    };
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      const expected = allowed.some(
        (a) => a.url.test(message.location().url) && text.includes(`status of ${a.status}`),
      );
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
    await use({ ...health, allowStatus: (url, status) => allowed.push({ url, status }) });
    expect(health.consoleErrors, "console errors").toEqual([]);
    expect(health.failedRequests, "failed requests").toEqual([]);
    expect(health.foreignRequests, "requests to other hosts").toEqual([]);
  },
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
