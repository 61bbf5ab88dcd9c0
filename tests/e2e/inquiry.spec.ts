/**
 * Inquiries that reach the company, in both languages: every call to action carries what the
 * visitor chose to the contact page, the draft survives reloads and other pages, a valid submit
 * hands the whole inquiry to the visitor's own WhatsApp or email (or the clipboard), hostile query
 * strings change nothing, the FAQ and the phone menu work without JavaScript, and no request ever
 * leaves the page.
 */
import type { Page } from "@playwright/test";
import { localizedPath } from "../../app/content/pages.ts";
import { siteConfig } from "../../app/content/site.ts";
import type { ContactCopy } from "../../app/content/types.ts";
import { type InquiryChoice, type InquiryKind, inquiryQuery } from "../../app/lib/inquiry.ts";
import { type Locale, locales } from "../../app/lib/locale.ts";
import { siteContent } from "./content";
import { expect, expectNoAxeViolations, gotoHydrated, test, viewports } from "./fixtures";

const content = await siteContent();

const contactCopy = (locale: Locale): ContactCopy => content[locale].pages.contact;

/** The contact page with a choice, as the site's links build it. */
const contactPathFor = (locale: Locale, choice: InquiryChoice) =>
  `${localizedPath("contact", locale)}${inquiryQuery(choice)}`;

/** The contact form's fields, found by their labels in the page's language. */
function formFields(page: Page, locale: Locale) {
  const { fields } = contactCopy(locale).form;
  const form = page.locator("form");
  const field = (name: keyof typeof fields) =>
    form.getByRole("textbox", { name: fields[name].label, exact: true });
  return {
    form,
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    subject: field("subject"),
    message: field("message"),
    submit: form.getByRole("button", { name: contactCopy(locale).form.submit }),
  };
}

/** The text a `wa.me` or `mailto:` link carries (its `text` or `body`), and a mail link's subject. */
function linkText(href: string): { text: string; subject?: string } {
  const url = new URL(href);
  if (url.protocol === "mailto:") {
    const params = Object.fromEntries(
      url.search
        .slice(1)
        .split("&")
        .map((pair) => pair.split("=").map(decodeURIComponent)),
    );
    return { text: params.body ?? "", subject: params.subject };
  }
  return { text: url.searchParams.get("text") ?? "" };
}

/** The box above the form that names the visitor's choice. */
const chosenBox = (page: Page, locale: Locale) =>
  page
    .getByRole("main")
    .getByText(contactCopy(locale).inquiry.title, { exact: true })
    .locator("xpath=../..");

/** Resolves once every request the page has started since the call has finished. */
function requestsSettled(page: Page) {
  const pending = new Set<unknown>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return () => expect.poll(() => pending.size).toBe(0);
}

const visitor = {
  name: "Siti Rahma",
  email: "siti@example.com",
  phone: "+62 812 0000 0000",
  message: "We are a family of four.\nApril, halal meals please & no long walks 🙏",
};

for (const locale of locales) {
  const copy = contactCopy(locale);
  const choice = (kind: InquiryKind, key: string) => {
    const found = copy.inquiry.choices[`${kind}:${key}`];
    if (!found) throw new Error(`No copy for ${kind} ${key} in ${locale}`);
    return found;
  };

  test.describe(`inquiries (${locale})`, () => {
    test("each package's Request Quotation brings that package to the form and the chat", async ({
      page,
    }) => {
      const { items: tours } = content[locale].pages.tours.packages;
      const labels = content[locale].pages.tours.cardLabels;
      for (const tour of tours) {
        await gotoHydrated(page, localizedPath("tours", locale));
        const card = page.locator(`article#${tour.slug}`);
        await card.getByRole("link", { name: new RegExp(`^${labels.requestQuotation}`) }).click();
        await expect(page).toHaveURL(contactPathFor(locale, { kind: "package", key: tour.slug }));
        const expected = choice("package", tour.slug);
        await expect(chosenBox(page, locale)).toContainText(expected.summary);
        const fields = formFields(page, locale);
        await expect(fields.subject).toHaveValue(expected.subject);
        const chat = page.getByRole("complementary").getByRole("link");
        await expect
          .poll(async () => linkText((await chat.getAttribute("href")) ?? "").text)
          .toBe(expected.greeting);
        expect(expected.summary).toContain(tour.title);
        expect(expected.summary).toContain(tour.duration);
        await page.waitForLoadState("networkidle");
      }
    });

    test("partnership programs, the custom tour and the partnership inquiry carry their topic", async ({
      page,
    }) => {
      const { programs } = content[locale].pages.partnership.programs;
      for (const program of programs) {
        await gotoHydrated(page, localizedPath("partnership", locale));
        await page.locator("article", { hasText: program.title }).getByRole("link").click();
        await expect(page).toHaveURL(contactPathFor(locale, { kind: "program", key: program.key }));
        await expect(chosenBox(page, locale)).toContainText(choice("program", program.key).summary);
        await page.waitForLoadState("networkidle");
        await expect(formFields(page, locale).subject).toHaveValue(
          choice("program", program.key).subject,
        );
      }
      const { customTour } = content[locale].pages.tours;
      await gotoHydrated(page, localizedPath("tours", locale));
      await page.getByRole("link", { name: customTour.button.label }).click();
      await expect(page).toHaveURL(customTour.button.to);
      await expect(formFields(page, locale).subject).toHaveValue(
        choice("topic", "custom-tour").subject,
      );
    });

    test("the home page's View Details lands on that package's card on the tours page", async ({
      page,
    }) => {
      const { featured } = content[locale].pages.home;
      const tour = featured.packages[2];
      if (!tour) throw new Error("no third package");
      await gotoHydrated(page, localizedPath("home", locale));
      await page
        .getByRole("link", { name: new RegExp(`^${featured.detailsLabel}.*${tour.title}`) })
        .click();
      await expect(page).toHaveURL(localizedPath("tours", locale, tour.slug));
      await expect(
        page.locator(`article#${tour.slug}`).getByRole("heading", { level: 3 }),
      ).toBeInViewport();
    });

    test("a chosen package can be removed, and the subject it filled goes with it", async ({
      page,
    }) => {
      const slug = content[locale].pages.tours.packages.items[1]?.slug ?? "";
      await gotoHydrated(page, contactPathFor(locale, { kind: "package", key: slug }));
      const expected = choice("package", slug);
      const fields = formFields(page, locale);
      await expect(fields.subject).toHaveValue(expected.subject);
      await page.getByRole("button", { name: new RegExp(copy.inquiry.remove) }).click();
      await expect(page).toHaveURL(localizedPath("contact", locale));
      await expect(page.getByText(expected.summary)).toHaveCount(0);
      await expect(fields.subject).toHaveValue("");
      const chat = page.getByRole("complementary").getByRole("link");
      expect(linkText((await chat.getAttribute("href")) ?? "").text).toBe(
        content[locale].shell.chat.greeting,
      );
    });

    test("keeps what the visitor wrote in the subject when a package is chosen", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("contact", locale));
      const fields = formFields(page, locale);
      const settled = requestsSettled(page);
      await fields.subject.fill("Honeymoon ideas");
      // Focusing the form fetches the toast library: let it arrive before leaving the page.
      await settled();
      await gotoHydrated(page, contactPathFor(locale, { kind: "package", key: "tokyo-discovery" }));
      await expect(page.getByText(choice("package", "tokyo-discovery").summary)).toBeVisible();
      await expect(fields.subject).toHaveValue("Honeymoon ideas");
    });

    test("a valid submit hands the whole inquiry to WhatsApp, email and the clipboard", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
      const slug = "hokkaido-winter-wonderland";
      await gotoHydrated(page, contactPathFor(locale, { kind: "package", key: slug }));
      const fields = formFields(page, locale);
      await fields.name.fill(visitor.name);
      await fields.email.fill(visitor.email);
      await fields.phone.fill(visitor.phone);
      await fields.message.fill(visitor.message);
      const subject = await fields.subject.inputValue();
      requests.length = 0;
      await fields.submit.click();

      await expect(page.locator("[data-sonner-toast]")).toContainText(copy.form.successToast.title);
      for (const field of [
        fields.name,
        fields.email,
        fields.phone,
        fields.subject,
        fields.message,
      ]) {
        await expect(field).toHaveValue("");
      }

      const panel = page.getByRole("region", { name: copy.handOff.title });
      await expect(panel.getByRole("heading", { name: copy.handOff.title })).toBeFocused();
      const composed = await panel
        .getByRole("textbox", { name: copy.handOff.textLabel })
        .inputValue();
      const summary = choice("package", slug).summary;
      for (const part of [
        visitor.name,
        visitor.email,
        visitor.phone,
        subject,
        visitor.message,
        summary,
      ]) {
        expect(composed, part).toContain(part);
      }
      expect(composed).toContain(copy.handOff.compose.languageName);

      const whatsapp = await panel
        .getByRole("link", { name: new RegExp(copy.handOff.whatsapp) })
        .getAttribute("href");
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${siteConfig.whatsappNumber}\\?`));
      expect(linkText(whatsapp ?? "").text).toBe(composed);

      const email = await panel
        .getByRole("link", { name: copy.handOff.email })
        .getAttribute("href");
      expect(email).toMatch(new RegExp(`^mailto:${siteConfig.emailBookings}\\?`));
      expect(linkText(email ?? "")).toEqual({
        text: composed,
        subject: copy.handOff.emailSubject.replace("{subject}", subject),
      });

      await panel.getByRole("button", { name: copy.handOff.copy }).click();
      await expect(panel.getByRole("status")).toHaveText(copy.handOff.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(composed);

      // Nothing was sent anywhere: no request at all, let alone a POST, while handing off.
      expect(requests.filter((request) => !/\/assets\/[\w.-]+\.js$/.test(request))).toEqual([]);

      // The next step stays (a reload included) until the visitor closes it; the draft is gone.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(panel.getByRole("textbox", { name: copy.handOff.textLabel })).toHaveValue(
        composed,
      );
      await expect(fields.name).toHaveValue("");
      await panel.getByRole("button", { name: copy.handOff.dismiss }).click();
      await expect(panel).toHaveCount(0);
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("region", { name: copy.handOff.title })).toHaveCount(0);
    });

    test("an inquiry too long for a link is never cut: the visitor is told and copies it", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("contact", locale));
      const fields = formFields(page, locale);
      const long = `${"Our group needs a detailed plan for each day. ".repeat(60)}END`;
      await fields.name.fill(visitor.name);
      await fields.email.fill(visitor.email);
      await fields.message.fill(long);
      await fields.submit.click();
      const panel = page.getByRole("region", { name: copy.handOff.title });
      await expect(panel.getByText(copy.handOff.tooLong)).toBeVisible();
      expect(
        await panel.getByRole("textbox", { name: copy.handOff.textLabel }).inputValue(),
      ).toContain(long);
      const whatsapp = await panel
        .getByRole("link", { name: new RegExp(copy.handOff.whatsapp) })
        .getAttribute("href");
      expect(linkText(whatsapp ?? "").text).toBe(copy.handOff.pasteGreeting);
      await expect(panel.getByRole("button", { name: copy.handOff.copy })).toBeVisible();
    });

    test("what the visitor types survives a reload, another page and the way back", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("contact", locale));
      const fields = formFields(page, locale);
      await fields.name.fill(visitor.name);
      await fields.message.fill(visitor.message);
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(fields.name).toHaveValue(visitor.name);
      await expect(fields.message).toHaveValue(visitor.message);

      await page
        .getByRole("banner")
        .getByRole("link", { name: content[locale].shell.header.navigation[2]?.label, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(localizedPath("tours", locale));
      await page.goBack();
      await expect(fields.name).toHaveValue(visitor.name);
      await expect(fields.message).toHaveValue(visitor.message);
    });

    test("an empty submit shows the spec's error toast and explains each field", async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath("contact", locale));
      const fields = formFields(page, locale);
      await fields.subject.fill("Tokyo");
      await fields.submit.click();
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText(copy.form.errorToast.title);
      await expect(toast).toContainText(copy.form.errorToast.description);
      if (locale === "en") await expect(toast).toContainText("Please fill in all required fields");
      await expect(fields.name).toBeFocused();
      for (const [field, name] of [
        [fields.name, "name"],
        [fields.email, "email"],
        [fields.message, "message"],
      ] as const) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(copy.form.missing[name]);
      }
      await expect(fields.subject).toHaveValue("Tokyo");

      await fields.name.fill(visitor.name);
      await fields.email.fill("siti@example");
      await fields.message.fill("Halo");
      await fields.submit.click();
      await expect(fields.email).toHaveAccessibleDescription(copy.form.emailFormat);
      await expect(fields.email).toBeFocused();
    });

    test("hostile or unknown query strings change nothing on the page", async ({ page }) => {
      const base = localizedPath("contact", locale);
      const hostile = [
        "?package=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
        "?package=tokyo-discovery%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
        "?program=__proto__&topic=constructor",
        "?package=TOKYO-DISCOVERY",
        "?package=tokyo-discovery&package=mount-fuji-hakone",
        `?package=${"x".repeat(5000)}`,
        "?package=%E0%A4%A",
        "?topic=javascript:alert(1)",
        "?package[]=tokyo-discovery",
      ];
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      for (const query of hostile) {
        await gotoHydrated(page, `${base}${query}`);
        const fields = formFields(page, locale);
        await expect(fields.subject, query).toHaveValue("");
        await expect(page.getByText(copy.inquiry.title, { exact: true }), query).toHaveCount(0);
        expect(await page.locator("img[src='x'], script:not([src]):not([type])").count()).toBe(
          await page.locator("script:not([src]):not([type])").count(),
        );
        const chat = page.getByRole("complementary").getByRole("link");
        expect(linkText((await chat.getAttribute("href")) ?? "").text, query).toBe(
          content[locale].shell.chat.greeting,
        );
      }
      expect(dialogs).toBe(0);
    });

    test("the quick-contact button opens the same WhatsApp chat as the floating button", async ({
      page,
    }) => {
      await gotoHydrated(page, contactPathFor(locale, { kind: "topic", key: "partnership" }));
      const quick = page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${copy.quickContact.buttonLabel}`) });
      const floating = page.getByRole("complementary").getByRole("link");
      await expect(quick).toHaveAttribute("target", "_blank");
      await expect
        .poll(async () => linkText((await quick.getAttribute("href")) ?? "").text)
        .toBe(choice("topic", "partnership").greeting);
      expect(await quick.getAttribute("href")).toBe(await floating.getAttribute("href"));
    });

    for (const [name, viewport] of Object.entries(viewports)) {
      test(`has no axe violation at ${viewport.width} px with the next step showing (${name})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(
          page,
          contactPathFor(locale, { kind: "package", key: "tokyo-discovery" }),
        );
        const fields = formFields(page, locale);
        await fields.name.fill(visitor.name);
        await fields.email.fill(visitor.email);
        await fields.message.fill(visitor.message);
        await fields.submit.click();
        await expect(page.getByRole("region", { name: copy.handOff.title })).toBeVisible();
        // Measure the toast once it has faded in, not half-transparent.
        const toast = page.locator("[data-sonner-toast]");
        await expect
          .poll(() => toast.evaluate((element) => getComputedStyle(element).opacity))
          .toBe("1");
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the FAQ answers open", async ({ page }) => {
      await page.goto(localizedPath("contact", locale));
      const [item] = copy.faq.items;
      if (!item) throw new Error("no FAQ");
      const answer = page.getByText(item.answer);
      await expect(answer).toBeHidden();
      await page.getByText(item.question).click();
      await expect(answer).toBeVisible();
    });

    test("the phone menu opens, leads to the pages and closes on a tap outside", async ({
      page,
    }) => {
      await page.setViewportSize(viewports.phone);
      await page.goto(localizedPath("about", locale));
      const { header } = content[locale].shell;
      await page.getByRole("button", { name: header.openMenu }).click();
      const menu = page.getByRole("navigation", { name: header.primaryNavLabel });
      const gallery = menu.getByRole("link", { name: header.navigation[3]?.label });
      await expect(gallery).toBeVisible();
      await page.mouse.click(10, 700);
      await expect(gallery).toBeHidden();
      await page.getByRole("button", { name: header.openMenu }).click();
      await gallery.click();
      await expect(page).toHaveURL(localizedPath("gallery", locale));
    });
  });
}
