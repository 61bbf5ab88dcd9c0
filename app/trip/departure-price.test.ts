import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DepartureFacts,
  departurePricing,
  departuresOn,
  offeredDepartures,
  type PriceList,
  priceTable,
  promoKinds,
  startingPrice,
} from "./departure-price";
import { estimateRooms, firstChoice, passportTypes } from "./estimate";
import { describeEstimate, type EstimateData } from "./estimate-view";

const rows = ["twin", "triple", "childWithBed", "childNoBed", "infant", "singleSupplement"];
const rupiah = fc.integer({ min: 1_000_000, max: 200_000_000 });
const day = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((time) => new Date(time - (time % 86_400_000)).toISOString().slice(0, 10));
const priceList: fc.Arbitrary<PriceList> = fc
  .uniqueArray(fc.constantFrom(...rows), { minLength: 1 })
  .chain((keys) => fc.tuple(...keys.map((row) => rupiah.map((priceIdr) => ({ row, priceIdr })))));
const promo = fc.record({
  kind: fc.constantFrom(...promoKinds),
  until: day,
  prices: priceList,
});
const departure: fc.Arbitrary<DepartureFacts> = fc.record(
  {
    date: day,
    status: fc.constantFrom("guaranteed", "available", "few-seats", "full"),
    prices: priceList,
    promo,
  },
  { requiredKeys: ["date", "status"] },
);

describe("a departure's price", () => {
  it("is never raised by a promo, which only lowers rows the date has, and only while it runs", () => {
    fc.assert(
      fc.property(priceList, departure, day, (base, leaving, today) => {
        const { prices, normal, promo: applied } = departurePricing(base, leaving, today);
        expect(Object.keys(prices).sort()).toEqual(Object.keys(normal).sort());
        for (const [row, price] of Object.entries(prices)) {
          expect(price).toBeLessThanOrEqual(normal[row as keyof typeof normal] ?? 0);
        }
        expect(normal).toEqual(priceTable(leaving.prices ?? base));
        const lowered = Object.entries(prices).some(
          ([row, price]) => price < (normal[row as keyof typeof normal] ?? 0),
        );
        expect(Boolean(applied)).toBe(lowered);
        if (applied) expect(today <= applied.until).toBe(true);
      }),
    );
  });

  it("drops from the day's build the departures before it and the promos that ended", () => {
    fc.assert(
      fc.property(fc.array(departure, { maxLength: 6 }), day, (departures, today) => {
        const shown = departuresOn(departures, today);
        expect(shown.every((item) => item.date >= today)).toBe(true);
        expect(shown.every((item) => !item.promo || item.promo.until >= today)).toBe(true);
        expect(shown.length).toBe(departures.filter((item) => item.date >= today).length);
      }),
    );
  });
});

describe("the starting price", () => {
  it("is the lowest adult twin price of the departures on sale, promos included while they run", () => {
    fc.assert(
      fc.property(
        rupiah,
        fc.option(priceList, { nil: undefined }),
        fc.array(departure, { maxLength: 6 }),
        day,
        (typed, base, departures, today) => {
          const start = startingPrice(
            { priceIdr: typed, prices: base, departureDates: departures },
            today,
          );
          const twins = offeredDepartures(departures, today).flatMap(
            (item) => departurePricing(base, item, today).prices.twin ?? [],
          );
          if (twins.length > 0) {
            expect(start.basis).toBe("cheapest-departure");
            for (const twin of twins) expect(start.priceIdr).toBeLessThanOrEqual(twin);
            expect(twins).toContain(start.priceIdr);
          } else {
            const twin = priceTable(base).twin;
            expect(start).toEqual(
              twin === undefined
                ? { priceIdr: typed, basis: "package" }
                : { priceIdr: twin, basis: "twin" },
            );
          }
        },
      ),
    );
  });

  it("counts no full date while another is on sale, nor a departure that has passed", () => {
    const base = [{ row: "twin", priceIdr: 10_000_000 }];
    const dates: DepartureFacts[] = [
      { date: "2026-01-01", status: "available", prices: [{ row: "twin", priceIdr: 5_000_000 }] },
      { date: "2027-01-01", status: "full", prices: [{ row: "twin", priceIdr: 6_000_000 }] },
      { date: "2027-02-01", status: "available" },
    ];
    const item = { priceIdr: 9_000_000, prices: base, departureDates: dates };
    expect(startingPrice(item, "2026-06-01")).toEqual({
      priceIdr: 10_000_000,
      basis: "cheapest-departure",
    });
  });
});

const words: EstimateData["words"] = {
  rows: Object.fromEntries(rows.map((row) => [row, row])) as EstimateData["words"]["rows"],
  rooms: { twin: "twin", triple: "triple", single: "single" },
  passports: { "e-passport": "e", regular: "r" },
  people: { adults: "a", childWithBed: "b", childNoBed: "c", infants: "i" },
  lineCount: "{count} × {price}",
  normalPrice: "normally {price}",
  promo: "{kind} until {date}",
  promoKinds: { promo: "Promo", "early-bird": "Early bird" },
  perPerson: "pp",
  perGroup: "pg",
  summary: "{choice}: {total}",
  schedule: {
    intro: "{date}",
    deposit: "{amount} {perPerson}",
    balance: "{amount} {date} {days}",
    cancellationTitle: "c",
    cancellation: "{date} {days} {charge}",
    past: "past",
  },
};

describe("the estimate of a departure", () => {
  it("totals the sum of its lines at the departure's prices, never more than at its normal prices", () => {
    const counts = fc.integer({ min: 0, max: 4 });
    fc.assert(
      fc.property(
        priceList,
        departure,
        day,
        fc.constantFrom(...estimateRooms),
        fc.integer({ min: 1, max: 6 }),
        counts,
        counts,
        counts,
        fc.constantFrom(...passportTypes),
        (base, leaving, today, room, adults, childWithBed, childNoBed, infants, passport) => {
          const pricing = departurePricing(base, leaving, today);
          const data: EstimateData = {
            locale: "en",
            intl: "en-US",
            today,
            prices: priceTable(base),
            extras: [
              { name: "Visa", purpose: "v", amountIdr: 500_000, per: "person", optional: false },
            ],
            departures: [leaving.date],
            byDeparture: { [leaving.date]: pricing },
            words,
          };
          const choice = { ...firstChoice(data.prices), room, adults, childWithBed, childNoBed };
          const chosen = { ...choice, infants, passport };
          const view = describeEstimate(data, chosen, leaving.date);
          if (!view) return;
          const sum = view.lines.reduce((total, line) => total + line.amountIdr, 0);
          expect(view.totalIdr).toBe(sum);
          const atNormal = describeEstimate(
            { ...data, byDeparture: { [leaving.date]: { ...pricing, prices: pricing.normal } } },
            chosen,
            leaving.date,
          );
          expect(view.totalIdr).toBeLessThanOrEqual(atNormal?.totalIdr ?? 0);
          // A line a promo lowers says so; the summary carries the promo then.
          const promoted = view.lines.some((line) => line.purpose.includes("until"));
          expect(promoted).toBe(view.totalIdr < (atNormal?.totalIdr ?? 0));
        },
      ),
    );
  });
});
