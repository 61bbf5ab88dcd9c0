import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  depositFor,
  type EstimateChoice,
  type EstimateExtra,
  type EstimatePrices,
  estimate,
  estimateRooms,
  maxTravellers,
  passportTypes,
  roomsOffered,
} from "./estimate";

const rupiah = fc.integer({ min: 1, max: 200_000_000 });
const prices: fc.Arbitrary<EstimatePrices> = fc.record(
  {
    twin: rupiah,
    triple: rupiah,
    childWithBed: rupiah,
    childNoBed: rupiah,
    infant: rupiah,
    singleSupplement: rupiah,
  },
  { requiredKeys: [] },
);
const extras: fc.Arbitrary<EstimateExtra[]> = fc.array(
  fc.record(
    {
      amountIdr: rupiah,
      per: fc.constantFrom("person" as const, "group" as const),
      passport: fc.constantFrom(...passportTypes),
      optional: fc.boolean(),
    },
    { requiredKeys: ["amountIdr", "per", "optional"] },
  ),
  { maxLength: 8 },
);
const count = fc.integer({ min: 0, max: maxTravellers });
const choice: fc.Arbitrary<EstimateChoice> = fc.record({
  room: fc.constantFrom(...estimateRooms),
  adults: fc.integer({ min: 1, max: maxTravellers }),
  childWithBed: count,
  childNoBed: count,
  infants: count,
  passport: fc.constantFrom(...passportTypes),
  optional: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 8 }),
});

describe("an estimate", () => {
  it("totals the sum of its lines, each count × unit, in whole, non-negative rupiah", () => {
    fc.assert(
      fc.property(prices, extras, choice, (table, listed, chosen) => {
        const result = estimate(table, listed, chosen);
        if (!result) return;
        const sum = result.lines.reduce((total, line) => total + line.amountIdr, 0);
        expect(result.totalIdr).toBe(sum);
        for (const line of result.lines) {
          expect(line.amountIdr).toBe(line.count * line.unitIdr);
          expect(Number.isSafeInteger(line.amountIdr) && line.amountIdr >= 0).toBe(true);
          expect(line.count).toBeGreaterThan(0);
        }
        expect(Number.isInteger(result.averageIdr)).toBe(true);
        expect(result.averageIdr * result.travellers).toBeGreaterThanOrEqual(result.totalIdr);
        expect((result.averageIdr - 1) * result.travellers).toBeLessThan(result.totalIdr);
      }),
    );
  });

  it("prices every traveller once, and never shows a line the company has not given", () => {
    fc.assert(
      fc.property(prices, extras, choice, (table, listed, chosen) => {
        const result = estimate(table, listed, chosen);
        if (!result) return;
        const people = result.lines
          .filter((line) => line.perTraveller)
          .reduce((total, line) => total + line.count, 0);
        expect(people).toBe(
          chosen.adults + chosen.childWithBed + chosen.childNoBed + chosen.infants,
        );
        for (const line of result.lines.filter((item) => item.kind === "extra")) {
          const extra = listed[line.extra ?? -1];
          expect(extra).toBeDefined();
          if (extra?.passport) expect(extra.passport).toBe(chosen.passport);
          if (extra?.optional) expect(chosen.optional).toContain(line.extra);
        }
      }),
    );
  });

  it("prices no choice the table has no price for", () => {
    fc.assert(
      fc.property(prices, choice, (table, chosen) => {
        const result = estimate(table, [], chosen);
        const priced =
          roomsOffered(table).includes(chosen.room) &&
          (chosen.childWithBed === 0 || table.childWithBed !== undefined) &&
          (chosen.childNoBed === 0 || table.childNoBed !== undefined) &&
          (chosen.infants === 0 || table.infant !== undefined);
        expect(Boolean(result)).toBe(priced);
      }),
    );
    const table = { twin: 10_000_000 };
    const base = estimate(table, [], {
      room: "twin",
      adults: 1,
      childWithBed: 0,
      childNoBed: 0,
      infants: 0,
      passport: "regular",
      optional: [],
    });
    expect(base?.totalIdr).toBe(10_000_000);
    for (const odd of [-1, 1.5, Number.NaN, maxTravellers + 1]) {
      expect(estimate(table, [], oddChoice(odd))).toBeUndefined();
    }
  });

  it("asks a deposit of at most each traveller's own price", () => {
    fc.assert(
      fc.property(prices, choice, rupiah, (table, chosen, deposit) => {
        const result = estimate(table, [], chosen);
        if (!result) return;
        const held = depositFor(result, deposit);
        expect(held).toBeLessThanOrEqual(result.totalIdr);
        expect(held).toBeLessThanOrEqual(deposit * result.travellers);
        expect(Number.isSafeInteger(held) && held >= 0).toBe(true);
      }),
    );
  });
});

function oddChoice(adults: number): EstimateChoice {
  return {
    room: "twin",
    adults,
    childWithBed: 0,
    childNoBed: 0,
    infants: 0,
    passport: "regular",
    optional: [],
  };
}
