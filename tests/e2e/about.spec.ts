import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/content/site.ts";
import { expect, expectNoSidewaysScroll, gotoHydrated, test, viewports } from "./fixtures";

const values = ["Mission", "Vision", "Excellence", "Customer First", "Local Expertise", "Passion"];
const reasons = [
  "Licensed & Trusted",
  "Expert Knowledge",
  "Personalized Service",
  "Competitive Pricing",
  "24/7 Support",
];

/** Every heading of the main content as "h2 Title", in document order. */
function outline(page: Page) {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings.map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`),
    );
}

/** Each card of a section's list: its title (h3) and a non-empty description beside an icon. */
async function expectIconCards(section: Locator, titles: string[]) {
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(titles.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(titles);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    await expect(card.locator("svg")).toBeVisible();
    await expect(card.locator("p")).toHaveText(/\w+ \w+ \w+/);
  }
}

test.describe("about page", () => {
  test("has its title, one h1 and the sections of the spec in order", async ({ page, health }) => {
    await gotoHydrated(page, "/about");
    await expect(page).toHaveTitle(`About Us | ${siteConfig.brandName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("About Us");
    expect(await outline(page)).toEqual([
      "h1 About Us",
      "h2 Who We Are",
      "h3 Official Partnership",
      "h2 Mission, Vision & Values",
      ...values.map((title) => `h3 ${title}`),
      "h2 Why Choose Us",
      ...reasons.map((title) => `h3 ${title}`),
      "h2 Let's Plan Your Japan Journey Together",
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("who we are: a licensed Jakarta operator affiliated with the partner", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/about");
    const section = page.getByRole("region", { name: "Who We Are" });
    await expect(section).toBeVisible();
    const story = section.locator("p").filter({ hasText: "licensed tour and travel company" });
    await expect(story).toContainText(
      `licensed tour and travel company based in Jakarta, Indonesia, and an official affiliate of ${siteConfig.partnerName}`,
    );
    expect(await section.locator("h2 ~ p").count()).toBeGreaterThanOrEqual(2);
    expect(health.failedRequests).toEqual([]);
  });

  test("presents the official partnership card after the story", async ({ page, health }) => {
    await gotoHydrated(page, "/about");
    const section = page.getByRole("region", { name: "Who We Are" });
    const card = section.getByRole("article", { name: "Official Partnership" });
    await expect(card).toBeVisible();
    await expect(card.getByText("Official Affiliate", { exact: true })).toBeVisible();
    await expect(card.getByText(siteConfig.brandName, { exact: true })).toBeVisible();
    await expect(card.getByText(siteConfig.partnerName, { exact: true })).toBeVisible();
    await expect(card).toContainText(`official affiliate of ${siteConfig.partnerName}`);
    await expect(card.getByRole("listitem")).toHaveCount(3);
    // The story comes first, then the card (reading order = spec order).
    const storyBeforeCard = await section.evaluate((el) => {
      const story = el.querySelector("h2");
      const cardEl = el.querySelector("article");
      return Boolean(
        story && cardEl && story.compareDocumentPosition(cardEl) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(storyBeforeCard).toBe(true);
    expect(health.consoleErrors).toEqual([]);
  });

  test("shows the six mission, vision and values cards", async ({ page, health }) => {
    await gotoHydrated(page, "/about");
    const section = page.getByRole("region", { name: "Mission, Vision & Values" });
    await expectIconCards(section, values);
    expect(health.consoleErrors).toEqual([]);
  });

  test("shows the five why-choose-us cards", async ({ page, health }) => {
    await gotoHydrated(page, "/about");
    const section = page.getByRole("region", { name: "Why Choose Us" });
    await expectIconCards(section, reasons);
    await expect(section.getByRole("listitem").first()).toContainText(
      `official affiliate of ${siteConfig.partnerName}`,
    );
    expect(health.consoleErrors).toEqual([]);
  });

  test("closes with a short text and links to contact and tours", async ({ page, health }) => {
    await gotoHydrated(page, "/about");
    const closing = page.getByRole("region", { name: "Let's Plan Your Japan Journey Together" });
    await expect(closing.locator("p").last()).toHaveText(/our team will prepare a plan/);
    await expect(closing.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(closing.getByRole("link", { name: "Explore Tour Packages" })).toHaveAttribute(
      "href",
      "/tours",
    );
    // These are the only links in the page's main content.
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/contact", "/tours"]);

    await closing.getByRole("link", { name: "Contact Our Team" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

    await page.goBack();
    await expect(page).toHaveURL("/about");
    await page
      .getByRole("region", { name: "Let's Plan Your Japan Journey Together" })
      .getByRole("link", { name: "Explore Tour Packages" })
      .click();
    await expect(page).toHaveURL("/tours");
    expect(health.consoleErrors).toEqual([]);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: viewports.phone });

    test("every section fits the screen", async ({ page, health }) => {
      await gotoHydrated(page, "/about");
      await expectNoSidewaysScroll(page);
      const partnershipCard = page.getByRole("article", { name: "Official Partnership" });
      for (const box of [
        partnershipCard,
        ...(await page.getByRole("main").getByRole("listitem").all()),
      ]) {
        await expect(box).toBeVisible();
        const { x, width } = (await box.boundingBox()) ?? { x: -1, width: 0 };
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(375);
      }
      expect(health.consoleErrors).toEqual([]);
    });
  });
});
