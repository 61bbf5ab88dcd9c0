/**
 * The gallery as a visitor reads it: its title and sections, the statistics, the photos with their
 * captions (shown on hover and on keyboard focus, always on a touch screen), in 1, 2 or 4 columns
 * by the screen's width, the reviews, the videos to come and the social link. The page is the same
 * component in both languages, so it is read once: in Indonesian at a computer's width, and on a
 * touch screen in English; that each review names a package of the tours page is a fact of the
 * content, checked in both. Its language, axe-core and width at both widths are checked with every
 * page (every-page.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectH1,
  expectNoSidewaysScroll,
  expectStars,
  fullTitle,
  gotoHydrated,
  locales,
  localizedPath,
  region,
  statisticsIn,
  test,
  viewports,
} from "./fixtures";

function photoGrid(page: Page, title: string): Locator {
  return region(page, title).getByRole("figure");
}

/** Visible or not, as the eye sees it: the caption fades in, so it is judged by its opacity. */
async function expectCaptionShown(figure: Locator, shown: boolean) {
  await expect(figure.locator("figcaption")).toHaveCSS("opacity", shown ? "1" : "0");
}

/** How many columns the photos are laid out in: the number of distinct left edges. */
async function columnCount(photos: Locator): Promise<number> {
  const lefts = await photos.evaluateAll((figures) =>
    figures.map((figure) => Math.round(figure.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test.describe("gallery page (id)", () => {
  const locale = "id";

  test("reads the title and sections, the statistics, photos, reviews, videos and social link; captions show on hover and focus; 1, 2 or 4 columns by width", async ({
    page,
    content,
  }) => {
    await gotoHydrated(page, localizedPath("gallery", locale));

    await test.step("has its title, one h1 and its sections in order", async () => {
      const copy = content[locale].pages.gallery;
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        copy.statisticsLabel,
        copy.photos.title,
        copy.reviews.title,
        copy.videos.title,
        copy.social.title,
      ]);
    });

    await test.step("shows the statistics", async () => {
      const copy = content[locale].pages.gallery;
      const section = region(page, copy.statisticsLabel);
      expect(await statisticsIn(section)).toEqual(
        copy.statistics.map(({ value, label }) => `${value} ${label}`),
      );
    });

    await test.step("shows the photos, each with a description, title and location", async () => {
      const { photos } = content[locale].pages.gallery;
      const figures = photoGrid(page, photos.title);
      await expect(figures).toHaveCount(photos.items.length);
      for (const [index, photo] of photos.items.entries()) {
        const figure = figures.nth(index);
        await expect(figure).toHaveAccessibleName(`${photo.title} ${photo.location}`);
        await expect(figure.locator("figcaption")).toHaveText(`${photo.title}${photo.location}`);
        const img = figure.getByRole("img");
        await expect(img).toHaveAttribute("alt", photo.image.alt);
        await expect(img).toHaveAttribute("width", String(photo.image.width));
        await expect(img).toHaveAttribute("height", String(photo.image.height));
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    await test.step("each review names a package of the tours page, in both languages", async () => {
      for (const code of locales) {
        const tourTitles = content[code].pages.tours.packages.items.map((tour) => tour.title);
        for (const review of content[code].pages.gallery.reviews.items) {
          expect(tourTitles, `${review.name} (${code})`).toContain(review.package);
        }
      }
    });

    await test.step("shows the reviews with name, photo, place, date, tour and stars", async () => {
      const { reviews } = content[locale].pages.gallery;
      const { ui } = content[locale].shell;
      const cards = region(page, reviews.title).getByRole("article");
      await expect(cards).toHaveCount(reviews.items.length);
      for (const [index, review] of reviews.items.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAccessibleName(review.name);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(review.name);
        const portrait = card.getByRole("img");
        await expect(portrait).toHaveAttribute("alt", review.image.alt);
        await expect(portrait).toHaveAttribute("width", String(review.image.width));
        await expect(card.getByText(review.location, { exact: true })).toBeVisible();
        await expect(card.getByText(`${reviews.dateLabel} ${review.date}`)).toBeVisible();
        const date = card.locator("time");
        await expect(date).toHaveText(review.date);
        await expect(date).toHaveAttribute("datetime", review.dateTime);
        // The badge shows the package's name; screen readers hear "Tour:" before it.
        await expect(card.getByText(`${reviews.packageLabel} ${review.package}`)).toBeVisible();
        await expect(card.locator("blockquote")).toHaveText(review.review);
        await expectStars(card, ui, review.rating);
      }
    });

    await test.step("travel videos are announced as coming soon", async () => {
      const { videos } = content[locale].pages.gallery;
      const section = region(page, videos.title);
      await expect(section.getByText(videos.status, { exact: true })).toBeVisible();
      await expect(section.getByText(videos.text, { exact: true })).toBeVisible();
      await expect(section.getByRole("link")).toHaveCount(0);
      await expect(section.locator("video, iframe")).toHaveCount(0);
    });

    await test.step("Follow Our Journey opens the social network page in a new tab", async () => {
      const { social } = content[locale].pages.gallery;
      const { ui } = content[locale].shell;
      const section = region(page, social.title);
      await expect(section.getByText(social.text)).toBeVisible();
      const link = section.getByRole("link", {
        name: `${social.link.label} ${ui.opensInNewTab}`,
        exact: true,
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", social.link.href);
      expect(new URL(social.link.href).protocol).toBe("https:");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });

    await test.step("reveals a photo's caption on hover and on keyboard focus", async () => {
      const { photos } = content[locale].pages.gallery;
      const figures = photoGrid(page, photos.title);
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
    });

    await test.step("lays the photos out in 1, 2 or 4 columns depending on the width", async () => {
      const figures = photoGrid(page, content[locale].pages.gallery.photos.title);
      for (const [width, columns] of [
        [375, 1],
        [639, 1],
        [800, 2],
        [1023, 2],
        [1280, 4],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        expect(await columnCount(figures), `${width} px`).toBe(columns);
      }
    });
  });
});

test.describe("gallery on a touch screen (en)", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("shows every caption without hovering, nothing wider than the screen", async ({
    page,
    content,
  }) => {
    const { photos } = content.en.pages.gallery;
    await gotoHydrated(page, localizedPath("gallery", "en"));
    const figures = photoGrid(page, photos.title);
    await expect(figures).toHaveCount(photos.items.length);
    for (const [index, photo] of photos.items.entries()) {
      const figure = figures.nth(index);
      await expectCaptionShown(figure, true);
      await expect(figure.locator("figcaption")).toHaveText(`${photo.title}${photo.location}`);
    }
    await expectNoSidewaysScroll(page);
  });
});
