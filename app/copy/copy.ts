/**
 * Completes each page's resolved content file (app/copy/view.ts) with what is derived from other
 * content: prices and lengths in words, the figures, the packages each page lists, the contact
 * details from the company's facts. The words come from the files; only the assembling is here.
 */

import { formatNumber } from "~/lib/format-price";
import { type Locale, localeInfo } from "~/lib/locale";
import { pick } from "~/lib/pick";
import { fillTemplate } from "~/lib/template";
import { whatsappLink } from "~/lib/whatsapp";
import { startingPrice, startingPriceWords } from "~/trip/departure-price";
import type { EstimateData } from "~/trip/estimate-view";
import { withEstimates } from "./estimate-choice";
import type { GuideSource } from "./guide-view";
import { guidesCopy } from "./guides-copy";
import { contactPathFor, type ProgramKey } from "./inquiry";
import { describeChoices } from "./inquiry-copy";
import { privacyCopy, termsCopy } from "./legal-pages";
import type { BuiltPageCopy, PageCopy } from "./page-copy";
import { linksIn, localizedPath, type PageKey, pages } from "./pages";
import { officeAddress, siteConfig } from "./site";
import { estimateData, upcomingDepartures } from "./trip-cost-copy";
import {
  type AboutCopy,
  type ContactCopy,
  type CustomerReview,
  type GalleryCopy,
  type HomeCopy,
  type PackageSource,
  type PackageSummary,
  type PackageView,
  type PackageWords,
  type PageSource,
  type PartnershipCopy,
  type PictureData,
  packageSummaryFields,
  packageViewFields,
  type ShellCopy,
  type Statistic,
  type ToursCopy,
} from "./view";

/** The tours page shows at most this many highlights per package; the home page shows three. */
export const packageCardHighlightLimit = 6;
export const featuredHighlightLimit = 3;

/** A package as a summary card shows it, with at most `highlightLimit` of its highlights. */
export function packageSummary(item: PackageView, highlightLimit: number): PackageSummary {
  return {
    ...pick(item, packageSummaryFields),
    highlights: item.highlights.slice(0, highlightLimit),
  };
}

/** What every page of a language is built with. */
export interface LanguageContent {
  locale: Locale;
  shell: PageSource<"shell">;
  packages: PackageView[];
  /** The guides written in this language, newest first. */
  guides: readonly GuideSource[];
}

/** Every package in one language: the fields the pages carry (`packageViewFields`), with its words. */
export function localizePackages(
  items: readonly PackageSource[],
  shell: PageSource<"shell">,
  locale: Locale,
): PackageView[] {
  const words = shell.packageWords;
  return items.map((item) => {
    const start = startingPrice(item, item.builtOn);
    const said: PackageWords = {
      duration: fillTemplate(words.duration, { days: item.days, nights: item.nights }, locale),
      groupSize: fillTemplate(words.groupSize, { count: item.minPax }),
      season: words.seasons[item.season],
      ...startingPriceWords(
        item,
        item.builtOn,
        { startingFrom: shell.ui.startingFrom, priceBasis: words.priceBasis },
        locale,
      ),
    };
    // Cards, pages and structured data carry the starting price, not the figure as typed.
    return pick({ ...item, priceIdr: start.priceIdr, ...said }, packageViewFields);
  });
}

export function buildShell({ locale, shell, packages, guides }: LanguageContent): ShellCopy {
  const link = linksIn(locale);
  // Words only the builders use stay out: the shell travels inside every page.
  const { pageNames, packageWords, meals, portraitAlt, ...rest } = shell;
  const greeting = shell.chat.greeting;
  return {
    ...rest,
    locale,
    header: {
      ...shell.header,
      navigation: pages
        .filter((page) => page.group === "main")
        .map((page) => link(page.key, pageNames[page.key])),
    },
    footer: {
      ...shell.footer,
      quickLinks: pages
        .filter((page) => page.inFooterLinks)
        .map((page) => link(page.key, pageNames[page.key])),
      popularPackages: packages.map((item) => link("tours", item.title, item.slug)),
      legalLinks: pages
        .filter((page) => page.group === "legal")
        .map((page) => link(page.key, pageNames[page.key])),
      address: `${siteConfig.city}, ${siteConfig.country}`,
    },
    chat: { ...shell.chat, whatsappUrl: whatsappLink(siteConfig.whatsappNumber, greeting) },
    guidesInBothLanguages: guides
      .filter((guide) => guide.languages.length > 1)
      .map((guide) => guide.slug),
  };
}

type Figure = PageSource<"home">["statistics"][number];

/** "5,000+" / "5.000+", "4.9/5" / "4,9/5", "98%". */
export function formatFigure(figure: Omit<Figure, "label">, locale: Locale): string {
  const value = formatNumber(figure.value, locale);
  switch (figure.kind) {
    case "count":
      return `${value}+`;
    case "rating":
      return `${value}/${figure.outOf ?? 5}`;
    case "percent":
      return `${value}%`;
  }
}

const statistics = (figures: readonly Figure[], locale: Locale): Statistic[] =>
  figures.map((figure) => ({ value: formatFigure(figure, locale), label: figure.label }));

/** "April 2026" / "April 2026", "February 2026" / "Februari 2026", from "2026-02". */
export function formatMonth(isoMonth: string, locale: Locale): string {
  const [year, month] = isoMonth.split("-").map(Number);
  if (!year || !month) throw new Error(`Not a month: ${isoMonth}`);
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, 1));
}

/** A traveler's portrait, described as "Portrait of {name}". */
const withPortraitAlt = <T extends { name: string; image: PictureData }>(item: T, alt: string) => ({
  ...item,
  image: { ...item.image, alt: fillTemplate(alt, { name: item.name }) },
});

function home(data: PageSource<"home">, { locale, shell, packages }: LanguageContent): HomeCopy {
  return {
    ...data,
    statistics: statistics(data.statistics, locale),
    featured: {
      ...data.featured,
      highlightLimit: featuredHighlightLimit,
      packages: packages.map((item) => ({
        ...packageSummary(item, featuredHighlightLimit),
        detailsTo: localizedPath("tours", locale, item.slug),
      })),
    },
    testimonials: {
      ...data.testimonials,
      items: data.testimonials.items.map((item) => withPortraitAlt(item, shell.portraitAlt)),
    },
  };
}

function about(data: PageSource<"about">): AboutCopy {
  const { partnership } = data.whoWeAre;
  return {
    ...data,
    whoWeAre: {
      ...data.whoWeAre,
      partnership: { ...partnership, companies: [siteConfig.brandName, siteConfig.partnerName] },
    },
  };
}

function tours(data: PageSource<"tours">, content: BuildContent): ToursCopy {
  const { locale, packages } = content;
  const to = contactPathFor(locale, { kind: "topic", key: "custom-tour" });
  return {
    ...data,
    upcoming: upcomingDepartures(
      content.sources ?? [],
      data.upcoming,
      locale,
      content.packageWords,
    ),
    packages: { ...data.packages, highlightLimit: packageCardHighlightLimit, items: packages },
    customTour: { ...data.customTour, button: { ...data.customTour.button, to } },
  };
}

function partnership(
  data: PageSource<"partnership">,
  { locale }: LanguageContent,
): PartnershipCopy {
  const to = contactPathFor(locale, { kind: "topic", key: "partnership" });
  return { ...data, cta: { ...data.cta, button: { ...data.cta.button, to } } };
}

function gallery(data: PageSource<"gallery">, content: LanguageContent): GalleryCopy {
  const { locale, shell, packages } = content;
  const reviews = data.reviews.items.map((item): CustomerReview => {
    const title = packages.find((candidate) => candidate.slug === item.package)?.title;
    if (!title) throw new Error(`A review names an unknown package: ${item.package}`);
    return {
      ...withPortraitAlt(item, shell.portraitAlt),
      date: formatMonth(item.dateTime, locale),
      package: title,
    };
  });
  return {
    ...data,
    statistics: statistics(data.statistics, locale),
    reviews: { ...data.reviews, items: reviews },
    social: { ...data.social, link: { ...data.social.link, href: siteConfig.socialUrl } },
  };
}

function contact(data: PageSource<"contact">, content: BuildContent): ContactCopy {
  const { locale, packages, programs } = content;
  if (!programs)
    throw new Error("The contact page is built with the partnership programs' titles.");
  const { office, phone, email, hours } = data.info;
  const { words, topics, ...inquiry } = data.inquiry;
  const address = officeAddress(office.addressFormat);
  const { introWithAddress, ...findUs } = data.findUs;
  return {
    ...data,
    info: {
      office: {
        title: office.title,
        place: `${siteConfig.city}, ${siteConfig.country}`,
      },
      phone: {
        title: phone.title,
        display: siteConfig.phoneDisplay,
        href: `tel:${siteConfig.phoneE164}`,
        note: phone.note,
      },
      email: {
        title: email.title,
        addresses: [
          { label: email.generalLabel, address: siteConfig.emailGeneral },
          { label: email.bookingsLabel, address: siteConfig.emailBookings },
        ],
      },
      hours,
    },
    inquiry: {
      ...inquiry,
      choices: withEstimates(
        describeChoices(locale, words, packages, programs, topics, content.guides),
        content.packageWords &&
          packageEstimates(content.sources ?? [], content.packageWords, locale),
      ),
    },
    findUs: {
      ...findUs,
      intro: address ? fillTemplate(introWithAddress, { address }) : findUs.intro,
    },
  };
}

/** The partnership programs' titles, which the contact page names when one is chosen. */
export type ProgramTitles = Readonly<Record<ProgramKey, string>>;

export const programTitles = (data: PageSource<"partnership">): ProgramTitles =>
  Object.fromEntries(
    data.programs.programs.map((program) => [program.key, program.title]),
  ) as Record<ProgramKey, string>;

/** What a page's builder is given: its language's content, and for the contact page the programs. */
export interface BuildContent extends LanguageContent {
  programs?: ProgramTitles;
  /** The packages as their files give them, and the package page's words (contact, tours). */
  sources?: readonly PackageSource[];
  packageWords?: PageSource<"package">;
  /** The terms all packages share (the Terms page). */
  packageTerms?: PageSource<"package-terms">;
}

/** Each package's estimate figures, by slug, for the packages that give room prices. */
export function packageEstimates(
  sources: readonly PackageSource[],
  words: PageSource<"package">,
  locale: Locale,
): Record<string, EstimateData> {
  return Object.fromEntries(
    sources.flatMap((source) => {
      const data = estimateData(source, words, locale);
      return data ? [[source.slug, data]] : [];
    }),
  );
}

/** Builds a page's copy from its resolved file and its language's shared content. */
export type PageBuilder<K extends PageKey> = (
  data: PageSource<K>,
  content: BuildContent,
) => PageCopy[K];

/**
 * Each page's builder. A page whose copy is its file as resolved needs none
 * (app/route-data/load-copy.ts).
 */
export const pageBuilders: { [K in keyof BuiltPageCopy]: PageBuilder<K> } = {
  home,
  about,
  tours,
  gallery,
  partnership,
  contact,
  privacy: (data, { locale }) => privacyCopy(data, locale),
  guides: (data, { locale, guides }) => guidesCopy(data, guides, locale),
  terms: (data, { locale, sources, packageWords, packageTerms }) => {
    if (!packageWords || !packageTerms)
      throw new Error("The Terms page is built with the package pages' words and terms.");
    return termsCopy(data, locale, sources ?? [], packageWords, packageTerms);
  },
};
