/**
 * The copy of a package's page in one language, from that language's packages and the words of
 * content/pages/package.json (with the tours page's card labels).
 */
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { packageSummary } from "./copy";
import { contactPathFor } from "./inquiry";
import { linksIn, packagePath } from "./pages";
import { siteConfig } from "./site";
import type {
  PackageCardLabels,
  PackagePageCopy,
  PackageSource,
  PackageView,
  PageSource,
} from "./view";

/** content/pages/package.json in one language, with the tours page's card labels. */
export type PackagePageWords = Omit<PageSource<"package">, "labels"> & {
  labels: PackageCardLabels & PageSource<"package">["labels"];
};

export function packagePageCopy(
  slug: string,
  locale: Locale,
  packages: readonly PackageView[],
  words: PackagePageWords,
  source: PackageSource | undefined,
  terms: PageSource<"package-terms">,
): PackagePageCopy | undefined {
  const item = packages.find((candidate) => candidate.slug === slug);
  if (!item || !source) return undefined;
  const { minPax } = source;
  const link = linksIn(locale);
  const values = {
    title: item.title,
    duration: item.duration,
    groupSize: item.groupSize,
    season: item.season,
    price: item.price,
    minPax,
  };
  const path = packagePath(slug, locale);
  return {
    meta: {
      title: fillTemplate(words.metaTitle, values),
      description: fillTemplate(words.metaDescription, values),
      imageAlt: item.image.alt,
    },
    package: item,
    breadcrumb: {
      label: words.breadcrumbLabel,
      items: [
        link("home", words.homeLabel),
        link("tours", words.toursLabel),
        { to: path, label: item.title },
      ],
    },
    labels: { ...words.labels, notIncluded: terms.labels.notIncluded },
    notIncluded: source.facts.notIncluded,
    ...packageTerms(source, terms),
    quotationTo: contactPathFor(locale, { kind: "package", key: slug }),
    others: {
      title: words.othersTitle,
      items: packages
        .filter((other) => other.slug !== slug)
        .map((other) => ({
          // A package's page names the others without their highlights, and their pictures as
          // decoration beside their names: the page is long already.
          ...packageSummary({ ...other, image: { ...other.image, alt: "" } }, 0),
          to: packagePath(other.slug, locale),
        })),
    },
    share: {
      ...words.share,
      text: fillTemplate(words.share.text, values),
      url: new URL(path, siteConfig.siteUrl).href,
    },
  };
}

/**
 * A fact as the page says it: its `{minPax}` filled, and any part only the company can give
 * ("[deposit per person]") replaced by the terms' "ask us" words.
 */
export function factText(text: string, minPax: number, askUs: string): string {
  return fillTemplate(text, { minPax }).replace(/\[[^\]]*\]/g, askUs);
}

/** The terms every package shares, with this package's own facts, in the order buyers compare. */
function packageTerms(
  source: PackageSource,
  terms: PageSource<"package-terms">,
): Pick<PackagePageCopy, "terms" | "faq"> {
  const say = (text: string) => factText(text, source.minPax, terms.askUs);
  const { labels, facts } = { labels: terms.labels, facts: source.facts };
  const groups: Array<[string, string[]]> = [
    [labels.payment, [terms.payment.deposit, terms.payment.balance]],
    [labels.departures, [facts.departures]],
    [labels.tripType, [terms.tripType]],
    [labels.rooms, [terms.rooms.basis, facts.singleRoom, terms.rooms.children]],
    [labels.visa, [terms.visa.rule, terms.visa.service]],
    [labels.meals, [terms.meals.meals, terms.meals.prayer, terms.meals.onsen]],
    [labels.leader, [terms.leader]],
    [labels.flights, [facts.flights]],
    [labels.hotels, [facts.hotels]],
  ];
  return {
    terms: {
      title: terms.title,
      intro: terms.intro,
      groups: groups.map(([heading, texts]) => ({ heading, text: texts.map(say).join(" ") })),
    },
    faq: {
      ...terms.faq,
      items: terms.faq.items.map((item) => ({ question: item.question, answer: say(item.answer) })),
    },
  };
}
