/**
 * What the fixture package's departures cost on a build's day, worked out by hand from
 * tests/support/full-package.ts (not with the site's functions), for the tests that check the
 * pages against it.
 */
import assert from "node:assert/strict";
import type { Locale } from "../../app/lib/locale.ts";
import { fullPackageDetails } from "./full-package.ts";

type Details = (typeof fullPackageDetails)[Locale];

/** A date's prices by row: its own or the package's, lowered by a promo running on `day`. */
export function pricesOn(locale: Locale, date: string, day: string) {
  const details = fullPackageDetails[locale];
  const leaving = details.departureDates.find((item) => item.date === date);
  assert.ok(leaving, `the fixture departs on ${date}`);
  const table = (list: ReadonlyArray<{ row: string; priceIdr: number }>) =>
    Object.fromEntries(list.map((item) => [item.row, item.priceIdr])) as Record<string, number>;
  const normal = table("prices" in leaving ? leaving.prices : details.prices);
  const promo = "promo" in leaving && leaving.promo.until >= day ? leaving.promo : undefined;
  return { normal, prices: { ...normal, ...table(promo?.prices ?? []) }, promo };
}

/** The departures on sale on `day`: from that day on, not full. */
export const onSale = (details: Details, day: string) =>
  details.departureDates.filter((item) => item.date >= day && item.status !== "full");
