/**
 * The package page's estimate, per-person table and departure lines, built from the package's
 * figures and the page's words in one language (issue 38). Each part only when the package gives
 * what it needs: today's packages give none, and their pages show none of it.
 */

import { sayDay, sayMonth } from "~/lib/format-date";
import { formatIdr } from "~/lib/format-price";
import { type Locale, listInWords, localeInfo } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import {
  type DeparturePricing,
  departurePricing,
  offeredDepartures,
  priceTable,
  roomPrice,
  startingPrice,
} from "~/trip/departure-price";
import { firstChoice, passportTypes, roomsOffered } from "~/trip/estimate";
import { describeEstimate, type EstimateData } from "~/trip/estimate-view";
import { packagePath } from "./pages";
import type {
  DeparturePriceCopy,
  PackageOffer,
  PerPersonTableCopy,
  PriceCopy,
  TripCostCopy,
  UpcomingDeparturesCopy,
} from "./trip-cost-view";
import type { PackageSource, PageSource } from "./view";

type Words = Pick<PageSource<"package">, "prices" | "departures" | "tripCost">;

type Departure = NonNullable<PackageSource["departureDates"]>[number];

/** What a departure costs on the build's day (the build has dropped ended promos already). */
function pricingOf(source: PackageSource, departure: Departure | undefined): DeparturePricing {
  return departurePricing(source.prices, departure, source.builtOn);
}

/** Whether a departure costs other than the package's prices: its own, or a promo. */
const ownPricing = (departure: Departure) => Boolean(departure.prices || departure.promo);

/** A price as the page says it: the price paid, and the normal one when a promo lowers it. */
function priceCopy(now: number, normal: number, words: Words, locale: Locale): PriceCopy {
  const shown = formatIdr(now, locale);
  if (normal <= now) return { now: shown };
  const was = formatIdr(normal, locale);
  return {
    now: shown,
    was: { shown: was, said: fillTemplate(words.departures.normalPrice, { price: was }) },
  };
}

/** "Promo s/d 31 Januari 2027", for a departure whose promo lowers its prices. */
function promoSaid(pricing: DeparturePricing, words: Words, locale: Locale): string | undefined {
  const { promo } = pricing;
  return promo
    ? fillTemplate(words.departures.promo, {
        kind: words.departures.promoKinds[promo.kind],
        date: sayDay(promo.until, localeInfo[locale].intl),
      })
    : undefined;
}

/** A departure's adult twin price, with the normal price and the promo's deadline if any. */
export function departurePrice(
  source: PackageSource,
  departure: Departure,
  words: Words,
  locale: Locale,
): DeparturePriceCopy | undefined {
  const pricing = pricingOf(source, departure);
  const { twin } = pricing.prices;
  if (twin === undefined) return undefined;
  const promo =
    twin < (pricing.normal.twin ?? twin) ? promoSaid(pricing, words, locale) : undefined;
  return {
    label: words.departures.priceLabel,
    ...priceCopy(twin, pricing.normal.twin ?? twin, words, locale),
    ...(promo ? { promo } : {}),
  };
}

/** What the estimate computes from: undefined for a package without a room price. */
export function estimateData(
  source: PackageSource,
  words: Words,
  locale: Locale,
): EstimateData | undefined {
  const prices = priceTable(source.prices);
  if (roomsOffered(prices).length === 0) return undefined;
  const { estimate, schedule } = words.tripCost;
  const byDeparture = Object.fromEntries(
    (source.departureDates ?? [])
      .filter(ownPricing)
      .map((departure) => [departure.date, pricingOf(source, departure)]),
  );
  return {
    locale,
    intl: localeInfo[locale].intl,
    today: source.builtOn,
    prices,
    extras: (source.extras ?? []).map((extra) => ({ ...extra })),
    departures: (source.departureDates ?? []).map((departure) => departure.date),
    ...(Object.keys(byDeparture).length > 0 ? { byDeparture } : {}),
    ...(source.payment
      ? {
          payment: {
            depositIdr: source.payment.depositIdr,
            balanceDays: source.payment.balanceDays,
            cancellation: source.payment.cancellation,
          },
        }
      : {}),
    words: {
      rows: words.prices.rows,
      rooms: estimate.rooms,
      passports: estimate.passports,
      people: estimate.people,
      lineCount: estimate.lineCount,
      normalPrice: words.departures.normalPrice,
      promo: words.departures.promo,
      promoKinds: words.departures.promoKinds,
      perPerson: estimate.perPerson,
      perGroup: estimate.perGroup,
      summary: estimate.summary,
      schedule,
    },
  };
}

/** The estimate form and the per-person table, when the package gives room prices. */
export function tripCostCopy(
  source: PackageSource,
  words: Words,
  locale: Locale,
  contactPath: string,
): TripCostCopy {
  const data = estimateData(source, words, locale);
  if (!data) return {};
  const { estimate: said } = words.tripCost;
  const departures = (source.departureDates ?? []).map((departure) => ({
    date: departure.date,
    label: `${sayDay(departure.date, data.intl)} · ${words.departures.statuses[departure.status]}`,
    full: departure.status === "full",
  }));
  const choice = firstChoice(data.prices);
  const departure = departures.find((item) => !item.full)?.date;
  const view = describeEstimate(data, choice, departure);
  if (!view) return {};
  const checkedOn = source.payment?.checkedOn;
  const idr = (amount: number) => formatIdr(amount, locale);
  const scope = (per: "person" | "group") => (per === "person" ? said.perPerson : said.perGroup);
  const rooms = roomsOffered(data.prices);
  return {
    estimate: {
      badge: said.badge,
      title: said.title,
      intro: said.intro,
      checked: [
        said.confirms,
        checkedOn ? fillTemplate(said.checked, { date: sayDay(checkedOn, data.intl) }) : "",
      ]
        .filter(Boolean)
        .join(" "),
      labels: {
        departure: said.departure,
        room: said.room,
        people: said.people,
        passport: said.passport,
        optional: said.optional,
        total: said.total,
        average: said.average,
        notOffered: said.notOffered,
        ask: said.ask,
        schedule: words.tripCost.schedule.title,
      },
      departures,
      rooms: rooms.map((key) => ({ key, label: said.rooms[key] })),
      passports: passportTypes.map((key) => ({ key, label: said.passports[key] })),
      optionalExtras: data.extras.flatMap((extra, index) =>
        extra.optional
          ? [{ index, label: `${extra.name} (${idr(extra.amountIdr)} ${scope(extra.per)})` }]
          : [],
      ),
      initial: { choice, ...(departure ? { departure } : {}), view },
      contactPath,
      data,
    },
    perPerson: {
      title: said.tableTitle,
      headings: { room: said.tableRoom, price: said.tablePackage },
      groups: perPersonGroups(source, words, locale),
      extrasTitle: said.tableExtras,
      extras: data.extras.map((extra) => ({
        label: `${extra.name}: ${extra.purpose}${extra.passport ? ` · ${said.passports[extra.passport]}` : ""}`,
        amount: `${idr(extra.amountIdr)} ${scope(extra.per)}`,
      })),
    },
  };
}

/**
 * The per-person table's rows by room and age: once for the package's prices, or once per price
 * of the bookable departures (dates that cost the same share one heading) when any departure
 * costs otherwise. Without JavaScript and on paper this is where the prices by date are said.
 */
function perPersonGroups(
  source: PackageSource,
  words: Words,
  locale: Locale,
): PerPersonTableCopy["groups"] {
  const said = words.tripCost.estimate;
  const intl = localeInfo[locale].intl;
  const bookable = (source.departureDates ?? []).filter((departure) => departure.status !== "full");
  const byPrice = new Map<string, { pricing: DeparturePricing; dates: string[] }>();
  for (const departure of bookable.some(ownPricing) ? bookable : [undefined]) {
    const pricing = pricingOf(source, departure);
    const key = JSON.stringify(pricing);
    const group = byPrice.get(key) ?? { pricing, dates: [] };
    if (departure) group.dates.push(sayDay(departure.date, intl));
    byPrice.set(key, group);
  }
  return [...byPrice.values()].map(({ pricing, dates }) => {
    const { prices, normal } = pricing;
    const row = (label: string, now: number | undefined, was: number | undefined) =>
      now === undefined ? [] : [{ label, price: priceCopy(now, was ?? now, words, locale) }];
    const promo = promoSaid(pricing, words, locale);
    return {
      ...(dates.length > 0
        ? { heading: [listInWords(dates, locale), promo].filter(Boolean).join(" · ") }
        : {}),
      rows: [
        ...roomsOffered(prices).flatMap((room) =>
          row(said.rooms[room], roomPrice(prices, room), roomPrice(normal, room)),
        ),
        ...(["childWithBed", "childNoBed", "infant"] as const).flatMap((age) =>
          row(words.prices.rows[age], prices[age], normal[age]),
        ),
      ],
    };
  });
}

/** A departure's line: its status, seats left and how many are booked against the minimum. */
export function departureLine(
  departure: NonNullable<PackageSource["departureDates"]>[number],
  words: Words,
): string {
  const { seats } = words.tripCost;
  return [
    words.departures.statuses[departure.status],
    departure.seatsLeft !== undefined && departure.status !== "full"
      ? fillTemplate(seats.left, { count: departure.seatsLeft })
      : "",
    departure.booked !== undefined && departure.minimum !== undefined
      ? fillTemplate(seats.booked, { booked: departure.booked, minimum: departure.minimum })
      : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The day seat figures were counted, said, when the package gives seat figures. */
export function seatsUpdated(
  source: PackageSource,
  words: Words,
  locale: Locale,
): string | undefined {
  const counted = source.departureDates?.some(
    (departure) => departure.seatsLeft !== undefined || departure.booked !== undefined,
  );
  return counted && source.seatsUpdatedOn
    ? fillTemplate(words.tripCost.seats.updated, {
        date: sayDay(source.seatsUpdatedOn, localeInfo[locale].intl),
      })
    : undefined;
}

const withPrice = (price: DeparturePriceCopy | undefined) => (price ? { price } : {});

const availabilityOf = (status: string): PackageOffer["availability"] =>
  status === "full" ? "SoldOut" : status === "few-seats" ? "LimitedAvailability" : "InStock";

/**
 * The package's offer: its starting price (the price its page shows first, which search engines
 * must find on the page), whether seats are left, until when the price holds; and when the
 * departures give twin prices, each departure on sale at its price, a promo's price valid until
 * its last day.
 */
export function packageOffer(source: PackageSource): PackageOffer {
  const dates = source.departureDates;
  const open = dates?.filter((departure) => departure.status !== "full");
  const availability = !dates
    ? "InStock"
    : !open?.length
      ? "SoldOut"
      : open.every((departure) => departure.status === "few-seats")
        ? "LimitedAvailability"
        : "InStock";
  const start = startingPrice(source, source.builtOn);
  const departures = offeredDepartures(dates, source.builtOn).flatMap((departure) => {
    const { prices, normal, promo } = pricingOf(source, departure);
    if (prices.twin === undefined) return [];
    const until =
      promo && prices.twin < (normal.twin ?? prices.twin) ? promo.until : source.priceValidUntil;
    return [
      {
        date: departure.date,
        priceIdr: prices.twin,
        availability: availabilityOf(departure.status),
        ...(until ? { priceValidUntil: until } : {}),
      },
    ];
  });
  return {
    priceIdr: start.priceIdr,
    availability,
    ...(source.priceValidUntil ? { priceValidUntil: source.priceValidUntil } : {}),
    ...(start.basis === "cheapest-departure" ? { departures } : {}),
  };
}

/**
 * Every package's coming departures in date order, grouped by month, each with its status as the
 * package page words it. Undefined when no package gives dates: the tours page then shows nothing.
 */
export function upcomingDepartures(
  sources: readonly PackageSource[],
  words: PageSource<"tours">["upcoming"],
  locale: Locale,
  packageWords?: Words,
): UpcomingDeparturesCopy | undefined {
  const intl = localeInfo[locale].intl;
  const all = sources
    .flatMap((source) => (source.departureDates ?? []).map((departure) => ({ source, departure })))
    .sort((a, b) => a.departure.date.localeCompare(b.departure.date));
  if (all.length === 0) return undefined;
  const months: UpcomingDeparturesCopy["months"] = [];
  for (const { source, departure } of all) {
    const month = sayMonth(departure.date, intl);
    let group = months.at(-1);
    if (group?.month !== month) {
      group = { month, items: [] };
      months.push(group);
    }
    group.items.push({
      date: sayDay(departure.date, intl),
      title: source.title,
      to: packagePath(source.slug, locale),
      status: packageWords?.departures.statuses[departure.status] ?? "",
      ...withPrice(packageWords && departurePrice(source, departure, packageWords, locale)),
    });
  }
  return { ...words, months };
}
