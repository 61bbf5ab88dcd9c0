import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sayDay, sayMonth } from "../lib/format-date";
import { addDays, jakartaDay, paymentSchedule } from "./payment-schedule";

const day = fc
  .date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const rules = fc.record({
  depositIdr: fc.integer({ min: 0, max: 200_000_000 }),
  balanceDays: fc.integer({ min: 1, max: 365 }),
  cancellation: fc.array(
    fc.record({ daysBefore: fc.integer({ min: 0, max: 365 }), charge: fc.string() }),
    { maxLength: 6 },
  ),
});
const amounts = fc
  .tuple(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 2_000_000_000 }))
  .map(([a, b]) => ({ total: Math.max(a, b), deposit: Math.min(a, b) }));

describe("when to pay", () => {
  it("never asks the balance after the departure, and never a negative or fractional rupiah", () => {
    fc.assert(
      fc.property(rules, day, day, amounts, (terms, departure, today, { total, deposit }) => {
        const plan = paymentSchedule(terms, departure, today, total, deposit);
        expect(plan.balance.date <= departure).toBe(true);
        expect(plan.balance.date).toBe(addDays(departure, -terms.balanceDays));
        expect(plan.depositIdr + plan.balance.amountIdr).toBe(total);
        for (const amount of [plan.depositIdr, plan.balance.amountIdr]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        for (const step of plan.cancellation) {
          expect(step.date <= departure).toBe(true);
          expect(step.date).toBe(addDays(departure, -step.daysBefore));
        }
        // The charges from the earliest day on, as a buyer reads them.
        const dates = plan.cancellation.map((step) => step.date);
        expect(dates).toEqual([...dates].sort());
      }),
    );
  });

  it("says a due day before the build's day is past, and only such a day", () => {
    fc.assert(
      fc.property(rules, day, day, (terms, departure, today) => {
        const plan = paymentSchedule(terms, departure, today, 10, 5);
        for (const due of [plan.balance, ...plan.cancellation]) {
          expect(due.past).toBe(due.date < today);
        }
      }),
    );
    const late = paymentSchedule(
      { depositIdr: 5, balanceDays: 45, cancellation: [] },
      "2027-10-02",
      "2027-09-01",
      10,
      5,
    );
    expect(late.balance).toMatchObject({ date: "2027-08-18", daysBefore: 45, past: true });
  });

  it("counts calendar days across months, years and leap days", () => {
    expect(addDays("2027-10-02", -45)).toBe("2027-08-18");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-01-10", -30)).toBe("2026-12-11");
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (start, days) => {
        expect(addDays(addDays(start, days), -days)).toBe(start);
      }),
    );
  });

  it("writes days as Indonesians and English readers do, and today as it is in Jakarta", () => {
    expect(sayDay("2027-10-02", "id-ID")).toBe("2 Oktober 2027");
    expect(sayDay("2027-10-02", "en-US")).toBe("October 2, 2027");
    expect(sayMonth("2027-10-02", "id-ID")).toBe("Oktober 2027");
    expect(jakartaDay(new Date("2026-11-28T17:30:00Z"))).toBe("2026-11-29");
    expect(jakartaDay(new Date("2026-11-28T16:59:00Z"))).toBe("2026-11-28");
  });
});
