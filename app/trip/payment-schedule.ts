/**
 * When a group pays, for one departure: the deposit (DP) on booking, the balance (pelunasan) on
 * its calendar day (H-45 is 45 days before departure), and the cancellation charges from their
 * days. Dates are calendar days, "2027-10-02", counted in UTC so that no time zone moves them. Pure:
 * the package page's build and its script use the same functions.
 */

import { utc } from "../lib/format-date.ts";

export interface PaymentRules {
  depositIdr: number;
  balanceDays: number;
  cancellation: ReadonlyArray<{ daysBefore: number; charge: string }>;
}

export interface DueDay {
  /** "2027-08-18". */
  date: string;
  /** Days before departure: the H in "H-45". */
  daysBefore: number;
  /** Before the day the page was built: said as such. */
  past: boolean;
}

export interface PaymentSchedule {
  /** The group's deposit, paid on booking. */
  depositIdr: number;
  balance: DueDay & { amountIdr: number };
  cancellation: Array<DueDay & { charge: string }>;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in Jakarta (UTC+7, no daylight saving), where the company works and the build runs for. */
export function jakartaDay(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The schedule for a group whose estimate totals `totalIdr` with deposit `depositIdr`, departing on
 * `departure`, as seen on `today`. The balance is never due after the departure, nor negative.
 */
export function paymentSchedule(
  rules: PaymentRules,
  departure: string,
  today: string,
  totalIdr: number,
  depositIdr: number,
): PaymentSchedule {
  const due = (daysBefore: number): DueDay => {
    const date = addDays(departure, -Math.max(0, daysBefore));
    return { date, daysBefore: Math.max(0, daysBefore), past: date < today };
  };
  const deposit = Math.min(depositIdr, totalIdr);
  return {
    depositIdr: deposit,
    balance: { ...due(rules.balanceDays), amountIdr: totalIdr - deposit },
    cancellation: [...rules.cancellation]
      .sort((a, b) => b.daysBefore - a.daysBefore)
      .map((step) => ({ ...due(step.daysBefore), charge: step.charge })),
  };
}
