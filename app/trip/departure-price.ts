/**
 * What each departure costs (issue 45): its own prices by room and age when the package gives
 * them (sakura, Golden Week, autumn leaves, year-end), or else the package's; lowered by a promo or
 * early-bird price until its last day. And the package's starting price, which says what it
 * assumes. Pure and without our imports: the build, the content check, the flyers and the page's
 * script use the same functions, so every figure of a departure agrees.
 */

import { formatPrice } from "../lib/format-price.ts";
import type { Locale } from "../lib/locale.ts";
import type { EstimatePrices, EstimateRoom } from "./estimate.ts";

export const promoKinds = ["early-bird", "promo"] as const;
export type PromoKind = (typeof promoKinds)[number];

/** Prices as the content lists them: one row per room or age ("twin", "infant"…). */
export type PriceList = ReadonlyArray<{ row: string; priceIdr: number }>;

export interface PromoFacts {
  kind: PromoKind;
  /** Its last day, "2027-01-31". */
  until: string;
  /** Only the rows it lowers. */
  prices: PriceList;
}

/** A departure as the content gives it, as far as its price goes. */
export interface DepartureFacts {
  date: string;
  status: string;
  /** This date's prices, in place of the package's. */
  prices?: PriceList;
  promo?: PromoFacts;
}

/** What one departure costs on a day: what a traveller pays, the normal price, the promo if any. */
export interface DeparturePricing {
  prices: EstimatePrices;
  normal: EstimatePrices;
  /** Only when it lowers at least one price. */
  promo?: { kind: PromoKind; until: string };
}

const rows = [
  "twin",
  "triple",
  "childWithBed",
  "childNoBed",
  "infant",
  "singleSupplement",
] as const satisfies ReadonlyArray<keyof EstimatePrices>;

/** A price list as the estimate reads it, by row. */
export function priceTable(list: PriceList | undefined): EstimatePrices {
  const table: EstimatePrices = {};
  for (const { row, priceIdr } of list ?? []) {
    const key = rows.find((candidate) => candidate === row);
    if (key) table[key] = priceIdr;
  }
  return table;
}

/** A promo runs through its last day. */
export function promoRunning(promo: { until: string }, today: string): boolean {
  return today <= promo.until;
}

/**
 * The departure's pricing on `today`: its own prices or the package's, each lowered by a running
 * promo. A promo price never raises a price nor adds a row the normal prices lack.
 */
export function departurePricing(
  packagePrices: PriceList | undefined,
  departure: Pick<DepartureFacts, "prices" | "promo"> | undefined,
  today: string,
): DeparturePricing {
  const normal = priceTable(departure?.prices ?? packagePrices);
  const promo =
    departure?.promo && promoRunning(departure.promo, today) ? departure.promo : undefined;
  const prices = { ...normal };
  let lowered = false;
  for (const [row, priceIdr] of Object.entries(priceTable(promo?.prices))) {
    const was = normal[row as keyof EstimatePrices];
    if (was !== undefined && priceIdr < was) {
      prices[row as keyof EstimatePrices] = priceIdr;
      lowered = true;
    }
  }
  return promo && lowered
    ? { prices, normal, promo: { kind: promo.kind, until: promo.until } }
    : { prices, normal };
}

/** What an adult pays per person in `room`: a single room is the twin price plus its supplement. */
export function roomPrice(prices: EstimatePrices, room: EstimateRoom): number | undefined {
  if (room !== "single") return prices[room];
  return prices.twin !== undefined && prices.singleSupplement !== undefined
    ? prices.twin + prices.singleSupplement
    : undefined;
}

/**
 * The departures on sale on `today`: from that day on and not full (a full date is not for sale);
 * every coming one when all are full.
 */
export function offeredDepartures<T extends Pick<DepartureFacts, "date" | "status">>(
  departures: readonly T[] | undefined,
  today: string,
): T[] {
  const coming = (departures ?? []).filter((departure) => departure.date >= today);
  const open = coming.filter((departure) => departure.status !== "full");
  return open.length > 0 ? open : coming;
}

/**
 * The departures a build for `today` shows: those from that day on, without the promos that
 * ended (the nightly build drops both; no one edits the file).
 */
export function departuresOn<T extends Pick<DepartureFacts, "date" | "promo">>(
  departures: readonly T[] | undefined,
  today: string,
): T[] {
  return (departures ?? [])
    .filter((departure) => departure.date >= today)
    .map((departure) => {
      if (!departure.promo || promoRunning(departure.promo, today)) return departure;
      const { promo: _ended, ...rest } = departure;
      return rest as T;
    });
}

/**
 * What "Mulai dari …" assumes: the cheapest departure's adult twin price (promos while they run),
 * else the package's twin price, else its starting price as typed.
 */
export const priceBases = ["cheapest-departure", "twin", "package"] as const;
export type PriceBasis = (typeof priceBases)[number];

export interface StartingPrice {
  priceIdr: number;
  basis: PriceBasis;
}

/** The package's starting price on `today`: one function for cards, pages, flyers and search. */
export function startingPrice(
  item: { priceIdr: number; prices?: PriceList; departureDates?: readonly DepartureFacts[] },
  today: string,
): StartingPrice {
  const twins = offeredDepartures(item.departureDates, today).flatMap(
    (departure) => departurePricing(item.prices, departure, today).prices.twin ?? [],
  );
  if (twins.length > 0) return { priceIdr: Math.min(...twins), basis: "cheapest-departure" };
  const twin = priceTable(item.prices).twin;
  return twin === undefined
    ? { priceIdr: item.priceIdr, basis: "package" }
    : { priceIdr: twin, basis: "twin" };
}

/**
 * The starting price as every page, share image and flyer says it: "Mulai dari Rp15.900.000" and
 * what it assumes, "per orang, kamar twin, keberangkatan termurah".
 */
export function startingPriceWords(
  item: Parameters<typeof startingPrice>[0],
  today: string,
  words: { startingFrom: string; priceBasis: Readonly<Record<PriceBasis, string>> },
  locale: Locale,
): { price: string; priceBasis: string } {
  const start = startingPrice(item, today);
  return {
    price: formatPrice(start.priceIdr, locale, words.startingFrom),
    priceBasis: words.priceBasis[start.basis],
  };
}
