/**
 * What a visitor can choose on the way to the contact page (a package, a partnership program, a
 * topic), language-neutral: the keys the query string may name and the links that carry them.
 * Components use this module, so it stays small; the words around each choice are built by
 * `inquiry-copy.ts`, which only the language modules use.
 */
import { type InquiryChoice, type InquiryKind, inquiryQuery } from "~/lib/inquiry";
import type { Locale } from "~/lib/locale";
import { packageList } from "./package-list";
import { localizedPath } from "./pages";

export const programKeys = ["travel-agent", "corporate", "joint-promotion"] as const;
export type ProgramKey = (typeof programKeys)[number];

export const topicKeys = ["custom-tour", "partnership"] as const;
export type TopicKey = (typeof topicKeys)[number];

/** Every value the contact page accepts in its query string; anything else is ignored. */
export const knownChoices: Readonly<Record<InquiryKind, readonly string[]>> = {
  package: packageList.map((item) => item.slug),
  program: programKeys,
  topic: topicKeys,
};

/** The contact page in a language, with a choice: "/id/contact?package=tokyo-discovery". */
export function contactPathFor(locale: Locale, choice?: InquiryChoice): string {
  const path = localizedPath("contact", locale);
  return choice ? `${path}${inquiryQuery(choice)}` : path;
}

/** The key of a choice in `ContactCopy.inquiry.choices`: "package:tokyo-discovery". */
export const choiceId = (choice: InquiryChoice) => `${choice.kind}:${choice.key}`;
