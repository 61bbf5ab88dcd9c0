import { expect, gotoHydrated, starsIn, statisticsIn, test } from "./fixtures";

const packages = [
  {
    title: "Tokyo Discovery",
    slug: "tokyo-discovery",
    duration: "5 Days 4 Nights",
    price: "Starting from IDR 12,500,000",
  },
  {
    title: "Osaka & Kyoto Heritage",
    slug: "osaka-kyoto-heritage",
    duration: "6 Days 5 Nights",
    price: "Starting from IDR 14,800,000",
  },
  {
    title: "Mount Fuji & Hakone",
    slug: "mount-fuji-hakone",
    duration: "4 Days 3 Nights",
    price: "Starting from IDR 11,200,000",
  },
  {
    title: "Hokkaido Winter Wonderland",
    slug: "hokkaido-winter-wonderland",
    duration: "7 Days 6 Nights",
    price: "Starting from IDR 18,500,000",
  },
];

test.describe("home page", () => {
  test("shows the sections of the spec in order", async ({ page, health }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(/^Japan Tour Packages from Jakarta \| /);
    const main = page.getByRole("main");
    const h1 = main.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Your Gateway to Japan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByText(/^Official Affiliate of /)).toBeVisible();

    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Our track record",
      "Japan, Planned the Way Indonesian Travellers Like It",
      "Popular Japan Tours",
      "What Our Travelers Say",
      "Ready to Start Your Japan Adventure?",
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("hero buttons lead to tours and contact", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByRole("link", { name: "Explore Tour Packages" })).toHaveAttribute(
      "href",
      "/tours",
    );
    await expect(hero.getByRole("link", { name: "Request a Quotation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const art = hero.getByRole("img");
    await expect(art).toHaveAttribute("alt", /Mount Fuji/);
    await expect(art).toHaveAttribute("width", "1200");
    await expect(art).toHaveAttribute("height", "800");
    await hero.getByRole("link", { name: "Explore Tour Packages" }).click();
    await expect(page).toHaveURL("/tours");
  });

  test("shows the four statistics", async ({ page }) => {
    await gotoHydrated(page, "/");
    const stats = page.getByRole("region", { name: "Our track record" });
    const pairs = await statisticsIn(stats);
    expect(pairs).toEqual([
      "5,000+ Happy Travelers",
      "50+ Destinations",
      "10+ Years Experience",
      "4.9/5 Customer Rating",
    ]);
  });

  test("welcome text links to the about page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const welcome = page.getByRole("region", {
      name: "Japan, Planned the Way Indonesian Travellers Like It",
    });
    await expect(
      welcome.getByText(/licensed tour and travel company based in Jakarta/),
    ).toBeVisible();
    await welcome.getByRole("link", { name: "Learn more about us" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("features four packages with duration, price, three highlights and a details link", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "Popular Japan Tours" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const [index, pkg] of packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(pkg.title);
      await expect(card.getByText(pkg.duration)).toBeVisible();
      await expect(card.getByText(pkg.price)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveCount(3);
      const img = card.getByRole("img");
      await expect(img).not.toHaveAttribute("alt", "");
      await expect(img).toHaveAttribute("width", "800");
      const details = card.getByRole("link", { name: `View Details for ${pkg.title}` });
      await expect(details).toHaveAttribute("href", `/tours#${pkg.slug}`);
    }
    await cards
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page).toHaveURL("/tours#tokyo-discovery");
  });

  test("shows three five-star testimonials", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "What Our Travelers Say" });
    const cards = section.getByRole("figure");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText("Rated 5 out of 5")).toBeAttached();
      expect(await starsIn(card)).toEqual({ filled: 5, empty: 0 });
      const img = card.getByRole("img");
      await expect(img).toHaveAttribute("alt", /^Portrait of /);
      await expect(card.locator("blockquote")).not.toBeEmpty();
      await expect(card.locator("figcaption")).toContainText(/\S+ \S+/);
    }
    await expect(cards.first().locator("figcaption")).toContainText("Jakarta");
  });

  test("ends with a call to action to the contact page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cta = page.getByRole("region", { name: "Ready to Start Your Japan Adventure?" });
    await cta.getByRole("link", { name: "Get a Free Quotation" }).click();
    await expect(page).toHaveURL("/contact");
  });
});
