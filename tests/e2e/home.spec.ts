import {
  expect,
  expectH1,
  expectLinks,
  expectStars,
  fillTemplate,
  fullTitle,
  gotoHydrated,
  locales,
  localizedPath,
  region,
  statisticsIn,
  test,
} from "./fixtures";

for (const locale of locales) {
  const home = localizedPath("home", locale);

  test.describe(`home page (${locale})`, () => {
    test("reads the sections in order, the statistics and the testimonials, then follows the call to action", async ({
      page,
      content,
    }) => {
      await gotoHydrated(page, home);

      await test.step("shows the sections of the spec in order", async () => {
        const copy = content[locale].pages.home;
        await expect(page).toHaveTitle(fullTitle(copy.meta.title));
        await expectH1(page, copy.hero.title);
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

      await test.step("shows the statistics", async () => {
        const copy = content[locale].pages.home;
        const shown = await statisticsIn(region(page, copy.statisticsLabel));
        expect(shown).toEqual(copy.statistics.map(({ value, label }) => `${value} ${label}`));
      });

      await test.step("shows the testimonials with their stars", async () => {
        const { testimonials } = content[locale].pages.home;
        const { ui } = content[locale].shell;
        const cards = region(page, testimonials.title).getByRole("figure");
        await expect(cards).toHaveCount(testimonials.items.length);
        for (const [index, testimonial] of testimonials.items.entries()) {
          const card = cards.nth(index);
          await expectStars(card, ui, testimonial.rating);
          await expect(card.getByRole("img")).toHaveAttribute("alt", testimonial.image.alt);
          await expect(card.locator("blockquote")).toHaveText(testimonial.text);
          // Who, where from, and the kind of trip they took.
          await expect(card.locator("figcaption")).toHaveText(
            `${testimonial.name}${testimonial.location}${testimonial.trip}`,
          );
        }
      });

      // Last: it leaves the page.
      await test.step("ends with a call to action to the contact page", async () => {
        const { cta } = content[locale].pages.home;
        const section = region(page, cta.title);
        await expect(section.getByText(cta.text)).toBeVisible();
        const link = section.getByRole("link", { name: cta.button.label });
        await expect(link).toHaveAttribute("href", localizedPath("contact", locale));
        await link.click();
        await expect(page).toHaveURL(localizedPath("contact", locale));
      });
    });

    // Each of these ends by leaving the page, so each loads the page on its own.
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

    test("features packages with duration, price, the first highlights and a details link", async ({
      page,
      content,
    }) => {
      const { featured } = content[locale].pages.home;
      const { ui } = content[locale].shell;
      await gotoHydrated(page, home);
      const cards = region(page, featured.title).getByRole("article");
      await expect(cards).toHaveCount(featured.packages.length);
      for (const [index, tour] of featured.packages.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAccessibleName(tour.title);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(tour.title);
        await expect(card.getByText(tour.duration, { exact: true })).toBeVisible();
        await expect(card.getByText(tour.price, { exact: true })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText(
          tour.highlights.slice(0, featured.highlightLimit),
        );
        const img = card.getByRole("img");
        await expect(img).toHaveAttribute("alt", tour.image.alt);
        await expect(img).toHaveAttribute("width", String(tour.image.width));
        const details = card.getByRole("link", {
          name: `${featured.detailsLabel} ${fillTemplate(ui.detailsFor, { title: tour.title })}`,
        });
        await expect(details).toHaveAttribute("href", localizedPath("tours", locale, tour.slug));
      }
      const first = cards.first();
      await first.getByRole("link", { name: featured.detailsLabel }).click();
      await expect(page).toHaveURL(localizedPath("tours", locale, featured.packages[0]?.slug));
    });
  });
}
