/**
 * A package's own page, as a traveler who was sent the link sees it: everything the package holds,
 * the way to ask for a quotation, the other packages, and the Share button.
 *
 * Every package page is the same template filled from its package's content, in either language:
 * what it holds, its Copy link and WhatsApp link are read on one package in English, the share
 * sheet on another in Indonesian, so each language's share message is checked once. Every package
 * page in both languages is loaded by every-page.spec.ts (its language alone, axe-core, no sideways
 * scroll, its links in its language), and print-and-flyer.spec.ts prints each one.
 */
import type { Page } from "@playwright/test";
import { packagePath } from "../../app/copy/pages.ts";
import type { LocaleContent } from "./content";
import {
  contactPathFor,
  expect,
  expectLeadsTo,
  expectLinks,
  gotoHydrated,
  h1,
  type Locale,
  type PackageRoute,
  packageRoutes,
  siteConfig,
  test,
  viewports,
} from "./fixtures";
import { expectFacts } from "./package-facts";

/** What a package's page shows (`gotoHydrated` it first): everything the package holds. */
async function expectEverythingItHolds(
  page: Page,
  content: Record<Locale, LocaleContent>,
  route: PackageRoute,
) {
  const { locale } = route;
  const copy = content[locale].packages[route.slug];
  if (!copy) throw new Error(`No copy for ${route.slug}`);
  const { package: tour, labels } = copy;
  await expect(h1(page)).toHaveText(tour.title);
  const main = page.getByRole("main");

  // Breadcrumbs: Home › Tour Packages › this package, the last one the page itself.
  const trail = main.getByRole("navigation", { name: copy.breadcrumb.label });
  await expectLinks(trail.getByRole("link"), copy.breadcrumb.items);
  await expect(trail.getByRole("link").last()).toHaveAttribute("aria-current", "page");

  // Every highlight (not only the six a card shows) and everything included.
  await expect(
    main.getByRole("list", { name: labels.highlights }).getByRole("listitem"),
  ).toHaveText(tour.highlights);
  await expect(main.getByRole("list", { name: labels.included }).getByRole("listitem")).toHaveText(
    tour.included,
  );
  // Its length, group size, season and price, once, in the first screen.
  for (const [label, value] of [
    [labels.duration, tour.duration],
    [labels.groupSize, tour.groupSize],
  ] as const) {
    const term = main.locator("dt", { hasText: label });
    await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value);
  }
  await expect(main.getByText(`${labels.season}: ${tour.season}`)).toBeVisible();
  await expect(main.getByText(tour.price, { exact: true })).toBeVisible();

  // What the price does not cover, then what a buyer compares before paying, group by group in
  // the content's order, then the questions buyers ask, each answer under its question.
  await expect(
    main.getByRole("list", { name: labels.notIncluded }).getByRole("listitem"),
  ).toHaveText(copy.notIncluded);
  await expectFacts(main, copy);
  const faq = main.getByRole("region", { name: copy.faq.title });
  await expect(faq.locator("dt")).toHaveText(copy.faq.groups.map((item) => item.heading));
  await expect(faq.locator("dd")).toHaveText(copy.faq.groups.map((item) => item.text));

  // The other packages, each linking to its own page.
  const others = main.getByRole("region", { name: copy.others.title });
  const otherSlugs = content[locale].pages.tours.packages.items
    .map((item) => item.slug)
    .filter((slug) => slug !== route.slug);
  expect(otherSlugs.length).toBeGreaterThan(0);
  for (const slug of otherSlugs) {
    await expect(others.locator(`a[href="${packagePath(slug as never, locale)}"]`)).toHaveCount(1);
  }
}

/** Each test's language: they take turns (see the file's comment). */
const holdsIn: Locale = "en";
const shareSheetIn: Locale = "id";

test.describe(`package page (${holdsIn})`, () => {
  const route = packageRoutes.find((r) => r.locale === holdsIn);
  if (!route) throw new Error(`No package page in ${holdsIn}`);

  test(`${route.path} shows everything the package holds, shares without a share sheet and links to a quotation with the package`, async ({
    page,
    context,
    content,
  }) => {
    const copy = content[holdsIn].packages[route.slug];
    if (!copy) throw new Error(`No copy for ${route.slug}`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, route.path);

    await test.step(`${route.path} shows everything the package holds`, () =>
      expectEverythingItHolds(page, content, route));

    await test.step("without a share sheet: a WhatsApp link and Copy link", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("button", { name: copy.share.button })).toHaveCount(0);

      const whatsapp = main.getByRole("link", { name: copy.share.whatsapp });
      const href = new URL((await whatsapp.getAttribute("href")) ?? "");
      expect(href.origin + href.pathname).toBe("https://wa.me/");
      expect(href.searchParams.get("text")).toBe(`${copy.share.text} ${copy.share.url}`);
      await expect(whatsapp).toHaveAttribute("target", "_blank");

      await main.getByRole("button", { name: copy.share.copyLink }).click();
      await expect(main.getByRole("status")).toHaveText(copy.share.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy.share.url);
    });

    // ask-for-a-quotation.spec.ts opens this address and finds the package chosen there.
    await test.step("Request Quotation leads to the contact page with the package chosen", () =>
      expectLeadsTo(
        page.getByRole("main").getByRole("link", { name: copy.labels.requestQuotation }).first(),
        contactPathFor(holdsIn, { kind: "package", key: route.slug }),
      ));
  });
});

test.describe(`package page (${shareSheetIn})`, () => {
  // Another package than the test above, in the other language.
  const route = packageRoutes.filter((r) => r.locale === shareSheetIn).at(-1);
  if (!route) throw new Error(`No package page in ${shareSheetIn}`);

  test(`${route.path}: Share opens the device's share sheet with the page's own address`, async ({
    page,
    content,
  }) => {
    const copy = content[shareSheetIn].packages[route.slug];
    if (!copy) throw new Error(`No copy for ${route.slug}`);
    // A phone's share sheet: record what the page hands it.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.setViewportSize(viewports.phone);
    // A link shared with tracking parameters is shared back without them.
    await gotoHydrated(page, `${route.path}?utm_source=whatsapp&fbclid=abc`);
    await page.getByRole("button", { name: copy.share.button }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    const canonical = new URL(route.path, siteConfig.siteUrl).href;
    expect(shared).toEqual([{ title: copy.package.title, text: copy.share.text, url: canonical }]);
    expect(copy.share.url).toBe(canonical);
  });
});
