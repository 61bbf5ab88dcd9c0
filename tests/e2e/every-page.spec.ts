/**
 * Every page a visitor can land on, at a phone's and a computer's width, as a first visit: one
 * load per page and width proves what holds on every page. The page is in its language, axe-core
 * finds no WCAG 2.2 AA violation, nothing scrolls sideways, the prerendered page before its
 * scripts is laid out as the page once they have run (before-scripts.ts: at a phone's width, and
 * at both on the page that hydrates), on a phone its menu
 * opens and closes by pointer and keyboard, it holds no text of the other
 * language in its HTML or in any script or data file it loaded (one-language.ts), and what the
 * browser fetched stays within the first-load budgets (tests/budgets.ts), measured on the requests
 * actually made (lazy pictures below the fold do not count) and sized from the build as served
 * with gzip. The `health` fixture fails any of them on a console error (a CSP violation logs
 * one), a failed request or a request to another host.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { behaviour } from "../../app/lib/page-behaviour.ts";
import { clientDir } from "../../server/output.ts";
import { pageFileOf } from "../../server/site-files.ts";
import { firstLoadBudgets as budgets, javascriptBudget } from "../budgets.ts";
import { expectLaidOutAsBeforeScripts } from "./before-scripts";
import type { LocaleContent } from "./content";
import {
  everyPage,
  expect,
  expectH1,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectPhoneMenuWorks,
  expectSwitchTo,
  factsOf,
  footerSwitch,
  gotoHydrated,
  h1,
  headerSwitch,
  hrefsOf,
  type Locale,
  localeInfo,
  otherLocale,
  type SiteRoute,
  siteRoutes,
  test,
  urlEndingIn,
  viewports,
} from "./fixtures";
import { expectOnlyItsLanguage, watchScripts } from "./one-language";

/** The gzip size of the build file a URL path is answered with, if it is one. */
function builtSize(pathname: string): number | undefined {
  // A page URL (no extension) is answered with its X.html file (server/site-files.ts).
  const file = join(clientDir, /\.\w+$/.test(pathname) ? pathname : pageFileOf(pathname));
  const found = [`${file}.gz`, file].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ? statSync(found).size : undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Without JavaScript a page shows its heading, its introduction and its footer, and its phone menu
 * opens and closes by pointer and keyboard.
 */
async function expectContentWithoutScripts(
  tab: Page,
  route: SiteRoute,
  content: Record<Locale, LocaleContent>,
) {
  const { locale } = route;
  await expect(h1(tab)).toHaveText(factsOf(content, route).heading);
  const intro =
    "key" in route
      ? content[locale].pages[route.key].hero.intro
      : content[locale].packages[route.slug]?.package.description;
  await expect(
    tab
      .getByRole("main")
      .getByText(intro ?? "")
      .first(),
  ).toBeVisible();
  await expect(tab.getByRole("contentinfo")).toBeVisible();
  await expectPhoneMenuWorks(tab, content[locale].shell.header);
}

/**
 * The language switch in the header, the footer and the phone menu leads to the same page in the
 * other language, named in that language; every other internal link stays in the page's language.
 */
async function expectLanguageLinks(
  page: Page,
  route: SiteRoute,
  content: Record<Locale, LocaleContent>,
  width: "phone" | "desktop",
) {
  const target = otherLocale(route.locale);
  const counterpart = factsOf(content, route).alternates[target];
  const { header, footer, languageSwitch } = content[route.locale].shell;
  if (width === "phone") {
    await page.getByRole("button", { name: header.openMenu }).click();
    const menu = page.getByRole("banner").getByRole("navigation", { name: header.primaryNavLabel });
    await expectSwitchTo(menu.locator("a[hreflang]"), target, counterpart);
    await page.keyboard.press("Escape");
    return;
  }
  const link = headerSwitch(page);
  await expect(link).toHaveText(`${languageSwitch.short} ${languageSwitch.label}`);
  await expect(link).toHaveAccessibleName(`${languageSwitch.short} ${languageSwitch.label}`);
  await expect(link.getByText(languageSwitch.label)).toHaveClass(/sr-only/);
  await expectSwitchTo(link, target, counterpart);
  await expectSwitchTo(footerSwitch(page, footer.languageTitle), target, counterpart);
  await expect(footerSwitch(page, footer.languageTitle)).toHaveText(languageSwitch.label);
  const prefix = localeInfo[route.locale].prefix;
  const hrefs = await hrefsOf(
    page.locator(
      "header a[href^='/']:not([hreflang]), main a[href^='/'], footer a[href^='/']:not([hreflang])",
    ),
  );
  expect(hrefs.length, route.path).toBeGreaterThan(15);
  for (const href of hrefs) {
    const path = new URL(href ?? "", "http://site").pathname;
    // A file (a flyer to download) is not a page.
    if (/\.\w+$/.test(path)) continue;
    const inLanguage = prefix
      ? path === prefix || path.startsWith(`${prefix}/`)
      : !/^\/id(\/|$)/.test(path);
    expect(inLanguage, `${href} on ${route.path} stays in its language`).toBe(true);
  }
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`every page at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    for (const route of everyPage) {
      test(`${route.path} (${route.name}): language, accessibility, width, first-load budgets`, async ({
        page,
        baseURL,
        health,
        content,
      }, testInfo) => {
        if (route.notFound) health.allowStatus(urlEndingIn(route.path), 404);
        const origin = new URL(baseURL ?? "").origin;
        const loaded = new Set<string>();
        page.on("request", (request) => {
          if (request.url().startsWith(origin)) loaded.add(new URL(request.url()).pathname);
        });
        const scripts = watchScripts(page);
        const response = await gotoHydrated(page, route.path);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[route.locale].tag);
        if (route.notFound) {
          const { notFound } = content[route.locale].shell;
          await expectH1(page, `${notFound.code}: ${notFound.message}`);
        }
        // axe-core reads the page while what the app fetches after hydrating (the full stylesheet,
        // the brand typeface) arrives: the first paint's inline stylesheet already styles it all.
        await Promise.all([page.waitForLoadState("networkidle"), expectNoAxeViolations(page)]);
        // One language per page: the HTML and every script and data file it loaded.
        if (name === "phone") {
          expectOnlyItsLanguage(
            await scripts((await response?.text()) ?? ""),
            route.locale,
            content,
          );
        }
        await expectNoSidewaysScroll(page);
        // At both widths where React runs after the first paint; elsewhere the page's script and
        // its later stylesheet only name states and style hover and focus: the phone's width is
        // where a late style would push text around.
        const hydrates = (await page.locator(`html[${behaviour.hydrates}]`).count()) > 0;
        const site = siteRoutes.find((candidate) => candidate.path === route.path);
        if (site && (name === "phone" || hydrates)) {
          await expectLaidOutAsBeforeScripts(page, route.path, {
            hydrates,
            thenWithout:
              name === "phone"
                ? (tab) => expectContentWithoutScripts(tab, site, content)
                : undefined,
          });
        }
        if (name === "phone") await expectPhoneMenuWorks(page, content[route.locale].shell.header);
        if (site) await expectLanguageLinks(page, site, content, name as "phone" | "desktop");

        const html = await (await page.request.get(route.path)).text();
        let js = 0;
        let css = 0;
        let total = 0;
        // The first-paint stylesheet is inline: count it as CSS (it is in the HTML's bytes too).
        for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
          css += gzipSync(style ?? "", { level: 9 }).length;
        }
        for (const pathname of loaded) {
          // An unknown path is answered with a not-found page: count what was served.
          const size =
            builtSize(pathname) ??
            (pathname === route.path ? gzipSync(html, { level: 9 }).length : undefined);
          if (size === undefined) throw new Error(`No build file for ${pathname}`);
          total += size;
          if (pathname.endsWith(".js")) js += size;
          if (pathname.endsWith(".css")) css += size;
        }
        const figures = `JS ${kb(js)}${hydrates ? " (hydrates)" : ""}, CSS ${kb(css)}, total ${kb(total)} in ${loaded.size} files`;
        testInfo.annotations.push({ type: "first load", description: figures });
        expect(css, "CSS (gzip)").toBeLessThanOrEqual(budgets.cssGzip);
        expect(total, "everything on first load").toBeLessThanOrEqual(budgets.totalFirstLoad);
        expect(js, "JavaScript (gzip)").toBeLessThanOrEqual(javascriptBudget(hydrates));
      });
    }
  });
}
