import { siteConfig } from "../../app/content/site.ts";
import {
  expect,
  expectIconCards,
  expectNoSidewaysScroll,
  expectWithinWidth,
  gotoHydrated,
  outline,
  test,
  viewports,
} from "./fixtures";

const values = ["Mission", "Vision", "Excellence", "Customer First", "Local Expertise", "Passion"];
const reasons = [
  "Licensed & Trusted",
  "Expert Knowledge",
  "Personalized Service",
  "Competitive Pricing",
  "24/7 Support",
];

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
      const story = [...el.querySelectorAll("h2 ~ p")].filter((p) => !p.closest("article"));
      const lastParagraph = story.at(-1);
      const cardEl = el.querySelector("article");
      return Boolean(
        story.length >= 2 &&
          lastParagraph &&
          cardEl &&
          lastParagraph.compareDocumentPosition(cardEl) & Node.DOCUMENT_POSITION_FOLLOWING,
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
      const items = await page.getByRole("main").getByRole("listitem").all();
      // 3 partnership points, 6 values, 5 reasons.
      expect(items).toHaveLength(3 + 6 + 5);
      await expectWithinWidth([partnershipCard, ...items], viewports.phone.width);
      expect(health.consoleErrors).toEqual([]);
    });
  });
});
