import type { Locator, Page } from "@playwright/test";
import type { ContactCopy, ContactFormCopy } from "../../app/content/types.ts";
import {
  expect,
  expectH1,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectWithinWidth,
  fullTitle,
  gotoHydrated,
  type Locale,
  locales,
  localizedPath,
  region,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

const fields = ["name", "email", "phone", "subject", "message"] as const;
type Field = (typeof fields)[number];
type FormValues = Record<Field, string>;
const required: Field[] = ["name", "email", "message"];

/** The spec's words for the English page (sections 2 and 8), and the Indonesian hours. */
const named = {
  en: {
    title: "Contact Us",
    form: "Send Us a Message",
    errorToast: { title: "Error", description: "Please fill in all required fields" },
    successToast: {
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    map: "Map Coming Soon",
    quickContactButton: "Chat on WhatsApp",
    hours: ["Monday – Friday: 9:00 – 17:00", "Saturday: 9:00 – 14:00", "Sunday: Closed"],
  },
  id: { hours: ["Senin – Jumat: 09.00 – 17.00"] },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The contact page of one language, driven through its own words. */
function contactPage(page: Page, copy: ContactCopy) {
  const form = page.getByRole("form", { name: copy.message.title });
  /** The field whose visible label is the content's, with or without the required asterisk. */
  const field = (name: Field) =>
    form.getByLabel(new RegExp(`^${escapeRegExp(copy.form.fields[name].label)}\\*?$`));
  // sonner's live region (its name is checked on its own, see "toasts speak the page's language").
  const notifications = page.locator("section:has(> [data-sonner-toaster])");
  return {
    form,
    field,
    notifications,
    toastWith: (text: string): Locator =>
      notifications.locator("[data-sonner-toast]").filter({ hasText: text }),
    async fill(values: FormValues) {
      for (const name of fields) await field(name).fill(values[name]);
    },
    async expectValues(values: FormValues) {
      for (const name of fields) await expect(field(name), name).toHaveValue(values[name]);
    },
    submit: () => form.getByRole("button", { name: copy.form.submit }).click(),
  };
}

/** Opens a language's contact page, ready to be driven through its own words. */
async function openContactPage(page: Page, copy: ContactCopy, path: string) {
  await gotoHydrated(page, path);
  return contactPage(page, copy);
}

/** Waits until a toast has finished sliding in, so colours are measured as visitors see them. */
async function expectSettled(toast: Locator) {
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
  await expect(toast).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");
}

/** The toasts' texts are the content's, and in English the spec's. */
function toastTexts(locale: Locale, form: ContactFormCopy) {
  if (locale === "en") {
    expect(form.errorToast).toEqual(named.en.errorToast);
    expect(form.successToast).toEqual(named.en.successToast);
  }
  return { error: form.errorToast, success: form.successToast };
}

const emptyValues: FormValues = { name: "", email: "", phone: "", subject: "", message: "" };
/** The required fields filled in, the optional ones (phone, subject) left empty. */
const requiredOnly: FormValues = {
  ...emptyValues,
  name: "Budi",
  email: "budi@example.com",
  message: "Hi",
};

for (const locale of locales) {
  const contact = localizedPath("contact", locale);

  test.describe(`contact page (${locale})`, () => {
    test("has its title, one h1 and the sections in order", async ({ page, content }) => {
      const copy = content[locale].pages.contact;
      await gotoHydrated(page, contact);
      await expect(page).toHaveTitle(fullTitle(copy.meta.title));
      await expectH1(page, copy.hero.title);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        copy.details.title,
        copy.quickContact.title,
        copy.message.title,
        copy.findUs.title,
        copy.faq.title,
      ]);
      if (locale === "en") {
        await expectH1(page, named.en.title);
        expect(copy.message.title).toBe(named.en.form);
      }
    });

    test("info cards show the office, phone, both emails and the business hours", async ({
      page,
      content,
    }) => {
      const { details, info } = content[locale].pages.contact;
      await gotoHydrated(page, contact);
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
        content[locale].shell.business.title,
      ]);

      const office = card(info.office.title);
      await expect(office.getByText(info.office.place, { exact: true })).toBeVisible();
      expect(info.office.place).toContain(siteConfig.city);
      await expect(office.getByText(info.office.note)).toBeVisible();

      const phone = card(info.phone.title);
      const phoneLink = phone.getByRole("link", { name: siteConfig.phoneDisplay });
      await expect(phoneLink).toBeVisible();
      await expect(phoneLink).toHaveAttribute("href", `tel:${siteConfig.phoneE164}`);
      await expect(phone.getByText(info.phone.note)).toBeVisible();

      const email = card(info.email.title);
      await expect(email.getByRole("link")).toHaveCount(2);
      for (const { label, address } of info.email.addresses) {
        await expect(email.getByText(label, { exact: true })).toBeVisible();
        const link = email.getByRole("link", { name: address, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", `mailto:${address}`);
      }
      expect(info.email.addresses.map(({ address }) => address)).toEqual([
        siteConfig.emailGeneral,
        siteConfig.emailBookings,
      ]);

      const rows = await card(info.hours.title)
        .locator("dl > div")
        .evaluateAll((items) =>
          items.map(
            (item) =>
              `${item.querySelector("dt")?.textContent}: ${item.querySelector("dd")?.textContent}`,
          ),
        );
      expect(rows).toEqual(info.hours.rows.map(({ days, hours }) => `${days}: ${hours}`));
      expect(rows.slice(0, named[locale].hours.length)).toEqual(named[locale].hours);
    });

    test("the quick-contact card presents the assistant and the topics to ask about", async ({
      page,
      content,
    }) => {
      // Its Chat on WhatsApp link is proved in inquiry.spec.ts (it carries the chosen package).
      const { quickContact } = content[locale].pages.contact;
      await gotoHydrated(page, contact);
      const card = region(page, quickContact.title);
      expect(quickContact.title).toContain(siteConfig.assistantName);
      await expect(card.getByText(quickContact.text)).toBeVisible();
      await expect(card.getByText(quickContact.topicsTitle)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(quickContact.topics);
      if (locale === "en") expect(quickContact.buttonLabel).toBe(named.en.quickContactButton);
      await expect(card.getByRole("link", { name: quickContact.buttonLabel })).toBeVisible();
    });

    test("the form has five labelled fields; name, email and message are required", async ({
      page,
      content,
    }) => {
      const { form: formCopy } = content[locale].pages.contact;
      const { form, field } = await openContactPage(page, content[locale].pages.contact, contact);
      await expect(form).toBeVisible();
      await expect(form.locator("label")).toHaveText(
        fields.map((name) => `${formCopy.fields[name].label}${required.includes(name) ? "*" : ""}`),
      );
      await expect(form.getByText(formCopy.requiredNote)).toBeVisible();
      for (const name of fields) {
        const input = field(name);
        await expect(input).toBeVisible();
        await expect(input).toBeEditable();
        await expect(input).toHaveValue("");
        await expect(input).toHaveAttribute("placeholder", formCopy.fields[name].placeholder);
        // The asterisk is for the eye; assistive tech hears "required" from the attribute instead.
        await expect(input).toHaveAccessibleName(formCopy.fields[name].label);
        if (required.includes(name)) await expect(input).toHaveAttribute("required", "");
        else await expect(input).not.toHaveAttribute("required");
      }
      await expect(form.locator("[required]")).toHaveCount(3);

      await expect(field("name")).toHaveAttribute("autocomplete", "name");
      await expect(field("email")).toHaveAttribute("type", "email");
      await expect(field("email")).toHaveAttribute("autocomplete", "email");
      await expect(field("phone")).toHaveAttribute("type", "tel");
      await expect(field("phone")).toHaveAttribute("autocomplete", "tel");
      await expect(field("subject")).toHaveAttribute("autocomplete", "off");
      const message = field("message");
      expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
      await expect(message).toHaveAttribute("rows", "6");

      const button = form.getByRole("button", { name: formCopy.submit });
      await expect(button).toBeEnabled();
      await expect(button).toHaveAttribute("type", "submit");
    });

    test("a malformed email gets its own toast and message; the values stay", async ({
      page,
      content,
    }) => {
      const copy = content[locale].pages.contact;
      const form = await openContactPage(page, copy, contact);
      // The page checks the fields itself, so the spec's toasts are what the visitor meets.
      await expect(form.form).toHaveAttribute("novalidate", "");
      const typed = { ...emptyValues, name: "Budi", email: "budi", message: "Hello" };
      await form.fill(typed);
      await form.submit();
      const toast = form.toastWith(copy.form.invalidToast.description);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(form.field("email")).toHaveAttribute("aria-invalid", "true");
      await expect(form.field("email")).toHaveAccessibleDescription(copy.form.emailFormat);
      await expect(form.field("email")).toBeFocused();
      await form.expectValues(typed);
    });
  });

  test.describe(`submitting the form with a required field missing (${locale})`, () => {
    const cases: Array<{ name: string; values: FormValues; missing: Field[] }> = [
      { name: "all fields empty", values: emptyValues, missing: ["name", "email", "message"] },
      {
        name: "only whitespace in the required fields",
        values: {
          name: "   ",
          email: "  \t ",
          phone: "+62 812 0000 0000",
          subject: "  Tokyo in April  ",
          message: " \n\n  \n",
        },
        missing: ["name", "email", "message"],
      },
      {
        name: "name and email filled but the message empty",
        values: {
          name: "Budi Santoso",
          email: "budi@example.com",
          phone: "0812 0000 0000",
          subject: "Family trip",
          message: "",
        },
        missing: ["message"],
      },
    ];

    for (const { name, values, missing } of cases) {
      test(`${name}: error toast, values kept as typed`, async ({ page, content }) => {
        const copy = content[locale].pages.contact;
        const form = await openContactPage(page, copy, contact);
        const toasts = toastTexts(locale, copy.form);
        await form.fill(values);
        await form.submit();

        const toast = form.toastWith(toasts.error.description);
        await expect(toast).toBeVisible();
        await expect(toast).toHaveAttribute("data-type", "error");
        await expect(toast.getByText(toasts.error.title, { exact: true })).toBeVisible();
        await expect(form.toastWith(toasts.success.title)).toHaveCount(0);
        // Announced to screen readers: sonner's region is a polite live region.
        await expect(form.notifications).toHaveAttribute("aria-live", "polite");

        // An email input drops surrounding whitespace itself (HTML value sanitization); every other
        // field keeps exactly what was typed.
        await form.expectValues({ ...values, email: values.email.trim() });
        for (const field of fields) {
          const input = form.field(field);
          if (missing.includes(field)) {
            await expect(input).toHaveAttribute("aria-invalid", "true");
            await expect(input).toHaveAccessibleDescription(
              copy.form.missing[field as keyof typeof copy.form.missing],
            );
          } else {
            await expect(input).not.toHaveAttribute("aria-invalid");
          }
        }
        const first = form.field(missing[0] ?? "name");
        await expect(first).toBeFocused();
        // Typing into a flagged field clears its flag.
        await first.pressSequentially("x");
        await expect(first).not.toHaveAttribute("aria-invalid");
      });
    }
  });

  test.describe(`submitting the form with the required fields filled (${locale})`, () => {
    test("shows the success toast, empties all five fields and sends nothing", async ({
      page,
      content,
    }) => {
      const copy = content[locale].pages.contact;
      const form = await openContactPage(page, copy, contact);
      const toasts = toastTexts(locale, copy.form);
      const longMessage =
        `<b>Halo!</b> <script>alert(1)</script> <img src=x onerror="alert(2)"> Kami ingin ke Jepang 🗻🌸🍣👨‍👩‍👧‍👦 ${"Sakura season please. ".repeat(500)}`.slice(
          0,
          10_000,
        );
      const values: FormValues = {
        name: "Siti <i>Rahma</i> 🌸",
        email: "siti.rahma@example.com",
        phone: "+62 812 0000 0000",
        subject: '<a href="https://evil.example">Tokyo</a> & Kyoto',
        message: longMessage,
      };
      await form.fill(values);
      await form.expectValues(values);

      const scriptsBefore = await page.locator("script").count();
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const requests: string[] = [];
      const record = (request: { url: () => string }) => requests.push(request.url());
      page.on("request", record);

      await form.submit();
      const toast = form.toastWith(toasts.success.description);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("data-type", "success");
      await expect(toast.getByText(toasts.success.title, { exact: true })).toBeVisible();
      await expect(form.toastWith(toasts.error.description)).toHaveCount(0);
      await form.expectValues(emptyValues);
      page.off("request", record);

      // Nothing is sent anywhere: the only requests are the page's own code for the next step.
      expect(
        requests.filter((url) => !/\/assets\/[\w.-]+\.js$/.test(new URL(url).pathname)),
        "requests sent by the submit",
      ).toEqual([]);
      await expect(page).toHaveURL(contact);
      expect(await page.locator("script").count()).toBe(scriptsBefore);
      await expect(page.locator("img[src='x']")).toHaveCount(0);
      expect(dialogs).toEqual([]);
      for (const field of fields)
        await expect(form.field(field)).not.toHaveAttribute("aria-invalid");
    });

    test("phone and subject may stay empty", async ({ page, content }) => {
      const copy = content[locale].pages.contact;
      const form = await openContactPage(page, copy, contact);
      await form.fill(requiredOnly);
      await form.submit();
      await expect(form.toastWith(copy.form.successToast.description)).toBeVisible();
      await form.expectValues(emptyValues);
    });

    test("an error after a success, and a success after an error, each get their own toast", async ({
      page,
      content,
    }) => {
      const copy = content[locale].pages.contact;
      const form = await openContactPage(page, copy, contact);
      const { errorToast: error, successToast: success } = copy.form;
      await form.submit();
      await expect(form.toastWith(error.description)).toBeVisible();
      await form.fill(requiredOnly);
      await form.submit();
      await expect(form.toastWith(success.description)).toHaveAttribute("data-type", "success");
      await form.expectValues(emptyValues);
      // The form is empty again: sending it now is an error, with a toast of its own beside the
      // success toast (the first error toast may have timed out by now).
      const errorToasts = form.toastWith(error.description);
      const errorsBefore = await errorToasts.count();
      await form.submit();
      await expect(errorToasts).toHaveCount(errorsBefore + 1);
      await expect(form.toastWith(success.description)).toBeVisible();
    });
  });

  test(`toasts speak the page's language (${locale})`, async ({ page, content }) => {
    const copy = content[locale].pages.contact;
    const { ui } = content[locale].shell;
    const form = await openContactPage(page, copy, contact);
    await form.fill(requiredOnly);
    await form.submit();
    const toast = form.toastWith(copy.form.successToast.description);
    await expect(toast).toBeVisible();
    await expect(form.notifications).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(ui.toastRegion)}`),
    );
    await expect(toast.getByRole("button")).toHaveAccessibleName(ui.toastClose);
  });

  test.describe(`Find Us and FAQ (${locale})`, () => {
    test("Find Us shows the map placeholder", async ({ page, content }) => {
      const { findUs } = content[locale].pages.contact;
      await gotoHydrated(page, contact);
      const section = region(page, findUs.title);
      await expect(section.getByText(findUs.intro)).toBeVisible();
      await expect(section.getByRole("heading", { name: findUs.mapTitle })).toBeVisible();
      if (locale === "en") expect(findUs.mapTitle).toBe(named.en.map);
      await expect(section.getByText(findUs.mapText)).toBeVisible();
      await expect(section.getByText(findUs.place, { exact: true })).toBeVisible();
      await expect(section.locator("iframe")).toHaveCount(0);
    });

    test("the four questions open and close from the keyboard", async ({ page, content }) => {
      const { faq } = content[locale].pages.contact;
      await gotoHydrated(page, contact);
      const section = region(page, faq.title);
      const items = section.locator("details");
      const questions = items.locator("summary");
      expect(faq.items).toHaveLength(4);
      await expect(items).toHaveCount(4);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        faq.items.map((item) => item.question),
      );

      for (const [index, { question, answer }] of faq.items.entries()) {
        const item = items.nth(index);
        await expect(item.locator("summary")).toHaveText(question);
        await expect(item).not.toHaveAttribute("open");
        await expect(item.getByText(answer)).toBeHidden();

        const [openKey, closeKey] = index % 2 === 0 ? ["Enter", "Space"] : ["Space", "Enter"];
        await item.locator("summary").focus();
        await page.keyboard.press(openKey);
        await expect(item).toHaveAttribute("open", "");
        await expect(item.getByText(answer, { exact: true })).toBeVisible();

        await page.keyboard.press(closeKey);
        await expect(item).not.toHaveAttribute("open");
        await expect(item.getByText(answer)).toBeHidden();
      }

      // Arrow keys, Home and End move between questions (wrapping at the ends); Tab reaches them
      // in order.
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

    test("several answers can be open at once", async ({ page, content }) => {
      const { faq } = content[locale].pages.contact;
      await gotoHydrated(page, contact);
      const section = region(page, faq.title);
      for (const { question } of faq.items) {
        await section.locator("summary").filter({ hasText: question }).click();
      }
      for (const { answer } of faq.items) await expect(section.getByText(answer)).toBeVisible();
    });
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(`contact page at ${viewport.width} px (${name}, ${locale})`, () => {
      test.use({ viewport });

      test("nothing overflows sideways and the form is usable", async ({ page, content }) => {
        const form = await openContactPage(page, content[locale].pages.contact, contact);
        await expectNoSidewaysScroll(page);
        const inputs = fields.map((field) => form.field(field));
        await expectWithinWidth(inputs, viewport.width);
        for (const input of inputs) {
          expect((await input.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
      });

      test("axe-core finds nothing with an answer open and the error toast showing", async ({
        page,
        content,
      }) => {
        const copy = content[locale].pages.contact;
        const form = await openContactPage(page, copy, contact);
        await region(page, copy.faq.title)
          .locator("summary")
          .filter({ hasText: copy.faq.items[0]?.question ?? "" })
          .click();
        await form.fill({ ...emptyValues, email: "budi@example.com" });
        await form.submit();
        await expectSettled(form.toastWith(copy.form.errorToast.description));
        await expectNoAxeViolations(page);
      });
    });
  }

  test.describe(`contact form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("cannot send typed values anywhere and says how else to reach us", async ({
      page,
      content,
    }) => {
      const copy = content[locale].pages.contact;
      const { form } = contactPage(page, copy);
      await page.goto(contact);
      await expect(form.getByRole("button", { name: copy.form.submit })).toBeDisabled();
      // Playwright's text matching passes over <noscript>, so the paragraph is found by its place.
      const note = form.locator("noscript > p");
      await expect(note).toBeVisible();
      await expect(note).toHaveText(copy.form.noScript);
      await expect(
        region(page, copy.details.title).getByRole("link", { name: siteConfig.emailGeneral }),
      ).toBeVisible();
    });
  });
}
