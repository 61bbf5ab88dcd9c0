/**
 * What a visitor can choose on the way to the contact page (a package, a partnership program, a
 * topic), language-neutral: the keys the query string may name, the links that carry them, and the
 * words each language puts around them.
 */
import { formatIdr } from "~/lib/format-price";
import { type InquiryChoice, type InquiryKind, inquiryQuery } from "~/lib/inquiry";
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { localizedPath } from "./pages";
import { tourData } from "./tours";
import type { InquiryChoiceCopy, TourView } from "./types";

export const programKeys = ["travel-agent", "corporate", "joint-promotion"] as const;
export type ProgramKey = (typeof programKeys)[number];

export const topicKeys = ["custom-tour", "partnership"] as const;
export type TopicKey = (typeof topicKeys)[number];

/** Every value the contact page accepts in its query string; anything else is ignored. */
export const knownChoices: Readonly<Record<InquiryKind, readonly string[]>> = {
  package: tourData.map((tour) => tour.slug),
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

/** The sentences a language builds around a choice. */
export interface ChoiceWords {
  /** "{title}, {duration}, from {price}". */
  packageSummary: string;
  /** "Quotation request: {title}". */
  packageSubject: string;
  /** The WhatsApp greeting while a package is chosen: "… the {title} package …". */
  packageGreeting: string;
  programSubject: string;
  programGreeting: string;
  topicSubject: string;
  topicGreeting: string;
}

/** Each choice's summary, subject and WhatsApp greeting in one language. */
export function describeChoices(
  locale: Locale,
  words: ChoiceWords,
  tours: readonly TourView[],
  programs: Readonly<Record<ProgramKey, string>>,
  topics: Readonly<Record<TopicKey, string>>,
): Record<string, InquiryChoiceCopy> {
  const choices: Record<string, InquiryChoiceCopy> = {};
  for (const tour of tours) {
    const values = {
      title: tour.title,
      duration: tour.duration,
      price: formatIdr(tour.priceIdr, locale),
    };
    choices[choiceId({ kind: "package", key: tour.slug })] = {
      summary: fillTemplate(words.packageSummary, values),
      subject: fillTemplate(words.packageSubject, values),
      greeting: fillTemplate(words.packageGreeting, values),
    };
  }
  for (const key of programKeys) {
    const values = { title: programs[key] };
    choices[choiceId({ kind: "program", key })] = {
      summary: programs[key],
      subject: fillTemplate(words.programSubject, values),
      greeting: fillTemplate(words.programGreeting, values),
    };
  }
  for (const key of topicKeys) {
    const values = { title: topics[key] };
    choices[choiceId({ kind: "topic", key })] = {
      summary: topics[key],
      subject: fillTemplate(words.topicSubject, values),
      greeting: fillTemplate(words.topicGreeting, values),
    };
  }
  return choices;
}
