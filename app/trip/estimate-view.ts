/**
 * The estimate and its payment dates as the page says them, from the figures and words the build
 * writes into the package page (`EstimateData`, JSON). The build renders them with React, the
 * page's script after each change, and the contact page for the hand-off: one function, the same
 * lines and total everywhere.
 */

import { sayDay } from "../lib/format-date.ts";
import { formatIdr } from "../lib/format-price.ts";
import type { Locale } from "../lib/locale.ts";
import { fillTemplate } from "../lib/template.ts";
import { type DeparturePricing, type PromoKind, roomPrice } from "./departure-price.ts";
import {
  depositFor,
  type EstimateChoice,
  type EstimateExtra,
  type EstimatePrices,
  type EstimateRoom,
  estimate,
  type PassportType,
  type TravellerKind,
  travellerKinds,
} from "./estimate.ts";
import { type PaymentRules, paymentSchedule } from "./payment-schedule.ts";

type PriceRow = keyof EstimatePrices;

export interface EstimateWords {
  rows: Record<PriceRow, string>;
  rooms: Record<EstimateRoom, string>;
  passports: Record<PassportType, string>;
  people: Record<TravellerKind, string>;
  lineCount: string;
  /** "harga normal {price}", "{kind} s/d {date}" and the kinds' names. */
  normalPrice: string;
  promo: string;
  promoKinds: Record<PromoKind, string>;
  perPerson: string;
  perGroup: string;
  summary: string;
  schedule: {
    intro: string;
    deposit: string;
    balance: string;
    cancellationTitle: string;
    cancellation: string;
    past: string;
  };
}

/** What the package page's build gives its estimate: the content's figures, words and build day. */
export interface EstimateData {
  locale: Locale;
  intl: string;
  /** The build's day: a due date before it is said to be past. */
  today: string;
  prices: EstimatePrices;
  extras: Array<EstimateExtra & { name: string; purpose: string }>;
  /** The coming departures, in order ("2027-10-02"). */
  departures: string[];
  /** The departures that cost other than `prices` (their own prices, a running promo), by date. */
  byDeparture?: Record<string, DeparturePricing>;
  payment?: PaymentRules;
  words: EstimateWords;
}

export interface EstimateLineView {
  label: string;
  /** What the line is for. */
  purpose: string;
  /** "2 × Rp16.900.000". */
  detail: string;
  amount: string;
  amountIdr: number;
}

export interface ScheduleView {
  intro: string;
  deposit: string;
  balance: string;
  cancellationTitle: string;
  cancellation: string[];
}

export interface EstimateView {
  lines: EstimateLineView[];
  total: string;
  totalIdr: number;
  average: string;
  schedule?: ScheduleView;
  /** The choice and total in one line, for the WhatsApp message and the email. */
  summary: string;
}

/** What `departure` costs: its own pricing if the build gave one, else the package's prices. */
export function pricingOf(data: EstimateData, departure: string | undefined): DeparturePricing {
  return (
    (departure && data.byDeparture?.[departure]) || { prices: data.prices, normal: data.prices }
  );
}

/** The estimate for `choice` leaving on `departure` (if dates are given), at its prices, or undefined. */
export function describeEstimate(
  data: EstimateData,
  choice: EstimateChoice,
  departure?: string,
): EstimateView | undefined {
  const pricing = pricingOf(data, departure);
  const result = estimate(pricing.prices, data.extras, choice);
  if (!result) return undefined;
  const { words, locale, intl } = data;
  const idr = (amount: number) => formatIdr(amount, locale);
  // The same choice at the normal prices: its lines are the same, in the same order.
  const normal = pricing.promo ? estimate(pricing.normal, data.extras, choice) : undefined;
  const promo = pricing.promo
    ? fillTemplate(words.promo, {
        kind: words.promoKinds[pricing.promo.kind],
        date: sayDay(pricing.promo.until, intl),
      })
    : "";
  const lines = result.lines.map((line, index): EstimateLineView => {
    const extra = line.extra === undefined ? undefined : data.extras[line.extra];
    // The adults' line is named by their room; the others by the price table's row.
    const label = extra
      ? extra.name
      : line.kind === "room"
        ? words.rooms[choice.room]
        : words.rows[line.kind === "extra" ? "twin" : line.kind];
    const was = normal?.lines[index]?.unitIdr;
    const purpose = extra
      ? `${extra.purpose} (${extra.per === "person" ? words.perPerson : words.perGroup})`
      : was !== undefined && was > line.unitIdr
        ? `${words.perPerson} · ${promo}, ${fillTemplate(words.normalPrice, { price: idr(was) })}`
        : words.perPerson;
    return {
      label,
      purpose,
      detail: fillTemplate(words.lineCount, { count: line.count, price: idr(line.unitIdr) }),
      amount: idr(line.amountIdr),
      amountIdr: line.amountIdr,
    };
  });
  const total = idr(result.totalIdr);
  const people = travellerKinds
    .filter((kind) => choice[kind] > 0)
    .map((kind) => `${words.people[kind]} ${choice[kind]}`);
  // The hand-off says what one adult pays for the room on that date, and the promo's deadline.
  const adult = roomPrice(pricing.prices, choice.room) ?? 0;
  const lowered = adult < (roomPrice(pricing.normal, choice.room) ?? 0);
  const said = [
    ...(departure ? [sayDay(departure, intl)] : []),
    `${words.rooms[choice.room]} ${idr(adult)} ${words.perPerson}`,
    ...(lowered ? [promo] : []),
    ...people,
    words.passports[choice.passport],
    ...choice.optional.flatMap((index) => data.extras[index]?.name ?? []),
  ].join(", ");
  const view: EstimateView = {
    lines,
    total,
    totalIdr: result.totalIdr,
    average: idr(result.averageIdr),
    summary: fillTemplate(words.summary, { choice: said, total }),
  };
  if (data.payment && departure) {
    const deposit = depositFor(result, data.payment.depositIdr);
    const plan = paymentSchedule(data.payment, departure, data.today, result.totalIdr, deposit);
    const day = (date: string, past: boolean) =>
      past ? `${sayDay(date, intl)} (${words.schedule.past})` : sayDay(date, intl);
    const { schedule } = words;
    view.schedule = {
      intro: fillTemplate(schedule.intro, { date: sayDay(departure, intl) }),
      deposit: fillTemplate(schedule.deposit, {
        amount: idr(plan.depositIdr),
        perPerson: idr(data.payment.depositIdr),
      }),
      balance: fillTemplate(schedule.balance, {
        amount: idr(plan.balance.amountIdr),
        date: day(plan.balance.date, plan.balance.past),
        days: plan.balance.daysBefore,
      }),
      cancellationTitle: schedule.cancellationTitle,
      cancellation: plan.cancellation.map((step) =>
        fillTemplate(schedule.cancellation, {
          date: day(step.date, step.past),
          days: step.daysBefore,
          charge: step.charge,
        }),
      ),
    };
  }
  return view;
}
