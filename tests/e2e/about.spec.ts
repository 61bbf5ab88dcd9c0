/**
 * The About page as a careful buyer reads it: at a phone's width every section fits the screen; at
 * a computer's, the title and outline, who we are and the official partnership card, the company's
 * details (each placeholder marked not ready to publish) and how to check it is really the company,
 * the values and why-choose-us cards, then the closing links to contact (followed) and tours (shown
 * and clickable). The page is the same component in both languages, so it is read once, in
 * English; what the content itself must say (the story of at least two paragraphs naming the
 * partner, the two companies of the card) is checked in both. The page's language, axe-core, width
 * and links in its language are checked in both with every page (every-page.spec.ts).
 */
import { allFacts, companyFacts } from "../../app/copy/company-facts.ts";
import { holdsPendingPart, isPlaceholderFact } from "../../app/copy/site.ts";
import { formatWhatsappNumber } from "../../app/lib/phone-number.ts";
import { placeholderCompanyFacts } from "../../content-check/unpublished-facts.ts";
import { projectRoot } from "../../project/output.ts";
import {
  expect,
  expectH1,
  expectIconCards,
  expectLeadsTo,
  expectLinks,
  expectWithinWidth,
  fullTitle,
  gotoHydrated,
  h1,
  hrefsOf,
  locales,
  localizedPath,
  outline,
  region,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

const locale = "en";
const about = localizedPath("about", locale);

test.describe(`about page (${locale})`, () => {
  test.use({ viewport: viewports.phone });

  test("fits a phone's screen; reads the title and outline, who we are, the company's details, the values and why-choose-us cards, then follows the closing links", async ({
    page,
    content,
  }) => {
    await gotoHydrated(page, about);

    await test.step(`every section fits the screen at ${viewports.phone.width} px`, async () => {
      const { whoWeAre, values, whyChooseUs } = content[locale].pages.about;
      const card = page.getByRole("article", { name: whoWeAre.partnership.title });
      const items = await page.getByRole("main").getByRole("listitem").all();
      // The checks list the registry, each association, WhatsApp, payment and the assistant.
      const checks = 4 + siteConfig.business.associations.length;
      expect(items).toHaveLength(
        whoWeAre.partnership.points.length +
          checks +
          values.cards.length +
          whyChooseUs.cards.length,
      );
      await expectWithinWidth([card, ...items], viewports.phone.width);
    });

    // The rest is read at a computer's width.
    await page.setViewportSize(viewports.desktop);

    await test.step("the content tells the story in two paragraphs or more, naming the partner, and the card names both companies, in both languages", async () => {
      for (const code of locales) {
        const { whoWeAre } = content[code].pages.about;
        expect(whoWeAre.paragraphs.length, code).toBeGreaterThanOrEqual(2);
        expect(whoWeAre.paragraphs[0], code).toContain(siteConfig.partnerName);
        expect(whoWeAre.partnership.companies, code).toEqual([
          siteConfig.brandName,
          siteConfig.partnerName,
        ]);
      }
    });

    await test.step("has its title, one h1 and the sections of the spec in order", async () => {
      const copy = content[locale].pages.about;
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      expect(await outline(page)).toEqual([
        `h1 ${copy.hero.title}`,
        `h2 ${copy.whoWeAre.title}`,
        `h3 ${copy.whoWeAre.partnership.title}`,
        `h3 ${content[locale].shell.business.title}`,
        `h4 ${content[locale].shell.business.verify.title}`,
        `h2 ${copy.values.title}`,
        ...copy.values.cards.map((card) => `h3 ${card.title}`),
        `h2 ${copy.whyChooseUs.title}`,
        ...copy.whyChooseUs.cards.map((card) => `h3 ${card.title}`),
        `h2 ${copy.closing.title}`,
      ]);
      await expect(page.getByRole("main").getByText(copy.hero.intro)).toBeVisible();
    });

    await test.step("who we are: the story, then the official partnership card", async () => {
      const { whoWeAre } = content[locale].pages.about;
      const { partnership } = whoWeAre;
      const section = region(page, whoWeAre.title);
      const story = section.locator("h2 ~ p");
      await expect(story).toHaveText(whoWeAre.paragraphs);
      await expect(story.first()).toContainText(siteConfig.partnerName);

      const card = section.getByRole("article", { name: partnership.title });
      await expect(card).toBeVisible();
      await expect(card.getByText(partnership.badge, { exact: true })).toBeVisible();
      // The two companies side by side; screen readers hear the joining word between them.
      for (const company of partnership.companies) {
        await expect(card.getByText(company, { exact: true })).toBeVisible();
      }
      await expect(card.getByText(partnership.companiesJoiner, { exact: true })).toBeAttached();
      await expect(card.getByText(partnership.text)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(partnership.points);
      // Reading order is the spec's order: the story first, then the card.
      const storyBeforeCard = await section.evaluate((element) => {
        const paragraphs = [...element.querySelectorAll("h2 ~ p")];
        const cardElement = element.querySelector("article");
        const last = paragraphs.at(-1);
        return Boolean(
          last &&
            cardElement &&
            last.compareDocumentPosition(cardElement) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(storyBeforeCard).toBe(true);
    });

    await test.step("lists the company's details, each placeholder marked not ready to publish", async () => {
      const { business } = content[locale].shell;
      const block = region(page, business.title);
      const facts = allFacts(companyFacts(business));
      for (const fact of facts) {
        const value = block
          .locator("dt", { hasText: fact.label })
          .locator("xpath=following-sibling::dd[1]");
        for (const line of fact.lines) await expect(value).toContainText(line.text);
        // A small label beside each placeholder, in the page's language, so that no visitor of
        // a preview takes it for the company's own (every-page.spec.ts runs axe on it).
        const marks = value.getByText(business.notReady, { exact: true });
        await expect(marks).toHaveCount(fact.lines.filter((line) => line.pending).length);
        for (const mark of await marks.all()) await expect(mark).toBeVisible();
      }
      // How to check it is really the company: OSS and each association in a new tab, the one
      // official WhatsApp number, payment only into its accounts, what the assistant never asks.
      const { verify } = business;
      const checks = region(page, verify.title);
      const oss = checks.getByRole("link", { name: verify.registryLink });
      await expect(oss).toHaveAttribute("href", siteConfig.business.registryCheckUrl);
      await expect(oss).toHaveAttribute("target", "_blank");
      await expect(checks.getByRole("listitem")).toHaveText([
        `${verify.registry} ${verify.registryLink} ${content[locale].shell.ui.opensInNewTab}`,
        ...siteConfig.business.associations.map(({ name, memberCheckUrl }) => {
          const link =
            memberCheckUrl && !isPlaceholderFact(memberCheckUrl)
              ? ` ${verify.associationLink.replace("{name}", name)} ${content[locale].shell.ui.opensInNewTab}`
              : " ";
          const pending = [name, memberCheckUrl ?? ""].some((value) => isPlaceholderFact(value));
          return `${verify.association.replace("{name}", name)}${link}${pending ? business.notReady : ""}`;
        }),
        `${verify.whatsapp}${isPlaceholderFact(siteConfig.whatsappNumber) ? business.notReady : ""}`,
        `${verify.payment} ${business.payOnlyHere}${holdsPendingPart(verify.payment) ? business.notReady : ""}`,
        verify.assistant,
      ]);
      await expect(checks).toContainText(formatWhatsappNumber(siteConfig.whatsappNumber));
      // The launch content's placeholders are all marked (the content check lists them).
      const pending = facts.flatMap((fact) => fact.lines).filter((line) => line.pending);
      expect(pending.length > 0).toBe(placeholderCompanyFacts(projectRoot).length > 0);
    });

    await test.step("shows the mission, vision and values cards", async () => {
      const { values } = content[locale].pages.about;
      await expectIconCards(region(page, values.title), values.cards);
    });

    await test.step("shows the why-choose-us cards", async () => {
      const { whyChooseUs } = content[locale].pages.about;
      const section = region(page, whyChooseUs.title);
      await expectIconCards(section, whyChooseUs.cards);
    });

    // Last: it leaves the page by the first link, the one it follows.
    await test.step("closes with a short text and links to contact and tours", async () => {
      const copy = content[locale].pages.about;
      const { closing } = copy;
      const section = region(page, closing.title);
      await expect(section.getByText(closing.text)).toBeVisible();
      await expectLinks(section.getByRole("link"), [closing.primaryLink, closing.secondaryLink]);
      // These are the only links in the page's main content, after those of the company's
      // details once given (its address in a maps app, its emergency number) and of the checks
      // (OSS, each association's member list once given).
      const { address, emergency } = companyFacts(content[locale].shell.business);
      const memberLists = siteConfig.business.associations
        .map(({ name, memberCheckUrl }) =>
          memberCheckUrl && ![name, memberCheckUrl].some(isPlaceholderFact)
            ? memberCheckUrl
            : undefined,
        )
        .filter(Boolean);
      expect(await hrefsOf(page.getByRole("main").getByRole("link"))).toEqual([
        ...[address.link?.href, emergency?.link?.href].filter(Boolean),
        siteConfig.business.registryCheckUrl,
        ...memberLists,
        localizedPath("contact", locale),
        localizedPath("tours", locale),
      ]);

      await expectLeadsTo(
        section.getByRole("link", { name: closing.secondaryLink.label }),
        localizedPath("tours", locale),
      );
      await section.getByRole("link", { name: closing.primaryLink.label }).click();
      await expect(page).toHaveURL(localizedPath("contact", locale));
      await expect(h1(page)).toHaveText(content[locale].pages.contact.hero.title);
    });
  });
});
