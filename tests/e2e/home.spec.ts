/**
 * The home page, read top to bottom in one load: its sections in order, the hero's buttons and
 * art, the welcome text, the featured packages, the statistics, the testimonials and the closing
 * call to action, each link leading where it should.
 *
 * One language suffices: both home pages are the same template filled from each language's
 * content, and every-page.spec.ts proves each holds only its own language's text and links.
 * Indonesian here (tours.spec.ts reads the tours page in English); tours.spec.ts also follows a
 * View Details link from each home page to its package's card. One link is followed here; the
 * others are checked for their address and for a visitor being able to click them.
 */

import {
  expect,
  expectH1,
  expectLeadsTo,
  expectLinks,
  expectStars,
  fillTemplate,
  fullTitle,
  gotoHydrated,
  localizedPath,
  region,
  statisticsIn,
  test,
} from "./fixtures";

const locale = "id";
const home = localizedPath("home", locale);

test(`the home page (${locale}) reads its sections in order, each leading on, and the hero leads to the tours`, async ({
  page,
  content,
}) => {
  const copy = content[locale].pages.home;
  const { ui } = content[locale].shell;
  await gotoHydrated(page, home);

  await test.step("shows the sections of the spec in order", async () => {
    await expect(page).toHaveTitle(fullTitle(copy.meta.title));
    await expectH1(page, copy.hero.title);
    await expect(page.getByRole("main").getByText(copy.hero.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      copy.statisticsLabel,
      copy.welcome.title,
      copy.featured.title,
      copy.testimonials.title,
      copy.cta.title,
    ]);
  });

  await test.step("the hero's buttons lead to tours and contact, beside the art", async () => {
    const { hero } = copy;
    const section = page.getByRole("main").locator("section").first();
    await expect(section.getByText(hero.intro)).toBeVisible();
    await expectLinks(section.getByRole("link"), [hero.primaryCta, hero.secondaryCta]);
    expect([hero.primaryCta.to, hero.secondaryCta.to]).toEqual([
      localizedPath("tours", locale),
      localizedPath("contact", locale),
    ]);
    await section.getByRole("link", { name: hero.secondaryCta.label }).click({ trial: true });
    // The prerendered page draws the art in place (decision 0005): a picture named by its
    // description, at the art's proportions.
    const art = section.getByRole("img", { name: hero.image.alt });
    await expect(art).toBeVisible();
    const box = await art.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(
      hero.image.width / hero.image.height,
      1,
    );
  });

  await test.step("shows the statistics", async () => {
    const shown = await statisticsIn(region(page, copy.statisticsLabel));
    expect(shown).toEqual(copy.statistics.map(({ value, label }) => `${value} ${label}`));
  });

  await test.step("the welcome text links to the about page", async () => {
    const { welcome } = copy;
    const section = region(page, welcome.title);
    await expect(section.locator("p")).toHaveText([welcome.eyebrow, ...welcome.paragraphs]);
    await expectLeadsTo(
      section.getByRole("link", { name: welcome.link.label }),
      localizedPath("about", locale),
    );
  });

  // tours.spec.ts follows the details links to the card they point at.
  await test.step("features packages with duration, price, the first highlights and a details link", async () => {
    const { featured } = copy;
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
      await expectLeadsTo(
        card.getByRole("link", {
          name: `${featured.detailsLabel} ${fillTemplate(ui.detailsFor, { title: tour.title })}`,
        }),
        localizedPath("tours", locale, tour.slug),
      );
    }
  });

  await test.step("shows the testimonials with their stars", async () => {
    const { testimonials } = copy;
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

  await test.step("ends with a call to action to the contact page", async () => {
    const { cta } = copy;
    const section = region(page, cta.title);
    await expect(section.getByText(cta.text)).toBeVisible();
    await expectLeadsTo(
      section.getByRole("link", { name: cta.button.label }),
      localizedPath("contact", locale),
    );
  });

  // Last: it leaves the page.
  await test.step("the hero's first button opens the tours page", async () => {
    await page
      .getByRole("main")
      .locator("section")
      .first()
      .getByRole("link", { name: copy.hero.primaryCta.label })
      .click();
    await expect(page).toHaveURL(localizedPath("tours", locale));
  });
});
