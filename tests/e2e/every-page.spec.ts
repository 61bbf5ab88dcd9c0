/**
 * Every page a visitor can land on, as a first visit at a phone's width, then widened to a
 * computer's: one load per page proves what holds on every page. The page is in its language,
 * axe-core finds no WCAG 2.2 AA violation in its main content at a phone's width (the header and
 * the footer are the template's, below), nothing scrolls sideways at either width, every internal
 * link stays in its language, it holds no text of the other language in its HTML or in any script
 * or data file it loaded (one-language.ts), and what the browser fetched
 * stays within the first-load budgets (tests/budgets.ts), measured on the requests actually made
 * (lazy pictures below the fold do not count) and sized from the build as served with gzip. Its
 * text is laid out as a close look at every page asked (visual.ts): at a phone's width on the
 * pages of the menu and the footer and the first package's; the home, tours, gallery and contact
 * pages at a computer's width too.
 *
 * What a page's template decides is checked on one page of each template (`templatePages`) and on
 * the page that hydrates: axe-core on the whole document at both widths (its title, language and
 * landmarks, the header and the footer; duplicate ids on every page are the HTML checker's), the
 * prerendered page before its scripts laid out as the page once they have run (before-scripts.ts:
 * at the phone's width, and at both on the page that hydrates), its phone menu opening and closing
 * by pointer and keyboard, with and without scripts, and its language switches leading to the same
 * page in the other language. The `health` fixture fails any of them on a console error (a CSP
 * violation logs one), a failed request or a request to another host. */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { behaviour } from "../../app/lib/page-behaviour.ts";
import { clientDir } from "../../project/output.ts";
import { pageFileOf } from "../../server/site-files.ts";
import { firstLoadBudgets as budgets, javascriptBudget } from "../budgets.ts";
import { axeViolations } from "../support/axe.ts";
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
  type Locale,
  localeInfo,
  localizedPath,
  otherLocale,
  type SiteRoute,
  siteRoutes,
  templatePages,
  test,
  urlEndingIn,
  viewports,
} from "./fixtures";
import { expectOnlyItsLanguage, watchScripts } from "./one-language";
import {
  atDesktop,
  chatCheckedOn,
  expectChatLeavesTextReadable,
  expectHeroDrawn,
  expectTextLaidOut,
  heroPages,
} from "./visual";

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
  const { heading, intro } = factsOf(content, route);
  await expect(h1(tab)).toHaveText(heading);
  await expect(tab.getByRole("main").getByText(intro).first()).toBeVisible();
  await expect(tab.getByRole("contentinfo")).toBeVisible();
  await expectPhoneMenuWorks(tab, content[locale].shell.header);
}

/**
 * The language switch in the header, the footer and the phone menu leads to the same page in the
 * other language, named in that language.
 */
async function expectLanguageSwitches(
  page: Page,
  route: SiteRoute,
  content: Record<Locale, LocaleContent>,
  width: "phone" | "desktop",
) {
  const target = otherLocale(route.locale);
  // A guide written in one language leads to the other language's guides.
  const counterpart = factsOf(content, route).alternates[target] ?? localizedPath("guides", target);
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
  await expect(link).toHaveAccessibleName(languageSwitch.label);
  await expect(link.getByText(languageSwitch.label)).toHaveClass(/sr-only/);
  await expectSwitchTo(link, target, counterpart);
  await expectSwitchTo(footerSwitch(page, footer.languageTitle), target, counterpart);
  await expect(footerSwitch(page, footer.languageTitle)).toHaveText(languageSwitch.label);
}

/**
 * Every internal link of the page as served stays in the page's language: the header's and the
 * footer's but their language switches, and every one in the main content.
 */
function expectLinksInLanguage(html: string, route: { path: string; locale: Locale }) {
  const prefix = localeInfo[route.locale].prefix;
  const mainStart = html.indexOf("<main");
  const mainEnd = html.indexOf("</main>");
  expect(mainStart, `${route.path} has its main content`).toBeGreaterThan(0);
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>/g)) {
    const tag = match[0];
    const inMain = match.index > mainStart && match.index < mainEnd;
    if (!inMain && /\shreflang=/i.test(tag)) continue;
    const href = tag.match(/\shref="(\/[^"]*)"/)?.[1];
    if (href) hrefs.push(href.replaceAll("&amp;", "&"));
  }
  expect(hrefs.length, route.path).toBeGreaterThan(15);
  const elsewhere = hrefs.filter((href) => {
    const path = new URL(href, "http://site").pathname;
    // A file (a flyer to download) is not a page.
    if (/\.\w+$/.test(path)) return false;
    return prefix ? path !== prefix && !path.startsWith(`${prefix}/`) : /^\/id(\/|$)/.test(path);
  });
  expect(elsewhere, `links on ${route.path} to the other language`).toEqual([]);
}

/**
 * What the browser fetched, within the first-load budgets. After the phone's load and the widening
 * to a computer's width, `loaded` holds every file either width asked for: more than a first load
 * at that width fetches, so within budget there means within budget for it too.
 */
function expectWithinBudgets(
  loaded: Set<string>,
  html: string,
  route: { path: string },
  hydrates: boolean,
  width: string,
): string {
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
  expect(css, `CSS (gzip) at ${width}`).toBeLessThanOrEqual(budgets.cssGzip);
  expect(total, `everything on first load at ${width}`).toBeLessThanOrEqual(budgets.totalFirstLoad);
  expect(js, `JavaScript (gzip) at ${width}`).toBeLessThanOrEqual(javascriptBudget(hydrates));
  return `JS ${kb(js)}${hydrates ? " (hydrates)" : ""}, CSS ${kb(css)}, total ${kb(total)} in ${loaded.size} files`;
}

test.describe(`every page at ${viewports.phone.width} px, then widened to ${viewports.desktop.width} px`, () => {
  test.use({ viewport: viewports.phone });
  // A template's page, with two axe runs and two layouts compared: 16–26 s on the idle machine,
  // past 30 s beside the build checks in CI.
  test.describe.configure({ timeout: 60_000 });

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
      const inFlight = new Set<Request>();
      page.on("request", (request) => {
        inFlight.add(request);
        if (request.url().startsWith(origin)) loaded.add(new URL(request.url()).pathname);
      });
      page.on("requestfinished", (request) => inFlight.delete(request));
      page.on("requestfailed", (request) => inFlight.delete(request));
      const scripts = watchScripts(page);
      const response = await gotoHydrated(page, route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[route.locale].tag);
      if (route.notFound) {
        const { notFound } = content[route.locale].shell;
        await expectH1(page, `${notFound.code}: ${notFound.message}`);
      }
      const site = siteRoutes.find((candidate) => candidate.path === route.path);
      const hydrates = (await page.locator(`html[${behaviour.hydrates}]`).count()) > 0;
      const template = site && (templatePages.has(route.path) || hydrates);
      const html = await (await page.request.get(route.path)).text();

      // At a phone's width, as loaded. axe-core reads the page (its main content, unless the page
      // stands for its template: the header and footer cost most of axe's time and are the
      // template's) while what the app fetches after hydrating (the full stylesheet, the brand
      // typeface) arrives: the first paint's inline stylesheet already styles it all.
      await Promise.all([
        page.waitForLoadState("networkidle"),
        expectNoAxeViolations(page, template || !site ? [] : ["main"]),
      ]);
      // One language per page: the HTML and every script and data file it loaded.
      expectOnlyItsLanguage(await scripts((await response?.text()) ?? ""), route.locale, content);
      if (site) expectLinksInLanguage(html, route);
      await expectNoSidewaysScroll(page);
      // The phone's width is where a late style would push text around; a page where React runs
      // after the first paint is compared at both widths.
      if (template) {
        await expectLaidOutAsBeforeScripts(page, route.path, {
          hydrates,
          thenWithout: (tab) => expectContentWithoutScripts(tab, site, content),
        });
        await expectPhoneMenuWorks(page, content[route.locale].shell.header);
        await expectLanguageSwitches(page, site, content, "phone");
      }
      // The text as laid out (visual.ts): buttons on one line, emails whole, the footer's height;
      // on the pages of the menu and the footer, and the first package's (the others share its
      // template, with words of the same kinds).
      const firstPackage = content[route.locale].pages.tours.packages.items[0]?.slug;
      if (site && ("key" in site || ("slug" in site && site.slug === firstPackage))) {
        await expectTextLaidOut(page, route.path);
      }
      if (route.path === chatCheckedOn) {
        await expectChatLeavesTextReadable(page, content[route.locale]);
      }
      const phone = expectWithinBudgets(loaded, html, route, hydrates, "375 px");

      // Widened to a computer's: the layout the same page takes there.
      // What the wider layout asks for (larger pictures, pictures now in view) is requested once
      // it is laid out, in the next frames.
      await page.setViewportSize(viewports.desktop);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect.poll(() => inFlight.size, "requests after widening").toBe(0);
      await expectNoSidewaysScroll(page);
      if (template) {
        await expectNoAxeViolations(page);
        if (hydrates) await expectLaidOutAsBeforeScripts(page, route.path, { hydrates });
        await expectLanguageSwitches(page, site, content, "desktop");
      }
      const wide = site && "key" in site ? atDesktop[site.key] : undefined;
      if (wide) await wide(page, content[route.locale]);
      if (heroPages.has(route.path)) await expectHeroDrawn(page, route.path);
      // The inner pages' hero drawings are drawn inline: no picture request for one (decision
      // 0005).
      expect([...loaded].filter((path) => /\/assets\/page-[\w-]+\.svg$/.test(path))).toEqual([]);
      const desktop = expectWithinBudgets(loaded, html, route, hydrates, "1280 px");
      testInfo.annotations.push({
        type: "first load",
        description: `${phone}; widened: ${desktop}`,
      });
    });
  }
});

test("the accessibility check names what it finds: an image without a text alternative, text too faint to read", async ({
  page,
}) => {
  await gotoHydrated(page, localizedPath("about", "id"));
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    const faint = document.createElement("p");
    faint.textContent = "Teks yang nyaris tak terbaca";
    faint.style.color = "#eeeeee";
    faint.style.background = "#ffffff";
    main?.append(image, faint);
  });
  const found = (await axeViolations(page)).map((violation) => violation.id);
  expect(found.sort()).toEqual(["color-contrast", "image-alt"]);
});
