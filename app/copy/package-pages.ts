/**
 * The copy of a package's page in one language, from that language's packages and the words of
 * content/pages/package.json (with the tours page's card labels).
 */

import { sayDay } from "~/lib/format-date";
import { formatIdr } from "~/lib/format-price";
import { type Locale, listInWords, localeInfo } from "~/lib/locale";
import { formatWhatsappNumber } from "~/lib/phone-number";
import { fillTemplate } from "~/lib/template";
import { priceTable } from "~/trip/departure-price";
import { roomsOffered } from "~/trip/estimate";
import { type CompanyWords, companyFacts } from "./company-facts";
import { packageSummary } from "./copy";
import { factText } from "./fact-text";
import { contactPathFor } from "./inquiry";
import { linksIn, packageFlyerPath, packagePath } from "./pages";
import { paymentTexts } from "./payment-terms";
import { isPlaceholderFact, siteConfig } from "./site";
import {
  departureLine,
  departurePrice,
  packageOffer,
  seatsUpdated,
  tripCostCopy,
} from "./trip-cost-copy";
import type {
  FactGroup,
  FactListCopy,
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
  company: CompanyWords,
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
    ...packageTerms(source, terms, words, locale),
    ...packageDetails(source, words, locale),
    tripCost: tripCostCopy(
      source,
      words,
      locale,
      contactPathFor(locale, { kind: "package", key: slug }),
    ),
    offer: packageOffer(source),
    forward: {
      print: words.forward.print,
      flyer: {
        label: words.forward.flyer,
        href: packageFlyerPath(slug, locale),
      },
      howToBook: howToBook(words, company, new URL(path, siteConfig.siteUrl).href),
    },
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
 * How to book, on screen and on paper: WhatsApp, email, the page's address, then the company
 * compactly (its name, NIB, and the accounts in its name with the warning never to pay into
 * another) and its emergency number in Japan if given. A detail still a placeholder is marked on
 * screen and left off paper.
 */
function howToBook(words: PackagePageWords, company: CompanyWords, url: string): FactListCopy {
  const facts = companyFacts(company);
  const row = (heading: string, text: string, pending: boolean, note?: string): FactGroup => ({
    heading,
    text,
    ...(pending ? { pending } : {}),
    ...(note ? { note } : {}),
  });
  const accounts = facts.bankAccounts.lines;
  return {
    title: words.forward.howToBook,
    groups: [
      row(
        words.forward.whatsapp,
        formatWhatsappNumber(siteConfig.whatsappNumber),
        isPlaceholderFact(siteConfig.whatsappNumber),
        // The one official number, and what the assistant on it never asks for.
        company.verify.whatsapp,
      ),
      row(
        words.forward.email,
        siteConfig.emailBookings,
        isPlaceholderFact(siteConfig.emailBookings),
      ),
      row(words.forward.page, url, false),
      ...[facts.legalName, facts.nib].map((fact) =>
        row(fact.label, fact.lines[0]?.text ?? "", Boolean(fact.lines[0]?.pending)),
      ),
      row(
        facts.bankAccounts.label,
        `${accounts.map((account) => account.text).join("; ")}.`,
        accounts.some((account) => account.pending),
        `${company.verify.payment} ${company.payOnlyHere}`,
      ),
      // On paper too: travellers carry the printed page to Japan.
      ...(facts.emergency
        ? [row(facts.emergency.label, facts.emergency.lines[0]?.text ?? "", false)]
        : []),
    ],
  };
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The terms every package shares, with this package's own facts, in the order buyers compare. A
 * row whose every sentence waits for the company is left out; what they wait for is named once.
 */
function packageTerms(
  source: PackageSource,
  terms: PageSource<"package-terms">,
  words: PackagePageWords,
  locale: Locale,
): Pick<PackagePageCopy, "terms" | "faq"> {
  const unknown = new Set<string>();
  const say = (text: string) => factText(text, source.minPax, unknown);
  const { labels, facts } = { labels: terms.labels, facts: source.facts };
  const details = words.details;
  const checked = (date: string) =>
    fillTemplate(terms.checkedOn, { date: sayDay(date, localeInfo[locale].intl) });
  const rows = new Set(source.prices?.map((price) => price.row));
  const { payment, flight, hotelList } = source;

  const groups: Array<{ heading: string; texts: string[]; checked?: string }> = [
    payment
      ? {
          heading: labels.payment,
          texts: paymentTexts(payment, details, locale),
          checked: checked(payment.checkedOn),
        }
      : { heading: labels.payment, texts: [terms.payment.deposit, terms.payment.balance] },
    { heading: labels.departures, texts: [facts.departures] },
    { heading: labels.tripType, texts: [terms.tripType] },
    {
      heading: labels.rooms,
      texts: [
        rows.has("twin") || rows.has("triple") ? "" : terms.rooms.basis,
        rows.has("singleSupplement") ? "" : facts.singleRoom,
        rows.has("childWithBed") || rows.has("childNoBed") || rows.has("infant")
          ? ""
          : terms.rooms.children,
      ],
    },
    {
      heading: labels.visa,
      texts: [terms.visa.rule, terms.visa.service],
      checked: checked(terms.visa.checkedOn),
    },
    { heading: labels.meals, texts: [terms.meals.meals, terms.meals.prayer, terms.meals.onsen] },
    { heading: labels.leader, texts: [terms.leader] },
    {
      heading: labels.flights,
      texts: [flight ? fillTemplate(details.flight, flight) : "", facts.flights],
    },
    {
      heading: labels.hotels,
      texts: [facts.hotels, ...(hotelList ?? []).map((stay) => fillTemplate(details.hotel, stay))],
    },
  ];
  const shown: FactGroup[] = groups.flatMap(({ heading, texts, checked }) => {
    const text = texts.map(say).filter(Boolean).join(" ");
    return text ? [{ heading, text: checked ? `${text} ${checked}` : text }] : [];
  });
  const faq = {
    title: terms.faq.title,
    groups: terms.faq.items
      .map((item) => ({ heading: item.question, text: say(item.answer) }))
      .filter((item) => item.text),
  };

  return {
    terms: {
      title: terms.title,
      groups: [
        ...shown,
        ...(unknown.size > 0
          ? [
              {
                heading: terms.labels.quotation,
                text: capitalized(
                  fillTemplate(terms.quotation, { facts: listInWords([...unknown], locale) }),
                ),
              },
            ]
          : []),
      ],
    },
    faq,
  };
}

/** The itinerary, the prices and the departure dates, each only when the package gives it. */
function packageDetails(
  source: PackageSource,
  words: PackagePageWords,
  locale: Locale,
): Pick<PackagePageCopy, "itinerary" | "prices" | "departures"> {
  const { itinerary, prices, departureDates } = source;
  const day = words.itinerary;
  const meals = (served: Record<"breakfast" | "lunch" | "dinner", boolean>) => {
    const eaten = (["breakfast", "lunch", "dinner"] as const).filter((meal) => served[meal]);
    return eaten.length
      ? listInWords(
          eaten.map((meal) => day.meals[meal]),
          locale,
        )
      : day.noMeals;
  };
  return {
    ...(itinerary?.length
      ? {
          itinerary: {
            title: day.title,
            groups: itinerary.map((stop, index) => ({
              heading: fillTemplate(day.day, { number: index + 1, title: stop.title }),
              text: fillTemplate(day.places, { places: stop.places, served: meals(stop.meals) }),
            })),
          },
        }
      : {}),
    // A package with a room price says its prices in the estimate's per-person table, by date.
    ...(prices?.length && roomsOffered(priceTable(prices)).length === 0
      ? {
          prices: {
            title: words.prices.title,
            intro: words.prices.intro,
            groups: prices.map((price) => ({
              heading: words.prices.rows[price.row],
              text: formatIdr(price.priceIdr, locale),
            })),
          },
        }
      : {}),
    ...(departureDates?.length
      ? {
          departures: {
            title: words.departures.title,
            intro: seatsUpdated(source, words, locale),
            groups: departureDates.map((departure) => {
              const price = departurePrice(source, departure, words, locale);
              return {
                heading: sayDay(departure.date, localeInfo[locale].intl),
                text: departureLine(departure, words),
                ...(price ? { price } : {}),
              };
            }),
          },
        }
      : {}),
  };
}
