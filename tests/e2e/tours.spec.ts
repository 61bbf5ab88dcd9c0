import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, gotoHydrated, test, viewports } from "./fixtures";

/** Spec section 9, as the tours page must show it. */
const packages = [
  {
    title: "Tokyo Discovery",
    slug: "tokyo-discovery",
    duration: "5 Days 4 Nights",
    groupSize: "Min 10 pax",
    season: "All Year",
    price: "Starting from IDR 12,500,000",
    description: /^Experience the perfect blend of ultra-modern city life/,
    firstHighlight: "Senso-ji Temple and Nakamise shopping street in Asakusa",
    sixthHighlight: "Odaiba waterfront and teamLab digital art museum",
    hiddenHighlights: ["Meiji Shrine forest walk"],
    lastIncluded: "Entrance tickets as per itinerary",
  },
  {
    title: "Osaka & Kyoto Heritage",
    slug: "osaka-kyoto-heritage",
    duration: "6 Days 5 Nights",
    groupSize: "Min 12 pax",
    season: "All Year",
    price: "Starting from IDR 14,800,000",
    description: /^Walk through Japan's imperial past in Kyoto/,
    firstHighlight: "Fushimi Inari Shrine and its thousand torii gates",
    sixthHighlight: "Nara Park and the friendly deer",
    hiddenHighlights: ["Gion district at dusk", "Universal Studios Japan (optional)"],
    lastIncluded: "Entrance tickets as per itinerary",
  },
  {
    title: "Mount Fuji & Hakone",
    slug: "mount-fuji-hakone",
    duration: "4 Days 3 Nights",
    groupSize: "Min 8 pax",
    season: "Spring & Autumn",
    price: "Starting from IDR 11,200,000",
    description: /^See Japan's most famous mountain at its finest/,
    firstHighlight: "Mount Fuji 5th Station visit",
    sixthHighlight: "Oshino Hakkai spring-fed village",
    hiddenHighlights: ["Hakone Shrine torii on the lake"],
    lastIncluded: "Lake cruise and ropeway tickets",
  },
  {
    title: "Hokkaido Winter Wonderland",
    slug: "hokkaido-winter-wonderland",
    duration: "7 Days 6 Nights",
    groupSize: "Min 15 pax",
    season: "Winter (Dec–Feb)",
    price: "Starting from IDR 18,500,000",
    description: /^A real snow holiday for tropical travellers/,
    firstHighlight: "Sapporo Snow Festival (February departures)",
    sixthHighlight: "Shiroi Koibito Park chocolate factory",
    hiddenHighlights: ["Sapporo fresh seafood market", "Lake Toya winter fireworks"],
    lastIncluded: "Air-conditioned private coach",
  },
];

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

test.describe("tours page", () => {
  test("has its title, one h1 and its sections in order", async ({ page, health }) => {
    await gotoHydrated(page, "/tours");
    await expect(page).toHaveTitle(/^Japan Tour Packages \| /);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Tour Packages");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Find Your Perfect Japan Journey",
      "Want a Custom Tour?",
      "Group & Corporate Tours",
    ]);
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([
      ...packages.map((pkg) => pkg.title),
      "School Groups",
      "Corporate Teams",
      "Large Groups",
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("shows the four packages with the spec's duration, group size, season and price", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/tours");
    const cards = page
      .getByRole("region", { name: "Find Your Perfect Japan Journey" })
      .getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const [index, pkg] of packages.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(pkg.title);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(pkg.title);
      await expect(card.getByText(pkg.season)).toBeVisible();
      await expect(card.getByText(pkg.duration, { exact: true })).toBeVisible();
      await expect(card.getByText(pkg.groupSize, { exact: true })).toBeVisible();
      await expect(card.getByText(pkg.description)).toBeVisible();
      await expect(card.getByText(pkg.price, { exact: true })).toBeVisible();
      await expect(card.getByText("per person", { exact: true })).toBeVisible();

      const picture = card.getByRole("img");
      await expect(picture).toHaveAttribute("alt", /\w{4,}/);
      await expect(picture).toHaveAttribute("width", "800");
      await expect(picture).toHaveAttribute("height", "520");
    }
    expect(health.failedRequests).toEqual([]);
  });

  test("lists the first six highlights only, and the included items", async ({ page }) => {
    await gotoHydrated(page, "/tours");
    for (const pkg of packages) {
      const card = cardFor(page, pkg.slug);
      const highlights = card.getByRole("list", { name: "Tour Highlights" }).getByRole("listitem");
      await expect(highlights).toHaveCount(6);
      await expect(highlights.first()).toHaveText(pkg.firstHighlight);
      await expect(highlights.last()).toHaveText(pkg.sixthHighlight);
      for (const hidden of pkg.hiddenHighlights) {
        await expect(card.getByText(hidden)).toHaveCount(0);
      }

      const included = card.getByRole("list", { name: "What's Included" }).getByRole("listitem");
      await expect(included).toHaveCount(6);
      await expect(included.first()).toHaveText("Return economy flights from Jakarta");
      await expect(included.last()).toHaveText(pkg.lastIncluded);
      await expect(included.filter({ hasText: "Indonesian-speaking tour leader" })).toBeVisible();
    }
  });

  test("each card's Request Quotation link names its package and leads to contact", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/tours");
    const quotationLinks = page.getByRole("link", { name: /^Request Quotation/ });
    await expect(quotationLinks).toHaveCount(4);
    for (const pkg of packages) {
      const link = cardFor(page, pkg.slug).getByRole("link", {
        name: `Request Quotation for ${pkg.title}`,
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "/contact");
    }
    await cardFor(page, "mount-fuji-hakone")
      .getByRole("link", { name: /^Request Quotation/ })
      .click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(health.consoleErrors).toEqual([]);
  });

  test("the custom tour section leads to contact", async ({ page, health }) => {
    await gotoHydrated(page, "/tours");
    const section = page.getByRole("region", { name: "Want a Custom Tour?" });
    await expect(section.getByText(/Every package can be customized/)).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(3);
    const link = section.getByRole("link", { name: "Plan My Custom Tour" });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL("/contact");
    expect(health.consoleErrors).toEqual([]);
  });

  test("the group section shows school, corporate and large groups and leads to partnership", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/tours");
    const section = page.getByRole("region", { name: "Group & Corporate Tours" });
    const cards = section.getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "School Groups",
      "Corporate Teams",
      "Large Groups",
    ]);
    await expect(cards.nth(0)).toContainText("Special rates for groups of 20+");
    await expect(cards.nth(1)).toContainText("Special rates for groups of 20+");
    await expect(cards.nth(2)).toContainText("Dedicated coordinator for groups of 30+");
    await expect(section.getByText(/groups of 20\+ and a dedicated coordinator/)).toBeVisible();
    const link = section.getByRole("link", { name: "Discover Partnership Options" });
    await expect(link).toHaveAttribute("href", "/partnership");
    await link.click();
    await expect(page).toHaveURL("/partnership");
    expect(health.consoleErrors).toEqual([]);
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`package addresses at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    for (const slug of ["tokyo-discovery", "hokkaido-winter-wonderland"]) {
      test(`/tours#${slug} lands on its card below the fixed header`, async ({ page, health }) => {
        await gotoHydrated(page, `/tours#${slug}`);
        await expectLandedOn(page, cardFor(page, slug));
        expect(health.consoleErrors).toEqual([]);
      });
    }

    test("nothing is wider than the screen", async ({ page }) => {
      await gotoHydrated(page, "/tours");
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("Home's View Details links", () => {
  for (const pkg of [packages[0], packages[3]]) {
    if (!pkg) continue;
    test(`land on the ${pkg.title} card`, async ({ page, health }) => {
      await gotoHydrated(page, "/");
      await page
        .getByRole("region", { name: "Popular Japan Tours" })
        .getByRole("link", { name: `View Details for ${pkg.title}` })
        .click();
      await expect(page).toHaveURL(`/tours#${pkg.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour Packages");
      await expectLandedOn(page, cardFor(page, pkg.slug));
      expect(health.consoleErrors).toEqual([]);
    });
  }
});
