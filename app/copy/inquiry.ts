/**
 * What a visitor can choose on the way to the contact page (a package, a partnership program, a
 * topic, a guide they read), language-neutral: the keys the query string may name and the links that carry them.
 * Components use this module, so it stays small; the words around each choice are built by
 * `inquiry-copy.ts`, which only the language modules use.
 */
import { type InquiryChoice, type InquiryKind, inquiryQuery } from "~/lib/inquiry";
import type { Locale } from "~/lib/locale";
import { localizedPath } from "./pages";

export { type ProgramKey, programKeys, type TopicKey, topicKeys } from "./choice-keys";

/**
 * Every value the contact page accepts in its query string, from the choices its copy describes
 * (keyed by `choiceId`); anything else is ignored.
 */
export function knownChoicesIn(
  choices: Readonly<Record<string, unknown>>,
): Record<InquiryKind, string[]> {
  const known: Record<InquiryKind, string[]> = { package: [], program: [], topic: [], guide: [] };
  const isKind = (kind: string): kind is InquiryKind => Object.hasOwn(known, kind);
  for (const id of Object.keys(choices)) {
    const [kind = "", key] = id.split(/:(.*)/s);
    if (isKind(kind) && key !== undefined) known[kind].push(key);
  }
  return known;
}

/** The contact page in a language, with a choice: "/id/contact?package=tokyo-discovery". */
export function contactPathFor(locale: Locale, choice?: InquiryChoice): string {
  const path = localizedPath("contact", locale);
  return choice ? `${path}${inquiryQuery(choice)}` : path;
}

/** The key of a choice in `ContactCopy.inquiry.choices`: "package:tokyo-discovery". */
export const choiceId = (choice: InquiryChoice) => `${choice.kind}:${choice.key}`;
