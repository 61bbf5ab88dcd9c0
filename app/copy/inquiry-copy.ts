/**
 * The summary, subject and WhatsApp greeting of every choice a visitor can bring to the contact
 * page: a package, a program, a topic, or the guide they read (its title).
 */
import { formatIdr } from "~/lib/format-price";
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { choiceId, type ProgramKey, programKeys, type TopicKey, topicKeys } from "./inquiry";
import type { InquiryChoiceCopy, PackageView } from "./view";

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
  /** "Question about your guide: {title}". */
  guideSubject: string;
  /** The WhatsApp greeting after reading a guide: "… I read your guide “{title}” …". */
  guideGreeting: string;
}

/** Each choice's summary, subject and WhatsApp greeting in one language. */
export function describeChoices(
  locale: Locale,
  words: ChoiceWords,
  packages: readonly PackageView[],
  programs: Readonly<Record<ProgramKey, string>>,
  topics: Readonly<Record<TopicKey, string>>,
  guides: ReadonlyArray<{ slug: string; title: string }> = [],
): Record<string, InquiryChoiceCopy> {
  const choices: Record<string, InquiryChoiceCopy> = {};
  for (const item of packages) {
    const values = {
      title: item.title,
      duration: item.duration,
      price: formatIdr(item.priceIdr, locale),
    };
    choices[choiceId({ kind: "package", key: item.slug })] = {
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
  for (const guide of guides) {
    const values = { title: guide.title };
    choices[choiceId({ kind: "guide", key: guide.slug })] = {
      summary: guide.title,
      subject: fillTemplate(words.guideSubject, values),
      greeting: fillTemplate(words.guideGreeting, values),
    };
  }
  return choices;
}
