/**
 * A visitor asks for a quotation on the contact page: the package, program or topic they chose on
 * the way comes with them, a form sent incomplete shows the spec's error toast and keeps what was
 * typed, a complete one shows the success toast, empties the form, sends nothing and hands the
 * whole inquiry to their own WhatsApp or email (or the clipboard), what they type survives
 * reloads and other pages and travels in the floating chat's link, and hostile query strings
 * change nothing. axe-core checks the page once per width with all of that showing (the initial
 * page at both widths is every-page.spec.ts's).
 *
 * The form works the same in both languages, so journeys run in English; the Indonesian page is
 * driven once (at 375 px) for its own words: its choice, the chat's greeting with what was typed,
 * its toasts and its hand-off. The rules behind the form (which fields are missing, the email's
 * form, every submit's toast, the message's composition, the link limit, query parsing) are unit
 * tests beside the code: app/components/sections/contact/contact-form.test.tsx,
 * app/lib/contact-form.test.ts, app/lib/inquiry.test.ts.
 */
import type { Locator, Page } from "@playwright/test";
import type { PageKey } from "../../app/copy/pages.ts";
import type { ContactCopy, ShellCopy } from "../../app/copy/view.ts";
import {
  type ContactField,
  type ContactFormValues,
  contactFieldNames,
  emptyContactForm,
} from "../../app/lib/contact-form.ts";
import type { InquiryKind } from "../../app/lib/inquiry.ts";
import {
  contactPathFor,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectWithinWidth,
  fillTemplate,
  gotoHydrated,
  locales,
  localizedPath,
  pageReadySelector,
  region,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

/** The spec's required fields (section 5); its toasts' words are the content's. */
const required: ContactField[] = ["name", "email", "message"];

/** The contact form of one language, driven through its own words. */
function contactForm(page: Page, copy: ContactCopy) {
  const form = page.getByRole("form", { name: copy.message.title });
  /** The field whose visible label is the content's, with or without the required asterisk. */
  const field = (name: ContactField) =>
    form.getByLabel(new RegExp(`^${escapeRegExp(copy.form.fields[name].label)}\\*?$`));
  // sonner's live region.
  const notifications = page.locator("section:has(> [data-sonner-toaster])");
  return {
    form,
    field,
    notifications,
    toastWith: (text: string): Locator =>
      notifications.locator("[data-sonner-toast]").filter({ hasText: text }),
    async fill(values: Partial<ContactFormValues>) {
      for (const name of contactFieldNames) {
        const value = values[name];
        if (value !== undefined) await field(name).fill(value);
      }
    },
    async expectValues(values: ContactFormValues) {
      for (const name of contactFieldNames) {
        await expect(field(name), name).toHaveValue(values[name]);
      }
    },
    submit: () => form.getByRole("button", { name: copy.form.submit }).click(),
    /** The next step after a valid submit. */
    handOff: page.getByRole("region", { name: copy.handOff.title }),
  };
}

/** Follows the header's link to a page of the registry, in the language of `shell`. */
async function followHeaderLink(page: Page, shell: ShellCopy, key: PageKey) {
  const to = localizedPath(key, shell.locale);
  const link = shell.header.navigation.find((item) => item.to === to);
  await page
    .getByRole("banner")
    .getByRole("link", { name: link?.label, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(to);
}

/** The words of a choice in one language. */
function choiceCopy(copy: ContactCopy, kind: InquiryKind, key: string) {
  const found = copy.inquiry.choices[`${kind}:${key}`];
  if (!found) throw new Error(`No words for ${kind} ${key}`);
  return found;
}

/** The box above the form that names the visitor's choice. */
const chosenBox = (page: Page, copy: ContactCopy) =>
  page.getByRole("main").getByText(copy.inquiry.title, { exact: true }).locator("xpath=../..");

/** The text a `wa.me` or `mailto:` link carries (its `text` or `body`), and a mail link's subject. */
function linkText(href: string | null): { text: string; subject?: string } {
  const url = new URL(href ?? "");
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

/** Both chat links (the floating button and the quick-contact card) open the same greeting. */
async function expectChatGreeting(page: Page, copy: ContactCopy, greeting: string) {
  const floating = page.getByRole("complementary").getByRole("link");
  const quick = page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(copy.quickContact.buttonLabel)}`) });
  await expect.poll(async () => linkText(await floating.getAttribute("href")).text).toBe(greeting);
  await expect(quick).toHaveAttribute("target", "_blank");
  expect(await quick.getAttribute("href")).toBe(await floating.getAttribute("href"));
}

/** The floating chat button of a page the visitor moved on to opens with `text`. */
async function expectFloatingChat(page: Page, text: string) {
  await page.locator(pageReadySelector).waitFor({ state: "attached" });
  const floating = page.getByRole("complementary").getByRole("link");
  expect(linkText(await floating.getAttribute("href")).text).toBe(text);
}

/**
 * Waits until a toast has finished sliding in, and the toast behind it has faded its text out, so
 * colours are measured as visitors see them (a busy machine caught the older toast's text half
 * faded).
 */
async function expectSettled(toast: Locator) {
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
  await expect(toast).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 0)");
  // An earlier toast whose time ran out before the pointer came (a busy machine) is leaving: axe
  // would judge its fading close button. Wait until it has gone.
  await expect(toast.page().locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  // The toasts' own transitions only: the page has endless ones (the map's ping).
  await expect
    .poll(() =>
      toast.page().evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return animation.playState === "running" && target?.closest("[data-sonner-toaster]");
          }).length,
      ),
    )
    .toBe(0);
}

/** Resolves once every request the page has started since the call has finished. */
function requestsSettled(page: Page) {
  const pending = new Set<unknown>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return () => expect.poll(() => pending.size).toBe(0);
}

/** A reload, waiting for React to take over again. */
async function reloadHydrated(page: Page) {
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const visitor = {
  name: 'Siti <img src=x onerror="alert(1)"> Rahma 🌸',
  email: "siti@example.com",
  phone: "+62 812 0000 0000",
  message:
    "We are a family of four.\nApril, <script>alert(2)</script> halal meals & no long walks 🙏",
};

/**
 * The fields within the screen's width, each at least 44 px tall for a finger, and nothing
 * scrolling sideways.
 */
async function expectFieldsFit(page: Page, form: ReturnType<typeof contactForm>, width: number) {
  await expectNoSidewaysScroll(page);
  const inputs = contactFieldNames.map((name) => form.field(name));
  await expectWithinWidth(inputs, width);
  for (const input of inputs) {
    expect((await input.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}

/** Opens the first answer of the contact page's questions, for axe-core to read it open. */
async function openFirstAnswer(page: Page, copy: ContactCopy) {
  await region(page, copy.faq.title)
    .locator("summary")
    .filter({ hasText: copy.faq.items[0]?.question ?? "" })
    .click();
}

/**
 * The pointer on the toasts holds them (no toast starts leaving while axe runs, however slow the
 * machine) and spreads the stack, so each is read in full; then nothing overflows sideways and
 * axe-core finds nothing.
 */
async function expectAccessibleWithToasts(page: Page, toast: Locator) {
  await toast.hover();
  await expectSettled(toast);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

test.describe(`at ${viewports.desktop.width} px (en)`, () => {
  test.use({ viewport: viewports.desktop });

  test("a visitor asks for a package's quotation and sends it from their own WhatsApp or email; axe-core finds nothing with every state showing", async ({
    page,
    content,
  }) => {
    const copy = content.en.pages.contact;
    const { ui } = content.en.shell;
    const tour = content.en.pages.tours.packages.items.at(-1);
    if (!tour) throw new Error("no package");
    const chosen = choiceCopy(copy, "package", tour.slug);
    const path = contactPathFor("en", { kind: "package", key: tour.slug });
    await gotoHydrated(page, path);
    const form = contactForm(page, copy);
    await expectFieldsFit(page, form, viewports.desktop.width);
    await openFirstAnswer(page, copy);

    // The package chosen on the way is named above the form, fills the subject and greets in chat.
    await expect(chosenBox(page, copy)).toContainText(chosen.summary);
    expect(chosen.summary).toContain(tour.title);
    expect(chosen.summary).toContain(tour.duration);
    await expect(form.field("subject")).toHaveValue(chosen.subject);
    await expectChatGreeting(page, copy, chosen.greeting);

    // Name, email and message are marked for the eye and required for the browser; the email input
    // is of email type, so the browser checks its form too.
    await expect(form.form.locator("label")).toHaveText(
      contactFieldNames.map(
        (name) => `${copy.form.fields[name].label}${required.includes(name) ? "*" : ""}`,
      ),
    );
    for (const name of contactFieldNames) {
      if (required.includes(name)) await expect(form.field(name)).toHaveAttribute("required", "");
      else await expect(form.field(name)).not.toHaveAttribute("required");
    }
    await expect(form.field("email")).toHaveAttribute("type", "email");

    // Sent without its message: the spec's error toast, announced, and everything typed stays.
    const typed = { ...emptyContactForm, ...visitor, subject: chosen.subject, message: "" };
    await form.fill(typed);
    await form.submit();
    const error = form.toastWith(copy.form.errorToast.description);
    await expect(error).toHaveAttribute("data-type", "error");
    await expect(error.getByText(copy.form.errorToast.title, { exact: true })).toBeVisible();
    await expect(form.notifications).toHaveAttribute("aria-live", "polite");
    await expect(form.notifications).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(ui.toastRegion)}`),
    );
    await expect(error.getByRole("button")).toHaveAccessibleName(ui.toastClose);
    await expect(form.field("message")).toHaveAttribute("aria-invalid", "true");
    await expect(form.field("message")).toBeFocused();
    await form.expectValues(typed);
    // Its close button closes it.
    await error.getByRole("button").click();
    await expect(error).toHaveCount(0);

    // Sent complete: the success toast, five empty fields, and not a single request.
    await form.field("message").fill(visitor.message);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await form.submit();
    const success = form.toastWith(copy.form.successToast.description);
    await expect(success).toHaveAttribute("data-type", "success");
    await expect(success.getByText(copy.form.successToast.title, { exact: true })).toBeVisible();
    await form.expectValues(emptyContactForm);
    for (const name of required) await expect(form.field(name)).not.toHaveAttribute("aria-invalid");
    await expect(page).toHaveURL(path);

    // The next step takes the focus.
    await expect(form.handOff.getByRole("heading", { name: copy.handOff.title })).toBeFocused();

    // Every state at once for axe-core, while the success toast still shows: the chosen package,
    // an open answer, the next step, then an empty submit's flagged fields and its error toast.
    await form.submit();
    const emptyError = form.toastWith(copy.form.errorToast.description);
    await expect(emptyError).toContainText(copy.form.errorToast.title);
    await expect(form.field("name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleWithToasts(page, emptyError);

    // The next step: the whole inquiry, composed for the visitor's own WhatsApp or email.
    const composed = await form.handOff
      .getByRole("textbox", { name: copy.handOff.textLabel })
      .inputValue();
    for (const part of [
      visitor.name,
      visitor.email,
      visitor.phone,
      chosen.subject,
      chosen.summary,
      copy.handOff.compose.languageName,
      ...visitor.message.split("\n"),
    ]) {
      expect(composed, part).toContain(part);
    }
    const whatsapp = form.handOff.getByRole("link", { name: copy.handOff.whatsapp });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const whatsappHref = await whatsapp.getAttribute("href");
    expect(whatsappHref).toMatch(new RegExp(`^https://wa\\.me/${siteConfig.whatsappNumber}\\?`));
    expect(linkText(whatsappHref).text).toBe(composed);
    const emailHref = await form.handOff
      .getByRole("link", { name: copy.handOff.email })
      .getAttribute("href");
    expect(emailHref).toMatch(new RegExp(`^mailto:${siteConfig.emailBookings}\\?`));
    expect(linkText(emailHref)).toEqual({
      text: composed,
      subject: fillTemplate(copy.handOff.emailSubject, { subject: chosen.subject }),
    });

    // Nothing was sent anywhere (the only requests are the page's own code for the next step), and
    // nothing typed ran as markup.
    expect(requests.filter((request) => !/^GET \S+\/assets\/[\w.-]+\.js$/.test(request))).toEqual(
      [],
    );
    await expect(page.locator("img[src='x']")).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // The next step stays, a reload included, until the visitor closes it; the draft is gone.
    await reloadHydrated(page);
    await expect(form.handOff.getByRole("textbox", { name: copy.handOff.textLabel })).toHaveValue(
      composed,
    );
    await expect(form.field("name")).toHaveValue("");
    await form.handOff.getByRole("button", { name: copy.handOff.dismiss }).click();
    await expect(form.handOff).toHaveCount(0);
    await reloadHydrated(page);
    await expect(form.field("name")).toBeVisible();
    await expect(form.handOff).toHaveCount(0);
  });
});

test("an inquiry too long for a link is never cut: the visitor is told and copies it whole", async ({
  page,
  context,
  content,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const copy = content.en.pages.contact;
  await gotoHydrated(page, contactPathFor("en"));
  const form = contactForm(page, copy);
  const long = `${"Our group needs a detailed plan for each day. ".repeat(60)}END`;
  // Phone and subject may stay empty.
  await form.fill({ name: visitor.name, email: visitor.email, message: long });
  await form.submit();
  await expect(form.toastWith(copy.form.successToast.description)).toBeVisible();

  await expect(form.handOff.getByText(copy.handOff.tooLong)).toBeVisible();
  const composed = await form.handOff
    .getByRole("textbox", { name: copy.handOff.textLabel })
    .inputValue();
  expect(composed).toContain(long);
  // The links open the chat or email with a greeting to paste under, never a cut inquiry.
  const hrefOf = (name: string) => form.handOff.getByRole("link", { name }).getAttribute("href");
  expect(linkText(await hrefOf(copy.handOff.whatsapp)).text).toBe(copy.handOff.pasteGreeting);
  expect(linkText(await hrefOf(copy.handOff.email))).toEqual({
    text: copy.handOff.pasteGreeting,
    subject: fillTemplate(copy.handOff.emailSubjectWithoutTopic, { name: visitor.name }),
  });
  await form.handOff.getByRole("button", { name: copy.handOff.copy }).click();
  await expect(form.handOff.getByRole("status")).toHaveText(copy.handOff.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(composed);
});

test("what the visitor types survives a reload, other pages, choosing a package and the way back, and the floating chat carries it", async ({
  page,
  content,
}) => {
  const copy = content.en.pages.contact;
  const { packages, cardLabels } = content.en.pages.tours;
  const tour = packages.items[1];
  if (!tour) throw new Error("no package");
  const contact = contactPathFor("en");
  await gotoHydrated(page, contact);
  const form = contactForm(page, copy);
  const settled = requestsSettled(page);
  const draft = {
    ...emptyContactForm,
    name: visitor.name,
    subject: "Honeymoon ideas",
    message: visitor.message,
  };
  await form.fill(draft);
  // Focusing the form fetches the toast library: let it arrive before leaving the page.
  await settled();
  await reloadHydrated(page);
  await form.expectValues(draft);

  // To the tours page, reached by a link: the floating chat opens with what the visitor wrote.
  await followHeaderLink(page, content.en.shell, "tours");
  await expectFloatingChat(page, visitor.message);

  // And back with a package: the draft comes along, and the subject the visitor wrote is theirs to
  // keep; both chat links greet with the package, then what the visitor wrote.
  const chosen = choiceCopy(copy, "package", tour.slug);
  await page
    .locator(`article#${tour.slug}`)
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(cardLabels.requestQuotation)}`) })
    .click();
  await expect(page).toHaveURL(contactPathFor("en", { kind: "package", key: tour.slug }));
  await expect(chosenBox(page, copy)).toContainText(chosen.summary);
  await form.expectValues(draft);
  const carried = `${chosen.greeting}\n\n${visitor.message}`;
  await expectChatGreeting(page, copy, carried);

  // The next pages' chat carries the same words.
  await page.goBack();
  await expect(page).toHaveURL(localizedPath("tours", "en"));
  await expectFloatingChat(page, carried);
  await page.goBack();
  await expect(page).toHaveURL(contact);
  await form.expectValues(draft);
  await expect(chosenBox(page, copy)).toHaveCount(0);
});

test("a program or topic chosen on the way is named, fills the subject and the chat, and can be removed; hostile or unknown query strings change nothing", async ({
  page,
  content,
}) => {
  // Every package, program and topic the site's links carry has its words in both languages (the
  // links themselves are checked in tours.spec.ts, partnership.spec.ts and package.spec.ts).
  for (const locale of locales) {
    const { pages } = content[locale];
    const topics = [pages.tours.customTour.button.to, pages.partnership.cta.button.to].map(
      (to) => new URL(to, "http://site").searchParams.get("topic") ?? "",
    );
    const choices = [
      ...pages.tours.packages.items.map((tour) => ["package", tour.slug, tour.title] as const),
      ...pages.partnership.programs.programs.map(
        (program) => ["program", program.key, program.title] as const,
      ),
      ...topics.map((key) => ["topic", key, ""] as const),
    ];
    for (const [kind, key, title] of choices) {
      const words = choiceCopy(pages.contact, kind, key);
      expect(words.summary, `${locale} ${kind} ${key}`).toContain(title);
      for (const text of [words.subject, words.greeting]) expect(text).not.toBe("");
    }
  }

  const copy = content.en.pages.contact;
  const form = contactForm(page, copy);
  const program = content.en.pages.partnership.programs.programs.at(-1);
  if (!program) throw new Error("no program");
  const chosen = choiceCopy(copy, "program", program.key);
  await gotoHydrated(page, contactPathFor("en", { kind: "program", key: program.key }));
  await expect(chosenBox(page, copy)).toContainText(chosen.summary);
  await expect(form.field("subject")).toHaveValue(chosen.subject);
  await expectChatGreeting(page, copy, chosen.greeting);

  // Removed, the choice takes the subject it filled with it, and the chat greets as on any page.
  await page
    .getByRole("button", {
      name: fillTemplate(copy.inquiry.removeLabel, { choice: chosen.summary }),
    })
    .click();
  await expect(page).toHaveURL(contactPathFor("en"));
  await expect(chosenBox(page, copy)).toHaveCount(0);
  await expect(form.field("subject")).toHaveValue("");
  await expectChatGreeting(page, copy, content.en.shell.chat.greeting);

  // The partnership page's closing link carries its topic.
  const to = content.en.pages.partnership.cta.button.to;
  const topic = new URL(to, "http://site").searchParams.get("topic") ?? "";
  await gotoHydrated(page, to);
  await expect(form.field("subject")).toHaveValue(choiceCopy(copy, "topic", topic).subject);
  await expectChatGreeting(page, copy, choiceCopy(copy, "topic", topic).greeting);

  // Hostile or unknown query strings change nothing: markup, inherited property names, a very long
  // address, broken percent-encoding, a script address, a parameter of another name. Which values
  // the query parsing ignores (another letter case, a repeated parameter, markup, …) is the unit
  // test's (app/lib/inquiry.test.ts); these are the ones that could reach the page another way.
  const hostile = [
    "?package=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "?program=__proto__&topic=constructor",
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
  const floating = page.getByRole("complementary").getByRole("link");
  for (const query of hostile) {
    await gotoHydrated(page, `${localizedPath("contact", "en")}${query}`);
    await expect(form.field("subject"), query).toHaveValue("");
    await expect(page.getByText(copy.inquiry.title, { exact: true }), query).toHaveCount(0);
    await expect(page.locator("img[src='x']"), query).toHaveCount(0);
    expect(linkText(await floating.getAttribute("href")).text, query).toBe(
      content.en.shell.chat.greeting,
    );
  }
  expect(dialogs).toBe(0);
});

/**
 * The phone's run of axe-core with every state showing (the computer's is in the first test), on
 * the Indonesian page, which also proves the choice, the chat's words, the toasts and the next
 * step speak its language: a chosen package, an open answer, the next step after a valid submit,
 * then an empty submit's flagged fields and both toasts.
 */
test.describe(`at ${viewports.phone.width} px (id)`, () => {
  test.use({ viewport: viewports.phone });

  test("the page speaks Indonesian, nothing overflows sideways and axe-core finds nothing, with every state showing", async ({
    page,
    content,
  }) => {
    const copy = content.id.pages.contact;
    const { ui } = content.id.shell;
    const tour = content.id.pages.tours.packages.items[0];
    if (!tour) throw new Error("no package");
    const chosen = choiceCopy(copy, "package", tour.slug);
    await gotoHydrated(page, contactPathFor("id", { kind: "package", key: tour.slug }));
    const form = contactForm(page, copy);
    await expectFieldsFit(page, form, viewports.phone.width);
    await expect(chosenBox(page, copy)).toContainText(chosen.summary);
    await expect(form.field("subject")).toHaveValue(chosen.subject);
    await expectChatGreeting(page, copy, chosen.greeting);
    await openFirstAnswer(page, copy);

    await form.fill({ name: visitor.name, email: visitor.email, message: visitor.message });
    // Both chat links greet with the package, then what the visitor wrote.
    await expectChatGreeting(page, copy, `${chosen.greeting}\n\n${visitor.message}`);
    await form.submit();
    await expect(form.toastWith(copy.form.successToast.description)).toContainText(
      copy.form.successToast.title,
    );
    await expect(form.handOff.getByRole("textbox", { name: copy.handOff.textLabel })).toHaveValue(
      new RegExp(escapeRegExp(copy.handOff.compose.languageName)),
    );

    await form.submit();
    const error = form.toastWith(copy.form.errorToast.description);
    await expect(error).toContainText(copy.form.errorToast.title);
    await expect(form.notifications).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(ui.toastRegion)}`),
    );
    await expect(error.getByRole("button")).toHaveAccessibleName(ui.toastClose);
    await expect(form.field("name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleWithToasts(page, error);
  });
});
