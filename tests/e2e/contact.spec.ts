import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/content/site.ts";
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectWithinWidth,
  gotoHydrated,
  test,
  viewports,
} from "./fixtures";

const fieldLabels = ["Name", "Email", "Phone", "Subject", "Message"] as const;
type FieldLabel = (typeof fieldLabels)[number];
type FormValues = Record<FieldLabel, string>;

const errorText = "Please fill in all required fields";
const successTitle = "Message Sent!";
const successText = "Thank you for contacting us. We'll get back to you soon.";

const faq = [
  {
    question: "What documents do I need to travel to Japan?",
    answer:
      "You need a valid passport with at least 6 months of validity, a visa if one is required for your passport (we offer assistance with the application) and travel insurance. When you book, we give you a checklist of everything to prepare.",
  },
  {
    question: "How far in advance should I book?",
    answer:
      "We recommend booking 2-3 months in advance, especially for the cherry blossom and autumn peak seasons. Last-minute bookings are possible, subject to availability.",
  },
  {
    question: "Can I customize a tour package?",
    answer:
      "Yes. All of our packages can be customized to suit your group, your interests and your schedule.",
  },
  {
    question: "What is your cancellation policy?",
    answer:
      "Our cancellation policy varies by package and travel date. Cancellations made 60 or more days before departure incur minimal fees. Full details are in your booking confirmation.",
  },
];

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Send Us a Message" });
}

/** The field whose visible label is `label`, with or without the required asterisk. */
function field(page: Page, label: FieldLabel) {
  return contactForm(page).getByLabel(new RegExp(`^${label}\\*?$`));
}

async function fillForm(page: Page, values: FormValues) {
  for (const label of fieldLabels) await field(page, label).fill(values[label]);
}

async function expectFormValues(page: Page, values: FormValues) {
  for (const label of fieldLabels) await expect(field(page, label)).toHaveValue(values[label]);
}

/** Turns off the browser's own checks, so the page's validation is what the visitor meets. */
async function bypassBrowserValidation(page: Page) {
  await contactForm(page).evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
}

function submit(page: Page) {
  return contactForm(page).getByRole("button", { name: "Send Message" }).click();
}

function notifications(page: Page) {
  return page.getByRole("region", { name: /^Notifications/ });
}

function toastWith(page: Page, text: string): Locator {
  return notifications(page).locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Waits until a toast has finished sliding in, so colours are measured as visitors see them. */
async function expectSettled(toast: Locator) {
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
  await expect(toast).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");
}

const emptyValues: FormValues = { Name: "", Email: "", Phone: "", Subject: "", Message: "" };
/** The required fields filled in, the optional ones (phone, subject) left empty. */
const requiredOnly: FormValues = {
  ...emptyValues,
  Name: "Budi",
  Email: "budi@example.com",
  Message: "Hi",
};

test.describe("contact page", () => {
  test("has its title, one h1 and the sections in order", async ({ page, health }) => {
    await gotoHydrated(page, "/contact");
    await expect(page).toHaveTitle(/^Contact Us \| /);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "Get in Touch",
      `Chat with ${siteConfig.assistantName}`,
      "Send Us a Message",
      "Find Us",
      "Frequently Asked Questions",
    ]);
    expect(health.consoleErrors).toEqual([]);
  });

  test("info cards show the office, phone, both emails and the business hours", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/contact");
    const section = page.getByRole("region", { name: "Get in Touch" });
    const card = (title: string) =>
      section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Office",
      "Phone",
      "Email",
      "Business Hours",
    ]);

    const office = card("Office");
    await expect(office.getByText("Jakarta, Indonesia", { exact: true })).toBeVisible();
    await expect(office.getByText("Full address available on request")).toBeVisible();

    const phone = card("Phone");
    const phoneLink = phone.getByRole("link", { name: siteConfig.phoneDisplay });
    await expect(phoneLink).toBeVisible();
    await expect(phoneLink).toHaveAttribute("href", `tel:${siteConfig.phoneE164}`);
    await expect(phone.getByText("WhatsApp available")).toBeVisible();

    const email = card("Email");
    const emailLinks = email.getByRole("link");
    await expect(emailLinks).toHaveCount(2);
    for (const address of [siteConfig.emailGeneral, siteConfig.emailBookings]) {
      const link = email.getByRole("link", { name: address, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `mailto:${address}`);
    }

    const hours = card("Business Hours");
    const rows = await hours
      .locator("dl > div")
      .evaluateAll((items) =>
        items.map(
          (item) =>
            `${item.querySelector("dt")?.textContent}: ${item.querySelector("dd")?.textContent}`,
        ),
      );
    expect(rows).toEqual([
      "Monday – Friday: 9:00 – 17:00",
      "Saturday: 9:00 – 14:00",
      "Sunday: Closed",
    ]);
    await expect(hours.getByText("Sunday")).toBeVisible();
    expect(health.failedRequests).toEqual([]);
  });

  test("the quick-contact card presents the assistant; its button has no link target", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/contact");
    const card = page.getByRole("region", { name: `Chat with ${siteConfig.assistantName}` });
    await expect(
      card.getByText(`${siteConfig.assistantName}, our virtual travel assistant`),
    ).toBeVisible();
    await expect(card.getByRole("link")).toHaveCount(0);

    const button = card.getByRole("button", { name: "Chat on WhatsApp" });
    await expect(button).toBeVisible();
    await button.click();
    // Pressing it leaves the visitor here and points to the floating chat button, the WhatsApp link.
    await expect(
      page.getByText("To chat with us on WhatsApp, tap the green chat button in the corner"),
    ).toBeVisible();
    await expect(page).toHaveURL("/contact");
    expect(context.pages()).toHaveLength(1);
    await expect(
      page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" }),
    ).toBeVisible();
  });

  test("the form has five labelled fields; name, email and message are required", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    await expect(form).toBeVisible();
    expect(await form.locator("label").allTextContents()).toEqual([
      "Name*",
      "Email*",
      "Phone",
      "Subject",
      "Message*",
    ]);
    await expect(
      form.getByText(/Fields marked with an asterisk \(\*\) are required/),
    ).toBeVisible();
    for (const label of fieldLabels) {
      const input = field(page, label);
      await expect(input).toBeVisible();
      await expect(input).toBeEditable();
      await expect(input).toHaveValue("");
      // The asterisk is for the eye; assistive tech hears "required" from the attribute instead.
      await expect(input).toHaveAccessibleName(label);
    }
    for (const label of ["Name", "Email", "Message"] as const) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    for (const label of ["Phone", "Subject"] as const) {
      await expect(field(page, label)).not.toHaveAttribute("required");
    }
    await expect(form.locator("[required]")).toHaveCount(3);

    await expect(field(page, "Name")).toHaveAttribute("autocomplete", "name");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Email")).toHaveAttribute("autocomplete", "email");
    await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
    await expect(field(page, "Phone")).toHaveAttribute("autocomplete", "tel");
    await expect(field(page, "Subject")).toHaveAttribute("autocomplete", "off");
    const message = field(page, "Message");
    expect(await message.evaluate((el) => el.tagName)).toBe("TEXTAREA");
    await expect(message).toHaveAttribute("rows", "6");
    await expect(message).not.toHaveAttribute("autocomplete");

    const button = form.getByRole("button", { name: "Send Message" });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("type", "submit");
    expect(health.consoleErrors).toEqual([]);
  });

  test("the browser itself stops an empty or malformed required field", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/contact");
    await submit(page);
    expect(
      await field(page, "Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await fillForm(page, { ...emptyValues, Name: "Budi", Email: "budi", Message: "Hello" });
    await submit(page);
    expect(
      await field(page, "Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    await expect(notifications(page).locator("[data-sonner-toast]")).toHaveCount(0);
    await expectFormValues(page, { ...emptyValues, Name: "Budi", Email: "budi", Message: "Hello" });
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("submitting the form with a required field missing", () => {
  const cases: Array<{ name: string; values: FormValues; missing: FieldLabel[] }> = [
    { name: "all fields empty", values: emptyValues, missing: ["Name", "Email", "Message"] },
    {
      name: "only whitespace in the required fields",
      values: {
        Name: "   ",
        Email: "  \t ",
        Phone: "+62 812 0000 0000",
        Subject: "  Tokyo in April  ",
        Message: " \n\n  \n",
      },
      missing: ["Name", "Email", "Message"],
    },
    {
      name: "name and email filled but the message empty",
      values: {
        Name: "Budi Santoso",
        Email: "budi@example.com",
        Phone: "0812 0000 0000",
        Subject: "Family trip",
        Message: "",
      },
      missing: ["Message"],
    },
  ];

  for (const { name, values, missing } of cases) {
    test(`${name}: error toast, values kept as typed`, async ({ page, health }) => {
      await gotoHydrated(page, "/contact");
      await bypassBrowserValidation(page);
      await fillForm(page, values);
      await submit(page);

      const toast = toastWith(page, errorText);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(toast.getByText("Error", { exact: true })).toBeVisible();
      await expect(toastWith(page, successTitle)).toHaveCount(0);
      // Announced to screen readers: sonner's region is a polite live region.
      await expect(notifications(page)).toHaveAttribute("aria-live", "polite");

      // An email input drops surrounding whitespace itself (HTML value sanitization); every other
      // field keeps exactly what was typed.
      await expectFormValues(page, { ...values, Email: values.Email.trim() });
      for (const label of fieldLabels) {
        const input = field(page, label);
        if (missing.includes(label)) await expect(input).toHaveAttribute("aria-invalid", "true");
        else await expect(input).not.toHaveAttribute("aria-invalid");
      }
      await expect(field(page, missing[0] ?? "Name")).toBeFocused();

      // Typing into a flagged field clears its flag.
      const first = field(page, missing[0] ?? "Name");
      await first.pressSequentially("x");
      await expect(first).not.toHaveAttribute("aria-invalid");
      expect(health.consoleErrors).toEqual([]);
    });
  }
});

test.describe("submitting the form with the required fields filled", () => {
  test("shows the success toast, empties all five fields and sends nothing", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/contact");
    const longMessage =
      `<b>Halo!</b> <script>alert(1)</script> <img src=x onerror="alert(2)"> Kami ingin ke Jepang 🗻🌸🍣👨‍👩‍👧‍👦 ${"Sakura season please. ".repeat(500)}`.slice(
        0,
        10_000,
      );
    expect(longMessage).toHaveLength(10_000);
    const values: FormValues = {
      Name: "Siti <i>Rahma</i> 🌸",
      Email: "siti.rahma@example.com",
      Phone: "+62 812 0000 0000",
      Subject: '<a href="https://evil.example">Tokyo</a> & Kyoto',
      Message: longMessage,
    };
    await fillForm(page, values);
    await expectFormValues(page, values);
    expect(await field(page, "Message").inputValue()).toBe(longMessage);

    const scriptsBefore = await page.locator("script").count();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requests: string[] = [];
    const record = (request: { url: () => string }) => requests.push(request.url());
    page.on("request", record);

    await submit(page);
    const toast = toastWith(page, successText);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "success");
    await expect(toast.getByText(successTitle, { exact: true })).toBeVisible();
    await expect(toastWith(page, errorText)).toHaveCount(0);
    await expectFormValues(page, emptyValues);
    page.off("request", record);

    expect(requests, "requests sent by the submit").toEqual([]);
    await expect(page).toHaveURL("/contact");
    expect(await page.locator("script").count()).toBe(scriptsBefore);
    await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
    await expect(page.locator("img[src='x']")).toHaveCount(0);
    expect(dialogs).toEqual([]);
    for (const label of fieldLabels)
      await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
    expect(health.consoleErrors).toEqual([]);
  });

  test("phone and subject may stay empty", async ({ page, health }) => {
    await gotoHydrated(page, "/contact");
    await fillForm(page, requiredOnly);
    await submit(page);
    await expect(toastWith(page, successText)).toBeVisible();
    await expectFormValues(page, emptyValues);
    expect(health.consoleErrors).toEqual([]);
  });

  test("an error after a success, and a success after an error, each get their own toast", async ({
    page,
    health,
  }) => {
    await gotoHydrated(page, "/contact");
    await bypassBrowserValidation(page);
    const toasts = notifications(page).locator("[data-sonner-toast]");
    await submit(page);
    await expect(toastWith(page, errorText)).toBeVisible();
    await fillForm(page, requiredOnly);
    await submit(page);
    await expect(toastWith(page, successText)).toBeVisible();
    await expect(toastWith(page, successText)).toHaveAttribute("data-type", "success");
    await expectFormValues(page, emptyValues);
    // The form is empty again: sending it now is an error, with a toast of its own beside the
    // success toast (the first error toast may have timed out by now).
    const errorToasts = toasts.filter({ hasText: errorText });
    const errorsBefore = await errorToasts.count();
    await submit(page);
    await expect(errorToasts).toHaveCount(errorsBefore + 1);
    await expect(toastWith(page, successText)).toBeVisible();
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("Find Us and FAQ", () => {
  test("Find Us shows the map placeholder", async ({ page, health }) => {
    await gotoHydrated(page, "/contact");
    const section = page.getByRole("region", { name: "Find Us" });
    await expect(section.getByRole("heading", { name: "Map Coming Soon" })).toBeVisible();
    await expect(section.getByText(/maps integration is planned/)).toBeVisible();
    expect(health.consoleErrors).toEqual([]);
  });

  test("the four questions open and close from the keyboard", async ({ page, health }) => {
    await gotoHydrated(page, "/contact");
    const section = page.getByRole("region", { name: "Frequently Asked Questions" });
    const triggers = section.getByRole("button");
    await expect(triggers).toHaveCount(4);
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      faq.map((item) => item.question),
    );

    for (const [index, { question, answer }] of faq.entries()) {
      const trigger = section
        .getByRole("heading", { level: 3, name: question })
        .getByRole("button");
      await expect(trigger).toHaveAccessibleName(question);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(section.getByText(answer)).toBeHidden();

      const [openKey, closeKey] = index % 2 === 0 ? ["Enter", "Space"] : ["Space", "Enter"];
      await trigger.focus();
      await page.keyboard.press(openKey);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = section.getByRole("region", { name: question });
      await expect(panel).toHaveText(answer);
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute(
        "aria-controls",
        (await panel.getAttribute("id")) ?? "",
      );

      await page.keyboard.press(closeKey);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(section.getByText(answer)).toBeHidden();
    }

    // Arrow keys, Home and End move between questions (wrapping at the ends); Tab reaches them
    // in order.
    await triggers.first().focus();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(triggers.nth(2)).toBeFocused();
    expect(health.consoleErrors).toEqual([]);
  });

  test("several answers can be open at once", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const section = page.getByRole("region", { name: "Frequently Asked Questions" });
    for (const { question } of faq) await section.getByRole("button", { name: question }).click();
    for (const { answer } of faq) await expect(section.getByText(answer)).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("nothing overflows sideways and the form is usable", async ({ page, health }) => {
      await gotoHydrated(page, "/contact");
      await expectNoSidewaysScroll(page);
      const fields = fieldLabels.map((label) => field(page, label));
      await expectWithinWidth(fields, viewport.width);
      for (const box of fields)
        expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(health.consoleErrors).toEqual([]);
    });

    test("axe-core finds nothing with an answer open and the error toast showing", async ({
      page,
      health,
    }) => {
      await gotoHydrated(page, "/contact");
      await page
        .getByRole("region", { name: "Frequently Asked Questions" })
        .getByRole("button", { name: faq[0]?.question ?? "" })
        .click();
      await bypassBrowserValidation(page);
      await fillForm(page, { ...emptyValues, Email: "budi@example.com" });
      await submit(page);
      await expectSettled(toastWith(page, errorText));
      await expectNoAxeViolations(page);
      expect(health.consoleErrors).toEqual([]);
    });

    test("axe-core finds nothing with the success toast showing", async ({ page, health }) => {
      await gotoHydrated(page, "/contact");
      await fillForm(page, requiredOnly);
      await submit(page);
      await expectSettled(toastWith(page, successText));
      await expectNoAxeViolations(page);
      expect(health.consoleErrors).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form cannot send typed values anywhere and says how else to reach us", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeDisabled();
    await expect(contactForm(page).getByText(/This form needs JavaScript/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Get in Touch" }).getByRole("link", {
        name: siteConfig.emailGeneral,
      }),
    ).toBeVisible();
  });
});
