/** The summary, subject and WhatsApp greeting of every choice a visitor can bring to the contact page. */
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
}

/** Each choice's summary, subject and WhatsApp greeting in one language. */
export function describeChoices(
  locale: Locale,
  words: ChoiceWords,
  packages: readonly PackageView[],
  programs: Readonly<Record<ProgramKey, string>>,
  topics: Readonly<Record<TopicKey, string>>,
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
  return choices;
}
