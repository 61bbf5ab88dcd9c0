/**
 * A guide's own page: breadcrumb, byline, dates, a long guide's contents, its sources with the day
 * each was checked, its packages' cards, the way to ask about it and to share it, from the guides
 * (content/guides/, as content-check/content-modules.ts resolves them) and the words of
 * content/pages/guides.json. The list of guides: guides-copy.ts.
 */
import { sayDay } from "~/lib/format-date";
import { type Locale, localeInfo } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { packageSummary } from "./copy";
import type { GuidePageCopy, GuideSource } from "./guide-view";
import { datesOf, readingTime } from "./guides-copy";
import { contactPathFor } from "./inquiry";
import { guidePath, linksIn, packagePath } from "./pages";
import { siteConfig } from "./site";
import type { PackageView, PageSource } from "./view";

type GuidesWords = PageSource<"guides">;

/**
 * A guide with at least this many sections (`##` headings) opens with its list of contents: a
 * shorter one is read at a glance.
 */
export const contentsFromSections = 3;

/** The copy of a guide's page, or undefined when no guide of this language has that slug. */
export function guidePageCopy(
  slug: string,
  locale: Locale,
  guides: readonly GuideSource[],
  words: GuidesWords,
  packages: readonly PackageView[],
  names: PageSource<"shell">["pageNames"],
  detailsLabel: string,
): GuidePageCopy | undefined {
  const guide = guides.find((candidate) => candidate.slug === slug);
  if (!guide) return undefined;
  const link = linksIn(locale);
  const path = guidePath(slug, locale);
  const page = words.guide;
  const sections = guide.headings.filter((heading) => heading.depth === 2);
  const title = { title: guide.title };
  return {
    meta: { title: guide.title, description: guide.description, imageAlt: guide.cover.alt },
    slug,
    title: guide.title,
    description: guide.description,
    cover: guide.cover,
    breadcrumb: {
      label: page.breadcrumbLabel,
      items: [
        link("home", names.home),
        link("guides", names.guides),
        { to: path, label: guide.title },
      ],
    },
    byline: fillTemplate(words.labels.byline, { author: guide.author ?? words.labels.team }),
    ...(guide.author ? { author: guide.author } : {}),
    readingTime: readingTime(guide, words),
    ...datesOf(guide, words, locale),
    ...(sections.length >= contentsFromSections
      ? {
          contents: {
            title: page.contents,
            items: sections.map(({ id, text }) => ({ id, text })),
          },
        }
      : {}),
    body: guide.body,
    sources: {
      title: page.sources,
      intro: page.sourcesIntro,
      items: guide.sources.map((source) => ({
        title: source.title,
        url: source.url,
        checked: fillTemplate(page.checkedOn, {
          date: sayDay(source.checkedOn, localeInfo[locale].intl),
        }),
      })),
    },
    related: {
      title: page.related,
      detailsLabel,
      // As a package's page names the others: without highlights, the picture as decoration.
      items: guide.relatedPackages.flatMap((related) => {
        const item = packages.find((candidate) => candidate.slug === related);
        return item
          ? [
              {
                ...packageSummary({ ...item, image: { ...item.image, alt: "" } }, 0),
                to: packagePath(item.slug, locale),
              },
            ]
          : [];
      }),
    },
    cta: {
      title: page.cta.title,
      text: fillTemplate(page.cta.text, title),
      button: {
        to: contactPathFor(locale, { kind: "guide", key: slug }),
        label: page.cta.button,
      },
    },
    share: {
      ...page.share,
      text: fillTemplate(page.share.text, title),
      url: new URL(path, siteConfig.siteUrl).href,
    },
    alternates: Object.fromEntries(guide.languages.map((code) => [code, guidePath(slug, code)])),
  };
}
