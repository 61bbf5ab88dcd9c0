/**
 * The privacy notice and the terms as a careful buyer reads them before paying: reached from the
 * footer, titled, dated, with a list of sections that leads to each. What each says is its own
 * text in each language, read in both; the way there (the footer's links, the list of sections
 * scrolling to a section below the fixed header) is the same code in both, followed once, in
 * Indonesian. The sweep of every page (every-page.spec.ts) checks them with axe-core (at a phone's
 * width in both languages, at a computer's in one), their width at both widths and the budgets; the
 * health fixture proves the notice's technical statements on every test (no cookie, no request to
 * another host), and ask-for-a-quotation.spec.ts that sending the form makes no request.
 */
import type { Page } from "@playwright/test";
import type { LocaleContent } from "./content";
import {
  expect,
  expectH1,
  gotoHydrated,
  type Locale,
  locales,
  localizedPath,
  outline,
  test,
} from "./fixtures";

type LegalCopy = LocaleContent["pages"]["privacy" | "terms"];

/** The page open: its title, its date, its outline, each section's text and the list of them. */
async function expectLegalPage(page: Page, copy: LegalCopy) {
  await expectH1(page, copy.hero.title);
  const main = page.getByRole("main");
  await expect(main.getByText(copy.updated, { exact: true })).toBeVisible();
  expect(await outline(page)).toEqual([
    `h1 ${copy.hero.title}`,
    `h2 ${copy.contentsTitle}`,
    ...copy.sections.flatMap((section, index) => [
      `h2 ${index + 1}. ${section.title}`,
      ...(section.payment?.packages.length
        ? [
            `h3 ${section.payment.title}`,
            ...section.payment.packages.map((item) => `h4 ${item.title}`),
          ]
        : []),
    ]),
  ]);
  for (const section of copy.sections) {
    const region = main.getByRole("region", { name: section.title });
    for (const text of [...section.paragraphs, ...(section.points ?? [])]) {
      await expect(region).toContainText(text);
    }
    for (const text of section.payment?.shared ?? []) await expect(region).toContainText(text);
  }
  const contents = main.getByRole("navigation", { name: copy.contentsTitle });
  await expect(contents.getByRole("link")).toHaveText(copy.sections.map((s) => s.title));
}

/** Followed once: the footer leads to the pages, and the list of sections to each section. */
const followedFrom: Locale = "id";

test(`the footer leads to the privacy notice and the terms (${followedFrom}); each, in both languages, lists its sections and says them`, async ({
  page,
  content,
}) => {
  for (const locale of locales) {
    const { shell, pages } = content[locale];
    const follow = locale === followedFrom;
    if (follow) await gotoHydrated(page, localizedPath("home", locale));
    for (const key of ["privacy", "terms"] as const) {
      const copy = pages[key];
      if (follow) {
        const link = shell.footer.legalLinks.find((item) => item.to === localizedPath(key, locale));
        await page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: shell.footer.legalNavLabel })
          .getByRole("link", { name: link?.label, exact: true })
          .click();
        await expect(page).toHaveURL(localizedPath(key, locale));
      } else {
        await gotoHydrated(page, localizedPath(key, locale));
      }
      await expectLegalPage(page, copy);
      if (!follow) continue;
      // The list of sections leads to each; the last is scrolled to below the fixed header.
      const main = page.getByRole("main");
      const contents = main.getByRole("navigation", { name: copy.contentsTitle });
      const last = copy.sections.at(-1);
      await contents.getByRole("link", { name: last?.title, exact: true }).click();
      await expect(page).toHaveURL(`${localizedPath(key, locale)}#${last?.id}`);
      const heading = main.getByRole("heading", { level: 2, name: last?.title });
      await expect(heading).toBeInViewport();
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThan(
        (await page.getByRole("banner").boundingBox())?.height ?? 0,
      );
    }
    // The terms say the payment terms all packages share, as far as the company has given them
    // (a sentence still to give is left out: the first steps say the quotation states it).
    const payment = pages.terms.sections.find((section) => section.payment);
    expect(payment?.payment, `the terms' section on payment (${locale})`).toBeDefined();
    for (const text of payment?.payment?.shared ?? []) {
      await expect(page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
    }
  }
});
