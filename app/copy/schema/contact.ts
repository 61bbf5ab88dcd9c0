/** content/pages/contact.json. */
import { z } from "zod";
import { recordOf } from "../../lib/record.ts";
import { topicKeys } from "../choice-keys.ts";
import { labels, list, paragraph, template, text } from "./fields.ts";
import { hero, pageMeta, section } from "./page-parts.ts";

const contactFields = ["name", "email", "phone", "subject", "message"] as const;
const requiredContactFields = ["name", "email", "message"] as const;
const toast = z.object({ title: text(), description: text() });

export const contactSchema = z.object({
  meta: pageMeta,
  hero,
  details: section,
  info: z.object({
    office: z.object({
      title: text(),
      addressFormat: template(["street"], ["city", "postalCode"]),
    }),
    phone: z.object({ title: text(), note: text() }),
    email: z.object({ title: text(), generalLabel: text(), bookingsLabel: text() }),
    hours: z.object({
      title: text(),
      rows: list(z.object({ days: text(), hours: text() })),
    }),
  }),
  quickContact: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    topicsTitle: text(),
    topics: list(text()),
    buttonLabel: text(),
  }),
  inquiry: z.object({
    title: text(),
    remove: text(),
    removeLabel: template(["choice"]),
    words: z.object({
      packageSummary: template(["title"], ["duration", "price"]),
      packageSubject: template(["title"]),
      packageGreeting: template(["title"], ["duration"]),
      programSubject: template(["title"]),
      programGreeting: template(["title"]),
      topicSubject: template(["title"]),
      topicGreeting: template(["title"]),
      guideSubject: template(["title"], [], "Subject when the visitor comes from a guide"),
      guideGreeting: template(["title"], [], "WhatsApp greeting when they come from a guide"),
    }),
    topics: labels(topicKeys),
  }),
  handOff: z.object({
    title: text(),
    intro: paragraph(),
    textLabel: text(),
    whatsapp: text(),
    email: text(),
    copy: text(),
    copied: text(),
    copyFailed: text(),
    dismiss: text(),
    tooLong: paragraph(),
    pasteGreeting: paragraph(),
    emailSubject: template(["subject"]),
    emailSubjectWithoutTopic: template(["name"]),
    compose: z.object({
      heading: text(),
      fields: labels(contactFields),
      choice: text(),
      language: text(),
      languageName: text(),
    }),
  }),
  message: z.object({ title: text(), intro: paragraph() }),
  form: z.object({
    requiredNote: text(),
    fields: z.object(
      recordOf(contactFields, () => z.object({ label: text(), placeholder: text() })),
    ),
    submit: text(),
    privacyNote: paragraph(),
    noScript: paragraph(),
    missing: labels(requiredContactFields),
    emailFormat: text(),
    errorToast: toast,
    invalidToast: toast,
    successToast: toast,
  }),
  findUs: section.extend({
    introWithAddress: template(["address"], [], "Introduction once the office address is given"),
    mapTitle: text(),
    mapText: paragraph(),
  }),
  faq: section.extend({
    items: list(z.object({ question: text(), answer: paragraph() })),
  }),
});
