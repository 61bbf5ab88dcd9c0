import {
  expect,
  expectH1,
  expectLinks,
  expectStars,
  fillTemplate,
  fullTitle,
  gotoHydrated,
  h1,
  locales,
  localizedPath,
  region,
  statisticsIn,
  test,
} from "./fixtures";

/**
 * The spec's own words for the English home page, and the values the issue names for the
 * Indonesian one: checks that the content says them, beside the checks derived from it.
 */
const named = {
  en: {
    title: "Your Gateway to Japan",
    statistics: [
      "5,000+ Happy Travelers",
      "50+ Destinations",
      "10+ Years Experience",
      "4.9/5 Customer Rating",
    ],
    firstPackage: { duration: "5 Days 4 Nights", price: "Starting from IDR 12,500,000" },
  },
  id: {
    title: undefined,
    statistics: undefined,
    firstPackage: { duration: "5 Hari 4 Malam", price: "Mulai dari Rp12.500.000" },
  },
} as const;

for (const locale of locales) {
  const home = localizedPath("home", locale);

  test.describe(`home page (${locale})`, () => {
    test("shows the sections of the spec in order", async ({ page, content }) => {
      const copy = content[locale].pages.home;
      await gotoHydrated(page, home);
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      if (named[locale].title) await expect(h1(page)).toHaveText(named[locale].title);
      await expect(
        page.getByRole("main").getByText(copy.hero.badge, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        copy.statisticsLabel,
        copy.welcome.title,
        copy.featured.title,
        copy.testimonials.title,
        copy.cta.title,
      ]);
    });

    test("hero buttons lead to tours and contact", async ({ page, content }) => {
      const { hero } = content[locale].pages.home;
      await gotoHydrated(page, home);
      const section = page.getByRole("main").locator("section").first();
      await expect(section.getByText(hero.intro)).toBeVisible();
      await expectLinks(section.getByRole("link"), [hero.primaryCta, hero.secondaryCta]);
      expect([hero.primaryCta.to, hero.secondaryCta.to]).toEqual([
        localizedPath("tours", locale),
        localizedPath("contact", locale),
      ]);
      // The prerendered page draws the art in place (decision 0005): a picture named by its
      // description, at the art's proportions.
      const art = section.getByRole("img", { name: hero.image.alt });
      await expect(art).toBeVisible();
      const box = await art.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(
        hero.image.width / hero.image.height,
        1,
      );
      await section.getByRole("link", { name: hero.primaryCta.label }).click();
      await expect(page).toHaveURL(localizedPath("tours", locale));
    });

    test("shows the four statistics", async ({ page, content }) => {
      const copy = content[locale].pages.home;
      await gotoHydrated(page, home);
      const shown = await statisticsIn(region(page, copy.statisticsLabel));
      expect(shown).toEqual(copy.statistics.map(({ value, label }) => `${value} ${label}`));
      expect(shown).toHaveLength(4);
      if (named[locale].statistics) expect(shown).toEqual(named[locale].statistics);
      else expect(shown[0]).toMatch(/^5\.000\+ /);
    });

    test("welcome text links to the about page", async ({ page, content }) => {
      const { welcome } = content[locale].pages.home;
      await gotoHydrated(page, home);
      const section = region(page, welcome.title);
      await expect(section.locator("p")).toHaveText([welcome.eyebrow, ...welcome.paragraphs]);
      const link = section.getByRole("link", { name: welcome.link.label });
      await expect(link).toHaveAttribute("href", localizedPath("about", locale));
      await link.click();
      await expect(page).toHaveURL(localizedPath("about", locale));
    });

    test("features four packages with duration, price, three highlights and a details link", async ({
      page,
      content,
    }) => {
      const { featured } = content[locale].pages.home;
      const { ui } = content[locale].shell;
      await gotoHydrated(page, home);
      const cards = region(page, featured.title).getByRole("article");
      await expect(cards).toHaveCount(4);
      expect(featured.packages).toHaveLength(4);
      expect(featured.highlightLimit).toBe(3);
      for (const [index, tour] of featured.packages.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAccessibleName(tour.title);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour.title);
        await expect(card.getByText(tour.duration, { exact: true })).toBeVisible();
        await expect(card.getByText(tour.price, { exact: true })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText(tour.highlights.slice(0, 3));
        const img = card.getByRole("img");
        await expect(img).toHaveAttribute("alt", tour.image.alt);
        await expect(img).toHaveAttribute("width", String(tour.image.width));
        const details = card.getByRole("link", {
          name: `${featured.detailsLabel} ${fillTemplate(ui.detailsFor, { title: tour.title })}`,
        });
        await expect(details).toHaveAttribute("href", localizedPath("tours", locale, tour.slug));
      }
      const first = cards.first();
      await expect(
        first.getByText(named[locale].firstPackage.duration, { exact: true }),
      ).toBeVisible();
      await expect(
        first.getByText(named[locale].firstPackage.price, { exact: true }),
      ).toBeVisible();
      await first.getByRole("link", { name: featured.detailsLabel }).click();
      await expect(page).toHaveURL(localizedPath("tours", locale, featured.packages[0]?.slug));
    });

    test("shows three five-star testimonials", async ({ page, content }) => {
      const { testimonials } = content[locale].pages.home;
      const { ui } = content[locale].shell;
      await gotoHydrated(page, home);
      const cards = region(page, testimonials.title).getByRole("figure");
      await expect(cards).toHaveCount(3);
      for (const [index, testimonial] of testimonials.items.entries()) {
        const card = cards.nth(index);
        expect(testimonial.rating).toBe(5);
        await expectStars(card, ui, testimonial.rating);
        await expect(card.getByRole("img")).toHaveAttribute("alt", testimonial.image.alt);
        await expect(card.locator("blockquote")).toHaveText(testimonial.text);
        await expect(card.locator("figcaption")).toHaveText(
          `${testimonial.name}${testimonial.location}`,
        );
      }
    });

    test("ends with a call to action to the contact page", async ({ page, content }) => {
      const { cta } = content[locale].pages.home;
      await gotoHydrated(page, home);
      const section = region(page, cta.title);
      await expect(section.getByText(cta.text)).toBeVisible();
      const link = section.getByRole("link", { name: cta.button.label });
      await expect(link).toHaveAttribute("href", localizedPath("contact", locale));
      await link.click();
      await expect(page).toHaveURL(localizedPath("contact", locale));
    });
  });
}
