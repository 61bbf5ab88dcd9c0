/**
 * The list of guides as its page shows it (newest first, each with its picture, date and reading
 * time), and the dates and reading time a guide's own page shows too (guide-pages.ts).
 */
import { sayDay } from "~/lib/format-date";
import { type Locale, localeInfo } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import type { GuideDates, GuideSource, GuidesCopy } from "./guide-view";
import { guidePath } from "./pages";
import type { PageSource } from "./view";

type GuidesWords = PageSource<"guides">;

/** When a guide was published, and when it last changed once that is another day. */
export function datesOf(guide: GuideSource, words: GuidesWords, locale: Locale): GuideDates {
  const said = (template: string, dateTime: string) => ({
    text: fillTemplate(template, { date: sayDay(dateTime, localeInfo[locale].intl) }),
    dateTime,
  });
  return {
    published: said(words.labels.published, guide.publishedOn),
    ...(guide.updatedOn !== guide.publishedOn
      ? { updated: said(words.labels.updated, guide.updatedOn) }
      : {}),
  };
}

export const readingTime = (guide: GuideSource, words: GuidesWords) =>
  fillTemplate(words.labels.readingTime, { minutes: guide.readingMinutes });

/** The list of guides in a language, newest first (the build sorts them). */
export function guidesCopy(
  data: GuidesWords,
  guides: readonly GuideSource[],
  locale: Locale,
): GuidesCopy {
  return {
    meta: data.meta,
    hero: data.hero,
    empty: data.empty,
    items: guides.map((guide) => ({
      slug: guide.slug,
      to: guidePath(guide.slug, locale),
      title: guide.title,
      description: guide.description,
      image: guide.cover,
      readingTime: readingTime(guide, data),
      ...datesOf(guide, data, locale),
    })),
  };
}
