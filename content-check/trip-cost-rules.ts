/**
 * The content check's rules for what a package says a trip costs and how full its departures are
 * (app/copy/schema/trip-cost.ts): figures that cannot add up and a group size of 0 are problems
 * that stop the build, as are a departure's prices that leave out a room or age of the package's,
 * a promo price not below the normal one and a promo that ends after its departure; a departure
 * that has passed, a promo that ended, and seat figures older than 14 days are warnings (the build
 * leaves past departures and ended promos out by itself).
 */
import { type PriceList, type PromoFacts, promoRunning } from "../app/trip/departure-price.ts";
import { addDays } from "../app/trip/payment-schedule.ts";
import type { Problem } from "./content-messages.ts";

/** Seat figures counted more than this many days before the build are named in a warning. */
export const seatFiguresMaxDays = 14;

/** The parts of a package the rules read (as parsed by its schema). */
export interface TripCostFacts {
  prices?: ReadonlyArray<{ row: string; priceIdr: number }>;
  payment?: { depositIdr: number };
  departureDates?: ReadonlyArray<{
    date: string;
    status: string;
    seatsLeft?: number;
    booked?: number;
    minimum?: number;
    prices?: PriceList;
    promo?: PromoFacts;
  }>;
  seatsUpdatedOn?: string;
}

export function tripCostChecks(
  file: string,
  facts: TripCostFacts,
  today: string,
): { problems: Problem[]; warnings: string[] } {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const problem = (where: string, message: string) => problems.push({ file, where, message });

  const adult = (facts.prices ?? [])
    .filter((price) => price.row === "twin" || price.row === "triple")
    .map((price) => price.priceIdr);
  const deposit = facts.payment?.depositIdr;
  if (deposit !== undefined && adult.length > 0 && deposit > Math.max(...adult)) {
    problem(
      "Payment terms, deposit (DP)",
      `the deposit (${deposit}) is more than the adult price (${Math.max(...adult)}): a deposit is part of the price`,
    );
  }

  let counted = false;
  (facts.departureDates ?? []).forEach((departure, index) => {
    const where = `Departure dates, date ${index + 1} (${departure.date})`;
    const { seatsLeft, booked, minimum } = departure;
    if ([seatsLeft, booked, minimum].some((value) => value !== undefined)) counted = true;
    if (minimum === 0) {
      problem(where, "a group size of 0: give the number of travellers it needs to depart");
    }
    if (seatsLeft === 0 && departure.status !== "full") {
      problem(where, `no seats left, but its status is "${departure.status}": set it to full`);
    }
    if (seatsLeft !== undefined && seatsLeft > 0 && departure.status === "full") {
      problem(where, `full, yet ${seatsLeft} seats left: one of the two is wrong`);
    }
    if (
      minimum !== undefined &&
      booked !== undefined &&
      seatsLeft !== undefined &&
      booked + seatsLeft < minimum
    ) {
      problem(
        where,
        `${booked} booked and ${seatsLeft} seats left can never reach the ${minimum} travellers it needs: the figures cannot add up`,
      );
    }
    problems.push(...departurePriceProblems(file, where, departure, facts.prices));
    if (departure.promo && !promoRunning(departure.promo, today) && departure.date >= today) {
      warnings.push(
        `${file}, departure ${departure.date}: its ${departure.promo.kind} price ended on ${departure.promo.until}; the site no longer shows it. Remove it from the departure.`,
      );
    }
    if (departure.date < today) {
      warnings.push(
        `${file}, departure ${departure.date}: has passed; the site no longer shows it. Remove it from the package's departure dates.`,
      );
    }
  });

  if (counted && !facts.seatsUpdatedOn) {
    problem(
      "Seat figures updated on",
      "seats or bookings are given without the day they were counted",
    );
  }
  if (
    counted &&
    facts.seatsUpdatedOn &&
    facts.seatsUpdatedOn < addDays(today, -seatFiguresMaxDays)
  ) {
    warnings.push(
      `${file}, seat figures: counted on ${facts.seatsUpdatedOn}, more than ${seatFiguresMaxDays} days ago. Count the seats and bookings again, then set "Seat figures updated on" to that day.`,
    );
  }
  return { problems, warnings };
}

/**
 * A departure's own prices give every room and age the package's prices give; its promo lowers
 * prices the date has, and ends on or before the departure.
 */
function departurePriceProblems(
  file: string,
  where: string,
  departure: { date: string; prices?: PriceList; promo?: PromoFacts },
  packagePrices: PriceList | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const problem = (message: string) => problems.push({ file, where, message });
  if (departure.prices && !packagePrices?.length) {
    // The estimate and the dates without prices of their own read the package's.
    problem(
      "it has prices of its own, but the package gives none: give the package's prices by room and age too (the usual season's)",
    );
  }
  if (departure.prices) {
    const given = new Set(departure.prices.map((price) => price.row));
    const missing = (packagePrices ?? []).filter((price) => !given.has(price.row));
    for (const { row } of missing) {
      problem(
        `its own prices have no "${row}", which the package's prices give: give every room and age the package offers, or none`,
      );
    }
  }
  const { promo } = departure;
  if (!promo) return problems;
  if (promo.until > departure.date) {
    problem(`its ${promo.kind} price ends on ${promo.until}, after the departure`);
  }
  const normal = departure.prices ?? packagePrices ?? [];
  for (const { row, priceIdr } of promo.prices) {
    const was = normal.find((price) => price.row === row)?.priceIdr;
    if (was === undefined) {
      problem(`its ${promo.kind} price for "${row}" has no normal price to lower`);
    } else if (priceIdr >= was) {
      problem(
        `its ${promo.kind} price for "${row}" (${priceIdr}) is not below the normal price (${was}): a promo lowers the price`,
      );
    }
  }
  return problems;
}
