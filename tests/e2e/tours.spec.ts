/**
 * The tours page: its title and sections, each package's card with what it holds and its links,
 * the custom tour and group sections and where they lead, and a package's address
 * (`/tours#<slug>`, the home page's View Details links) landing on its card below the fixed header.
 *
 * The page is one template filled from each language's content, so each part is read once, the
 * languages taking turns: the page and its cards and the custom tour section in English at a
 * computer's width, the group section in Indonesian at a phone's. every-page.spec.ts proves each
 * tours page holds only its own language's text and links. Landing below the header depends on the
 * header's height, so it is checked at both widths, on the first and the last package, reached
 * from the home page's link and by the address itself.
 */
import type { Locator, Page } from "@playwright/test";
import { packagePath } from "../../app/copy/pages.ts";
import type { LocaleContent } from "./content";
import {
  contactPathFor,
  expect,
  expectH1,
  fillTemplate,
  fullTitle,
  gotoHydrated,
  h1,
  hrefsOf,
  type Locale,
  localizedPath,
  region,
  test,
  viewports,
} from "./fixtures";

/** The package card a `/tours#<slug>` address points at. */
function cardFor(page: Page, slug: string): Locator {
  return page.locator(`article[id="${slug}"]`);
}

/** The card's top edge is below the fixed header and inside the viewport. */
async function expectLandedOn(page: Page, card: Locator) {
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const box = await card.boundingBox();
      if (!header || !box) return "not rendered";
      const headerBottom = header.y + header.height;
      if (box.y < headerBottom - 1) return `hidden under the header (${box.y} < ${headerBottom})`;
      if (box.y > viewportHeight / 2) return `too far down (${box.y})`;
      return "landed";
    })
    .toBe("landed");
  await expect(card.getByRole("heading", { level: 3 })).toBeInViewport();
}

/**
 * The home page's View Details link of its first or last featured package, then the other one's
 * own address, land on the package's card below the fixed header.
 */
async function expectPackageAddressesLand(
  page: Page,
  content: Record<Locale, LocaleContent>,
  locale: Locale,
  linked: "first" | "last",
) {
  const { featured } = content[locale].pages.home;
  const [first, last] = [featured.packages[0], featured.packages.at(-1)];
  const [byLink, byAddress] = linked === "first" ? [first, last] : [last, first];
  if (!byLink || !byAddress || byLink === byAddress) throw new Error("too few featured packages");
  await gotoHydrated(page, localizedPath("home", locale));
  await region(page, featured.title)
    .getByRole("article", { name: byLink.title })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(localizedPath("tours", locale, byLink.slug));
  await expect(h1(page)).toHaveText(content[locale].pages.tours.hero.title);
  await expectLandedOn(page, cardFor(page, byLink.slug));

  await gotoHydrated(page, localizedPath("tours", locale, byAddress.slug));
  await expectLandedOn(page, cardFor(page, byAddress.slug));
}

test.describe(`tours page at ${viewports.desktop.width} px (en)`, () => {
  const locale: Locale = "en";
  test.use({ viewport: viewports.desktop });

  test("package addresses land on their card; it reads the title, sections, packages, highlights, each card's links and the custom tour section", async ({
    page,
    content,
  }) => {
    await test.step("the home page's link to the last package and the first one's address land on its card", () =>
      expectPackageAddressesLand(page, content, locale, "last"));

    await test.step("has its title, one h1 and its sections in order", async () => {
      const copy = content[locale].pages.tours;
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        copy.packages.title,
        copy.customTour.title,
        copy.groups.title,
      ]);
      await expect(main.getByRole("heading", { level: 3 })).toHaveText([
        ...copy.packages.items.map((tour) => tour.title),
        ...copy.groups.cards.map((card) => card.title),
      ]);
    });

    await test.step("shows the packages with season, duration, group size, description and price", async () => {
      const { packages, cardLabels } = content[locale].pages.tours;
      const cards = region(page, packages.title).getByRole("article");
      await expect(cards).toHaveCount(packages.items.length);
      for (const [index, tour] of packages.items.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute("id", tour.slug);
        await expect(card).toHaveAccessibleName(tour.title);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour.title);
        // The season badge; screen readers hear what it is ("Departure season:") before it.
        await expect(
          card.getByText(`${cardLabels.season}: ${tour.season}`, { exact: true }),
        ).toBeVisible();
        await expect(card.getByText(tour.duration, { exact: true })).toBeVisible();
        await expect(card.getByText(tour.groupSize, { exact: true })).toBeVisible();
        await expect(card.getByText(tour.description, { exact: true })).toBeVisible();
        await expect(card.getByText(tour.price, { exact: true })).toBeVisible();
        // What the starting price assumes.
        await expect(card.getByText(tour.priceBasis, { exact: true })).toBeVisible();
        const picture = card.getByRole("img");
        await expect(picture).toHaveAttribute("alt", tour.image.alt);
        await expect(picture).toHaveAttribute("width", String(tour.image.width));
        await expect(picture).toHaveAttribute("height", String(tour.image.height));
      }
    });

    await test.step("lists the first highlights only, up to the page's limit, and the included items", async () => {
      const { packages, cardLabels } = content[locale].pages.tours;
      for (const tour of packages.items) {
        const card = cardFor(page, tour.slug);
        const highlights = card.getByRole("list", { name: cardLabels.highlights });
        await expect(highlights.getByRole("listitem")).toHaveText(
          tour.highlights.slice(0, packages.highlightLimit),
        );
        for (const hidden of tour.highlights.slice(packages.highlightLimit)) {
          await expect(card.getByText(hidden)).toHaveCount(0);
        }
        const included = card.getByRole("list", { name: cardLabels.included });
        await expect(included.getByRole("listitem")).toHaveText(tour.included);
      }
    });

    // ask-for-a-quotation.spec.ts follows a card's quotation link and finds the package chosen.
    await test.step("each card links to its package's page and asks for a quotation with the package", async () => {
      const { packages, cardLabels } = content[locale].pages.tours;
      const { ui } = content[locale].shell;
      for (const tour of packages.items) {
        const card = cardFor(page, tour.slug);
        const forTour = fillTemplate(ui.detailsFor, { title: tour.title });
        // The title and a details link lead to the package's own page; the names are read in
        // order: title, details, quotation.
        const ownPage = packagePath(tour.slug, locale);
        const links = card.getByRole("link");
        expect(await hrefsOf(links)).toEqual([
          ownPage,
          ownPage,
          contactPathFor(locale, { kind: "package", key: tour.slug }),
        ]);
        const names = [
          tour.title,
          `${cardLabels.details} ${forTour}`,
          `${cardLabels.requestQuotation} ${forTour}`,
        ];
        for (const [index, name] of names.entries()) {
          await expect(links.nth(index)).toHaveAccessibleName(name);
          await expect(links.nth(index)).toBeVisible();
        }
      }
    });

    // Last: it ends on the contact page.
    await test.step("the custom tour section leads to contact", async () => {
      const { customTour } = content[locale].pages.tours;
      const section = region(page, customTour.title);
      await expect(section.getByText(customTour.text)).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveText(customTour.points);
      const link = section.getByRole("link", { name: customTour.button.label });
      const to = contactPathFor(locale, { kind: "topic", key: "custom-tour" });
      await expect(link).toHaveAttribute("href", to);
      await link.click();
      await expect(page).toHaveURL(to);
      await expect(h1(page)).toHaveText(content[locale].pages.contact.hero.title);
    });
  });
});

test.describe(`tours page at ${viewports.phone.width} px (id)`, () => {
  const locale: Locale = "id";
  test.use({ viewport: viewports.phone });

  test("package addresses land on their card; the group section shows school, corporate and large groups and leads to partnership", async ({
    page,
    content,
  }) => {
    await test.step("the home page's link to the first package and the last one's address land on its card", () =>
      expectPackageAddressesLand(page, content, locale, "first"));

    // Last: it ends on the partnership page.
    await test.step("the group section shows school, corporate and large groups and leads to partnership", async () => {
      const { groups } = content[locale].pages.tours;
      const section = region(page, groups.title);
      await expect(section.getByText(groups.intro)).toBeVisible();
      const cards = section.getByRole("listitem");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        groups.cards.map((card) => card.title),
      );
      for (const [index, card] of groups.cards.entries()) {
        await expect(cards.nth(index).getByText(card.description)).toBeVisible();
        await expect(cards.nth(index).getByText(card.perk)).toBeVisible();
      }
      const link = section.getByRole("link", { name: groups.button.label });
      await expect(link).toHaveAttribute("href", localizedPath("partnership", locale));
      await link.click();
      await expect(page).toHaveURL(localizedPath("partnership", locale));
    });
  });
});
