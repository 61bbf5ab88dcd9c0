/**
 * The partnership page as a prospective partner reads it: at a phone's width every card, step and
 * link fits the screen; at a computer's, the title and outline, the reasons, the programs with
 * their benefits and Learn More links, the numbered steps, the requirements and the closing link,
 * each link leading to the contact page with what it is about (each shown and clickable, the
 * closing one followed; ask-for-a-quotation.spec.ts opens each address). The page is the same
 * component in both languages, so it is read once, in Indonesian (the English words are the
 * content's; the page's language, axe-core, width and links in its language are checked in both
 * with every page, every-page.spec.ts).
 */
import { holdsPendingPart } from "../../app/copy/site.ts";
import {
  contactPathFor,
  expect,
  expectH1,
  expectIconCards,
  expectLeadsTo,
  expectWithinWidth,
  fillTemplate,
  fullTitle,
  gotoHydrated,
  h1,
  hrefsOf,
  localizedPath,
  outline,
  region,
  test,
  viewports,
} from "./fixtures";

const locale = "id";
const partnership = localizedPath("partnership", locale);
const contact = localizedPath("contact", locale);

test.describe(`partnership page (${locale})`, () => {
  test.use({ viewport: viewports.phone });

  test("fits a phone's screen; reads the title, outline, reasons, programs, steps, requirements and closing link; its links lead to contact", async ({
    page,
    content,
  }) => {
    await gotoHydrated(page, partnership);

    await test.step(`every card, step and link fits the screen at ${viewports.phone.width} px`, async () => {
      const copy = content[locale].pages.partnership;
      const main = page.getByRole("main");
      const boxes = [
        ...(await main.getByRole("article").all()),
        ...(await main.getByRole("listitem").all()),
        ...(await main.getByRole("link").all()),
      ];
      const benefits = copy.programs.programs.flatMap((program) => program.benefits);
      const requirements = copy.requirements.groups.flatMap((group) => group.requirements);
      const programs = copy.programs.programs.length;
      expect(boxes).toHaveLength(
        programs +
          (copy.why.reasons.length +
            programs +
            benefits.length +
            copy.steps.steps.length +
            requirements.length) +
          (programs + 1),
      );
      await expectWithinWidth(boxes, viewports.phone.width);
    });

    // The rest is read at a computer's width.
    await page.setViewportSize(viewports.desktop);

    await test.step("has its title, one h1 and the sections of the spec in order", async () => {
      const copy = content[locale].pages.partnership;
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      expect(await outline(page)).toEqual([
        `h1 ${copy.hero.title}`,
        `h2 ${copy.why.title}`,
        ...copy.why.reasons.map((reason) => `h3 ${reason.title}`),
        `h2 ${copy.programs.title}`,
        ...copy.programs.programs.map((program) => `h3 ${program.title}`),
        `h2 ${copy.steps.title}`,
        ...copy.steps.steps.map((step) => `h3 ${step.title}`),
        `h2 ${copy.requirements.title}`,
        ...copy.requirements.groups.map((group) => `h3 ${group.title}`),
        `h2 ${copy.cta.title}`,
      ]);
    });

    await test.step("why partner with us: its cards", async () => {
      const { why } = content[locale].pages.partnership;
      await expectIconCards(region(page, why.title), why.reasons);
    });

    await test.step("the programs, each with its benefits and a Learn More link", async () => {
      const { programs } = content[locale].pages.partnership;
      const section = region(page, programs.title);
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(programs.programs.length);
      for (const [index, program] of programs.programs.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAccessibleName(program.title);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(program.title);
        await expect(card.locator("svg").first()).toBeVisible();
        await expect(card.locator("h3 + p")).toHaveText(program.description);
        const benefits = card.getByRole("list", { name: programs.benefitsLabel });
        await expect(benefits.getByRole("listitem")).toHaveText(program.benefits);
        const context = fillTemplate(programs.learnMoreContext, { title: program.title });
        const learnMore = card.getByRole("link", {
          name: `${programs.learnMoreLabel} ${context}`,
          exact: true,
        });
        // ask-for-a-quotation.spec.ts opens this address and finds the program chosen there.
        await expectLeadsTo(
          learnMore,
          contactPathFor(locale, { kind: "program", key: program.key }),
        );
        // Sighted visitors read "Learn More"; the program's name is for screen readers only.
        const hint = (await learnMore.getByText(context).boundingBox()) ?? { width: 99 };
        expect(hint.width).toBeLessThanOrEqual(1);
      }
      await expect(section.getByRole("link")).toHaveCount(programs.programs.length);
    });

    await test.step("how partnership works: numbered steps in an ordered list", async () => {
      const { steps } = content[locale].pages.partnership;
      const { shell } = content[locale];
      const list = region(page, steps.title).locator("ol");
      await expect(list).toHaveCount(1);
      const items = list.locator(":scope > li");
      await expect(items).toHaveCount(steps.steps.length);
      await expect(list.getByRole("listitem")).toHaveCount(steps.steps.length);
      for (const [index, step] of steps.steps.entries()) {
        const item = items.nth(index);
        await expect(item.getByText(String(index + 1), { exact: true })).toBeVisible();
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title);
        // A step naming a contact detail still a placeholder is marked not ready to publish.
        const mark = holdsPendingPart(step.description) ? shell.business.notReady : "";
        await expect(item.locator("p")).toHaveText(`${step.description}${mark}`);
      }
    });

    await test.step("partner requirements for travel agents and corporate partners", async () => {
      const { requirements } = content[locale].pages.partnership;
      const section = region(page, requirements.title);
      for (const group of requirements.groups) {
        await expect(section.getByRole("heading", { level: 3, name: group.title })).toBeVisible();
        await expect(
          section.getByRole("list", { name: group.title }).getByRole("listitem"),
        ).toHaveText(group.requirements);
      }
      await expect(section.getByRole("listitem")).toHaveCount(
        requirements.groups.flatMap((group) => group.requirements).length,
      );
    });

    // Last: it leaves the page for the contact page, the one link it follows.
    await test.step("closes with a Submit Partnership Inquiry link to contact", async () => {
      const { cta } = content[locale].pages.partnership;
      const section = region(page, cta.title);
      await expect(section.getByText(cta.text)).toBeVisible();
      const link = section.getByRole("link", { name: cta.button.label });
      const inquiry = contactPathFor(locale, { kind: "topic", key: "partnership" });
      await expect(link).toHaveAttribute("href", inquiry);
      // Every link in the main content leads to the contact page: 3 Learn More and the closing one.
      const hrefs = await hrefsOf(page.getByRole("main").getByRole("link"));
      expect(hrefs.map((href) => href?.split("?")[0])).toEqual([
        contact,
        contact,
        contact,
        contact,
      ]);
      await link.click();
      await expect(page).toHaveURL(inquiry);
      await expect(h1(page)).toHaveText(content[locale].pages.contact.hero.title);
    });
  });
});
