import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/content/site.ts";
import {
  expect,
  expectNoSidewaysScroll,
  gotoHydrated,
  starsIn,
  statisticsIn,
  test,
  viewports,
} from "./fixtures";

const photos = [
  { title: "Cherry Blossom Season", location: "Meguro River, Tokyo" },
  { title: "Thousand Torii Gates", location: "Fushimi Inari, Kyoto" },
  { title: "Mount Fuji Reflection", location: "Lake Kawaguchi, Yamanashi" },
  { title: "Shibuya at Night", location: "Shibuya Crossing, Tokyo" },
  { title: "Castle in Spring", location: "Osaka Castle, Osaka" },
  { title: "Bamboo Forest Walk", location: "Arashiyama, Kyoto" },
  { title: "Snow Festival Lights", location: "Odori Park, Sapporo" },
  { title: "Friendly Deer", location: "Nara Park, Nara" },
];

const reviews = [
  {
    name: "Hendra Wijaya",
    location: "Medan",
    rating: 5,
    date: "April 2026",
    dateTime: "2026-04",
    tour: "Osaka & Kyoto Heritage",
    text: /^My wife and I celebrated our 35th wedding anniversary in Kyoto\./,
  },
  {
    name: "Aisyah Putri",
    location: "Yogyakarta",
    rating: 5,
    date: "February 2026",
    dateTime: "2026-02",
    tour: "Hokkaido Winter Wonderland",
    text: /^It was my first time seeing snow/,
  },
  {
    name: "Rizky Pratama",
    location: "Makassar",
    rating: 4,
    date: "October 2026",
    dateTime: "2026-10",
    tour: "Mount Fuji & Hakone",
    text: /^The autumn colours around Lake Ashi were stunning/,
  },
];

function photoGrid(page: Page): Locator {
  return page.getByRole("region", { name: "Photo Gallery" }).getByRole("figure");
}

/** Visible or not, as the eye sees it: the caption fades in, so it is judged by its opacity. */
async function expectCaptionShown(figure: Locator, shown: boolean) {
  await expect(figure.locator("figcaption")).toHaveCSS("opacity", shown ? "1" : "0");
}

/** How many columns the photos are laid out in: the number of distinct left edges. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await photoGrid(page).evaluateAll((figures) =>
    figures.map((figure) => Math.round(figure.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test.describe("gallery page", () => {
  test("has its title, one h1 and its sections in order", async ({ page, health }) => {
    await gotoHydrated(page, "/gallery");
    await expect(page).toHaveTitle(/^Gallery & Experiences \| /);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Gallery & Experiences");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our journeys in numbers",
      "Photo Gallery",
      "Customer Experiences",
      "Travel Videos",
      "Follow Our Journey",
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("shows the four statistics", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const stats = page.getByRole("region", { name: "Our journeys in numbers" });
    const pairs = await statisticsIn(stats);
    expect(pairs).toEqual([
      "5,000+ Happy Travelers",
      "500+ Tours Completed",
      "4.9/5 Average Rating",
      "98% Satisfaction Rate",
    ]);
    for (const value of ["5,000+", "500+", "4.9/5", "98%"]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
  });

  test("shows eight photos, each with a description, title and location", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/gallery");
    const figures = photoGrid(page);
    await expect(figures).toHaveCount(8);
    for (const [index, photo] of photos.entries()) {
      const figure = figures.nth(index);
      await expect(figure).toHaveAccessibleName(`${photo.title} ${photo.location}`);
      await expect(figure.locator("figcaption")).toHaveText(`${photo.title}${photo.location}`);
      const img = figure.getByRole("img");
      await expect(img).toHaveAttribute("alt", /\w+ \w+ \w+/);
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "600");
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(health.failedRequests).toEqual([]);
  });

  test("lays the photos out in 1, 2 or 4 columns depending on the width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/gallery");
    expect(await columnCount(page)).toBe(1);
    await page.setViewportSize({ width: 639, height: 800 });
    expect(await columnCount(page)).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columnCount(page)).toBe(2);
    await page.setViewportSize({ width: 1023, height: 800 });
    expect(await columnCount(page)).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columnCount(page)).toBe(4);
  });

  test("reveals a photo's caption on hover and on keyboard focus", async ({ page, health }) => {
    await gotoHydrated(page, "/gallery");
    const figures = photoGrid(page);
    const first = figures.nth(0);
    const second = figures.nth(1);
    await first.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expectCaptionShown(first, false);
    await expectCaptionShown(second, false);

    await first.hover();
    await expectCaptionShown(first, true);
    await expectCaptionShown(second, false);
    await page.mouse.move(0, 0);
    await expectCaptionShown(first, false);

    // Keyboard: the photos are in the tab order, one after the other.
    await first.focus();
    await expectCaptionShown(first, true);
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await expectCaptionShown(second, true);
    await expectCaptionShown(first, false);
    await page.keyboard.press("Shift+Tab");
    await expect(first).toBeFocused();
    await expectCaptionShown(first, true);
    expect(health.consoleErrors).toEqual([]);
  });

  test("shows three reviews with name, photo, place, date, tour and stars", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const cards = page.getByRole("region", { name: "Customer Experiences" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, review] of reviews.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(review.name);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(review.name);
      await expect(card.getByRole("img")).toHaveAttribute("alt", `Portrait of ${review.name}`);
      await expect(card.getByRole("img")).toHaveAttribute("width", "160");
      await expect(card.getByText(review.location, { exact: true })).toBeVisible();
      const date = card.locator("time");
      await expect(date).toHaveText(review.date);
      await expect(date).toHaveAttribute("datetime", review.dateTime);
      await expect(card.getByText(review.tour)).toBeVisible();
      await expect(card.getByText(review.text)).toBeVisible();
      await expect(card.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
      expect(await starsIn(card)).toEqual({ filled: review.rating, empty: 5 - review.rating });
    }
  });

  test("travel videos are announced as coming soon", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const section = page.getByRole("region", { name: "Travel Videos" });
    await expect(section.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(
      section.getByText("We're preparing amazing video content from our tours. Stay tuned!", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(section.getByRole("link")).toHaveCount(0);
    await expect(section.locator("video, iframe")).toHaveCount(0);
  });

  test("Follow Our Journey opens the social network page in a new tab", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/gallery");
    const section = page.getByRole("region", { name: "Follow Our Journey" });
    const link = section.getByRole("link", {
      name: `Follow us on ${siteConfig.socialNetworkName} (opens in a new tab)`,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", siteConfig.socialUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(health.foreignRequests).toEqual([]);
  });
});

test.describe("gallery on a touch screen", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("shows every caption without hovering", async ({ page, health }) => {
    await gotoHydrated(page, "/gallery");
    const figures = photoGrid(page);
    await expect(figures).toHaveCount(8);
    for (const [index, photo] of photos.entries()) {
      const figure = figures.nth(index);
      await expectCaptionShown(figure, true);
      await expect(figure.locator("figcaption")).toContainText(photo.title);
      await expect(figure.locator("figcaption")).toContainText(photo.location);
    }
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("gallery at 375 px", () => {
  test.use({ viewport: viewports.phone });

  test("nothing is wider than the screen", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await expectNoSidewaysScroll(page);
  });
});
