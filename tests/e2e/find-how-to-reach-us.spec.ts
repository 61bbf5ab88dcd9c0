/**
 * A visitor looks up how to reach the company on the contact page: the office, phone, email and
 * hours, the virtual assistant, the map placeholder and the FAQ (by keyboard), and without
 * JavaScript on a phone. The page is the same component in both languages, so it is read once:
 * with JavaScript in English, without it in Indonesian (the page's language, axe-core, width and
 * links in its language are checked in both with every page, every-page.spec.ts). Sending the form
 * is in ask-for-a-quotation.spec.ts, with the page's axe-core runs.
 */
import { companyFacts } from "../../app/copy/company-facts.ts";
import { holdsPendingPart, isPlaceholderFact } from "../../app/copy/site.ts";
import {
  expect,
  expectH1,
  fullTitle,
  gotoHydrated,
  localizedPath,
  region,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

const contactPath = localizedPath("contact", "en");

test("the contact page shows its sections, how to reach us, the assistant and the map placeholder; the FAQ answers open and close from the keyboard, several at once", async ({
  page,
  content,
}) => {
  const copy = content.en.pages.contact;
  const { details, info, quickContact, findUs } = copy;
  await gotoHydrated(page, contactPath);
  await expect(page).toHaveTitle(fullTitle(copy.meta.title));
  await expectH1(page, copy.hero.title);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    details.title,
    quickContact.title,
    copy.message.title,
    findUs.title,
    copy.faq.title,
  ]);

  // The info cards: office, phone, both email addresses, the business hours.
  const section = region(page, details.title);
  const card = (title: string) =>
    section
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    info.office.title,
    info.phone.title,
    info.email.title,
    info.hours.title,
    content.en.shell.business.title,
  ]);
  const office = card(info.office.title);
  await expect(office.getByText(info.office.place, { exact: true })).toBeVisible();
  expect(info.office.place).toContain(siteConfig.city);
  // The address as the About page gives it.
  const [address] = companyFacts(content.en.shell.business).address.lines;
  await expect(office.getByText(address?.text ?? "no address")).toBeVisible();

  const phone = card(info.phone.title);
  const phoneLink = phone.getByRole("link", { name: siteConfig.phoneDisplay });
  await expect(phoneLink).toHaveAttribute("href", `tel:${siteConfig.phoneE164}`);
  await expect(phoneLink).toBeVisible();
  await expect(phone.getByText(info.phone.note)).toBeVisible();

  const email = card(info.email.title);
  expect(info.email.addresses.map(({ address }) => address)).toEqual([
    siteConfig.emailGeneral,
    siteConfig.emailBookings,
  ]);
  await expect(email.getByRole("link")).toHaveCount(info.email.addresses.length);
  for (const { label, address } of info.email.addresses) {
    await expect(email.getByText(label, { exact: true })).toBeVisible();
    const link = email.getByRole("link", { name: address, exact: true });
    await expect(link).toHaveAttribute("href", `mailto:${address}`);
    await expect(link).toBeVisible();
  }

  // A placeholder number or address is marked not ready to publish (only a preview has one), the
  // official WhatsApp number in the phone card's note too.
  const { notReady } = content.en.shell.business;
  await expect(office.getByText(notReady, { exact: true })).toHaveCount(address?.pending ? 1 : 0);
  await expect(phone.getByText(notReady, { exact: true })).toHaveCount(
    Number(isPlaceholderFact(siteConfig.phoneDisplay)) + Number(holdsPendingPart(info.phone.note)),
  );
  await expect(email.getByText(notReady, { exact: true })).toHaveCount(
    info.email.addresses.filter(({ address }) => isPlaceholderFact(address)).length,
  );

  const rows = await card(info.hours.title)
    .locator("dl > div")
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector("dt")?.textContent}: ${item.querySelector("dd")?.textContent}`,
      ),
    );
  const hoursOf = (list: ReadonlyArray<{ days: string; hours: string }>) =>
    list.map(({ days, hours }) => `${days}: ${hours}`);
  expect(rows).toEqual(hoursOf(info.hours.rows));

  // The quick-contact card presents the assistant; its link is proved with the chosen package in
  // ask-for-a-quotation.spec.ts.
  const quick = region(page, quickContact.title);
  expect(quickContact.title).toContain(siteConfig.assistantName);
  await expect(quick.getByText(quickContact.text)).toBeVisible();
  await expect(quick.getByText(quickContact.topicsTitle)).toBeVisible();
  await expect(quick.getByRole("listitem")).toHaveText(quickContact.topics);
  await expect(quick.getByRole("link", { name: quickContact.buttonLabel })).toBeVisible();

  // Find Us: a placeholder, no map yet.
  const findUsSection = region(page, findUs.title);
  await expect(findUsSection.getByText(findUs.intro)).toBeVisible();
  await expect(findUsSection.getByRole("heading", { name: findUs.mapTitle })).toBeVisible();
  await expect(findUsSection.getByText(findUs.mapText)).toBeVisible();
  await expect(findUsSection.locator("iframe")).toHaveCount(0);

  // The FAQ, by keyboard.
  const { faq } = copy;
  const faqSection = region(page, faq.title);
  const items = faqSection.locator("details");
  const questions = items.locator("summary");
  await expect(faqSection.getByRole("heading", { level: 3 })).toHaveText(
    faq.items.map((item) => item.question),
  );
  await expect(questions).toHaveText(faq.items.map((item) => item.question));

  // Enter and Space each open and close an answer; an open answer stays open while others open.
  const keys = (index: number) => (index % 2 === 0 ? ["Enter", "Space"] : ["Space", "Enter"]);
  for (const [index, { answer }] of faq.items.entries()) {
    const item = items.nth(index);
    await expect(item).not.toHaveAttribute("open");
    await expect(item.getByText(answer)).toBeHidden();
    await questions.nth(index).focus();
    await page.keyboard.press(keys(index)[0] ?? "");
    await expect(item).toHaveAttribute("open", "");
  }
  for (const { answer } of faq.items) {
    await expect(faqSection.getByText(answer, { exact: true })).toBeVisible();
  }
  for (const [index, { answer }] of faq.items.entries()) {
    await questions.nth(index).focus();
    await page.keyboard.press(keys(index)[1] ?? "");
    await expect(items.nth(index)).not.toHaveAttribute("open");
    await expect(items.nth(index).getByText(answer)).toBeHidden();
  }

  // Arrow keys, Home and End move between questions (wrapping at the ends); Tab reaches them in
  // order.
  await questions.first().focus();
  await page.keyboard.press("ArrowUp");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(questions.nth(2)).toBeFocused();
});

test.describe("without JavaScript, on a phone (id)", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test("the form says how else to reach us; the FAQ and the menu still work", async ({
    page,
    content,
  }) => {
    const copy = content.id.pages.contact;
    const { header } = content.id.shell;
    await page.goto(localizedPath("contact", "id"));

    // The form cannot send what is typed anywhere (a submit would put it in the URL), and says
    // how else to reach us.
    const form = page.getByRole("form", { name: copy.message.title });
    await expect(form.getByRole("button", { name: copy.form.submit })).toBeDisabled();
    // Playwright's text matching passes over <noscript>, so the paragraph is found by its place.
    const note = form.locator("noscript > p");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(copy.form.noScript);
    await expect(
      region(page, copy.details.title).getByRole("link", { name: siteConfig.emailGeneral }),
    ).toBeVisible();

    // The FAQ's answers are native disclosures.
    const [item] = copy.faq.items;
    if (!item) throw new Error("no FAQ");
    const answer = page.getByText(item.answer);
    await expect(answer).toBeHidden();
    await page.getByText(item.question).click();
    await expect(answer).toBeVisible();

    // The phone menu is a popover: it opens with the pages' links and closes on a tap outside
    // (that a link in it leads on without JavaScript is in no-javascript.spec.ts).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: header.openMenu }).click();
    const menu = page.getByRole("navigation", { name: header.primaryNavLabel });
    const gallery = header.navigation.find((link) => link.to === localizedPath("gallery", "id"));
    const galleryLink = menu.getByRole("link", { name: gallery?.label, exact: true });
    await expect(galleryLink).toBeVisible();
    await page.mouse.click(10, viewports.phone.height - 100);
    await expect(galleryLink).toBeHidden();
    await expect(page).toHaveURL(localizedPath("contact", "id"));
  });
});
