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

const reasons = ["Growing Market", "Trusted Brand", "Full Support"];

const programs = [
  {
    title: "Travel Agent Partnership",
    benefits: [
      "Competitive commission rates",
      "Marketing material support",
      "Priority booking access",
      "Dedicated B2B portal",
      "Regular training sessions",
    ],
  },
  {
    title: "Corporate Partnership",
    benefits: [
      "Customized corporate packages",
      "Volume discounts available",
      "Flexible payment terms",
      "Dedicated account manager",
      "Post-trip reporting",
    ],
  },
  {
    title: "Joint Promotion",
    benefits: [
      "Co-branded marketing materials",
      "Shared advertising costs",
      "Exclusive package offerings",
      "Social media collaboration",
      "Event partnership opportunities",
    ],
  },
];

const steps = [
  "Submit Inquiry",
  "Initial Discussion",
  "Agreement & Onboarding",
  "Start Collaborating",
];

const requirements = {
  "Travel Agents": [
    "Valid travel agency license",
    "Minimum 1 year of operation",
    "Active customer base",
    "Professional office or online presence",
  ],
  "Corporate Partners": [
    "Registered company or organization",
    "Minimum 15 pax for corporate tours",
    "Clear travel objectives",
    "Authorized representative",
  ],
};

const ctaTitle = "Ready to Become a Partner?";

test.describe("partnership page", () => {
  test("has its title, one h1 and the sections of the spec in order", async ({ page, health }) => {
    await gotoHydrated(page, "/partnership");
    await expect(page).toHaveTitle(`Partnership Opportunities | ${siteConfig.brandName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "Partnership Opportunities",
    );
    expect(await outline(page)).toEqual([
      "h1 Partnership Opportunities",
      "h2 Why Partner With Us",
      ...reasons.map((title) => `h3 ${title}`),
      "h2 Partnership Programs",
      ...programs.map((program) => `h3 ${program.title}`),
      "h2 How Partnership Works",
      ...steps.map((title) => `h3 ${title}`),
      "h2 Partner Requirements",
      ...Object.keys(requirements).map((title) => `h3 ${title}`),
      `h2 ${ctaTitle}`,
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("why partner with us: three cards", async ({ page, health }) => {
    await gotoHydrated(page, "/partnership");
    const section = page.getByRole("region", { name: "Why Partner With Us" });
    await expectIconCards(section, reasons);
    expect(health.consoleErrors).toEqual([]);
  });

  test("three programs, each with its five benefits and a Learn More link", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/partnership");
    const section = page.getByRole("region", { name: "Partnership Programs" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, program] of programs.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(program.title);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(program.title);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("h3 + p")).toHaveText(/\w+ \w+ \w+/);
      const benefits = card.getByRole("list", { name: "Benefits" }).getByRole("listitem");
      await expect(benefits).toHaveText(program.benefits);
      const learnMore = card.getByRole("link", { name: `Learn More about ${program.title}` });
      await expect(learnMore).toHaveAttribute("href", "/contact");
      // Sighted visitors read "Learn More"; the programme's name is for screen readers only.
      await expect(learnMore).toBeVisible();
      await expect(learnMore).toContainText("Learn More");
      const hint = (await learnMore.getByText(`about ${program.title}`).boundingBox()) ?? {
        width: 99,
      };
      expect(hint.width).toBeLessThanOrEqual(1);
    }
    await expect(section.getByRole("link", { name: /^Learn More/ })).toHaveCount(3);

    await section.getByRole("link", { name: "Learn More about Corporate Partnership" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(health.consoleErrors).toEqual([]);
  });

  test("how partnership works: four numbered steps in an ordered list", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/partnership");
    const section = page.getByRole("region", { name: "How Partnership Works" });
    const list = section.locator("ol");
    await expect(list).toHaveCount(1);
    await expect(list).toHaveRole("list");
    const items = list.locator(":scope > li");
    await expect(items).toHaveCount(4);
    await expect(list.getByRole("listitem")).toHaveCount(4);
    for (const [index, title] of steps.entries()) {
      const item = items.nth(index);
      await expect(item.getByText(String(index + 1), { exact: true })).toBeVisible();
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(item.locator("p")).toHaveText(/^\S.+\.$/);
    }
    expect(health.consoleErrors).toEqual([]);
  });

  test("partner requirements for travel agents and corporate partners", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/partnership");
    const section = page.getByRole("region", { name: "Partner Requirements" });
    for (const [group, items] of Object.entries(requirements)) {
      await expect(section.getByRole("heading", { level: 3, name: group })).toBeVisible();
      await expect(section.getByRole("list", { name: group }).getByRole("listitem")).toHaveText(
        items,
      );
    }
    await expect(section.getByRole("listitem")).toHaveCount(8);
    expect(health.consoleErrors).toEqual([]);
  });

  test("closes with a Submit Partnership Inquiry link to contact", async ({ page, health }) => {
    await gotoHydrated(page, "/partnership");
    const cta = page.getByRole("region", { name: ctaTitle });
    await expect(cta.locator("p")).toHaveText(/\w+ \w+ \w+/);
    const link = cta.getByRole("link", { name: "Submit Partnership Inquiry" });
    await expect(link).toHaveAttribute("href", "/contact");

    // Every link in the main content leads to the contact page: 3 Learn More and the closing one.
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/contact", "/contact", "/contact", "/contact"]);

    await link.click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(health.consoleErrors).toEqual([]);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: viewports.phone });

    test("every card and step fits the screen", async ({ page, health }) => {
      await gotoHydrated(page, "/partnership");
      await expectNoSidewaysScroll(page);
      const main = page.getByRole("main");
      const boxes = [
        ...(await main.getByRole("article").all()),
        ...(await main.getByRole("listitem").all()),
        ...(await main.getByRole("link").all()),
      ];
      // 3 program cards; list items: 3 reasons, 3 programs, 15 benefits, 4 steps, 8 requirements;
      // 4 links.
      expect(boxes).toHaveLength(3 + (3 + 3 + 15 + 4 + 8) + 4);
      await expectWithinWidth(boxes, viewports.phone.width);
      expect(health.consoleErrors).toEqual([]);
    });
  });
});
