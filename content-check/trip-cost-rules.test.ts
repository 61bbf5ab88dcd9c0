import { describe, expect, it } from "vitest";
import { fullPackageDetails } from "../tests/support/full-package.ts";
import { tripCostChecks } from "./trip-cost-rules.ts";

const file = "content/packages/x.json";
const fixture = fullPackageDetails.en;

describe("the trip cost rules of the content check", () => {
  it("take the fixture package on its build day, warning only of its passed departure and ended promo", () => {
    const { problems, warnings } = tripCostChecks(file, fixture, "2026-11-28");
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/departure 2026-09-12: has passed/),
      expect.stringMatching(/departure 2027-10-16: its early-bird price ended on 2026-11-20/),
    ]);
  });

  it("stop on a promo not below the normal price, ending after its departure, and on a departure's prices missing a room", () => {
    const prices = [
      { row: "twin", priceIdr: 10_000_000 },
      { row: "triple", priceIdr: 9_500_000 },
    ];
    const promo = (row: string, priceIdr: number, until = "2027-01-31") => ({
      kind: "promo" as const,
      until,
      prices: [{ row, priceIdr }],
    });
    const departure = { date: "2027-10-02", status: "available" };
    const { problems } = tripCostChecks(
      file,
      {
        prices,
        departureDates: [
          { ...departure, promo: promo("twin", 10_000_000) },
          { ...departure, promo: promo("twin", 9_000_000, "2027-10-03") },
          { ...departure, prices: [{ row: "twin", priceIdr: 12_000_000 }] },
          { ...departure, promo: promo("infant", 1_000_000) },
          { ...departure, promo: promo("twin", 9_000_000, "2027-10-02") },
        ],
      },
      "2026-11-28",
    );
    expect(problems.map((problem) => [problem.where, problem.message])).toEqual([
      [
        expect.stringMatching(/date 1/),
        expect.stringMatching(/\(10000000\) is not below the normal price \(10000000\)/),
      ],
      [
        expect.stringMatching(/date 2/),
        expect.stringMatching(/ends on 2027-10-03, after the departure/),
      ],
      [
        expect.stringMatching(/date 3/),
        expect.stringMatching(/no "triple", which the package's prices give/),
      ],
      [expect.stringMatching(/date 4/), expect.stringMatching(/"infant" has no normal price/)],
    ]);
    const alone = tripCostChecks(
      file,
      { departureDates: [{ ...departure, prices: [{ row: "twin", priceIdr: 12_000_000 }] }] },
      "2026-11-28",
    );
    expect(alone.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/the package gives none/),
    ]);
  });

  it("name figures that cannot add up, and a group size of 0", () => {
    const departure = { date: "2027-10-02", status: "available" };
    const { problems } = tripCostChecks(
      file,
      {
        prices: [{ row: "twin", priceIdr: 10_000_000 }],
        payment: { depositIdr: 12_000_000 },
        departureDates: [
          { ...departure, minimum: 0 },
          { ...departure, seatsLeft: 0 },
          { ...departure, status: "full", seatsLeft: 2 },
          { ...departure, booked: 3, seatsLeft: 4, minimum: 15 },
        ],
        seatsUpdatedOn: "2026-11-27",
      },
      "2026-11-28",
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/deposit .* more than the adult price/),
      expect.stringMatching(/group size of 0/),
      expect.stringMatching(/no seats left, but its status is "available"/),
      expect.stringMatching(/full, yet 2 seats left/),
      expect.stringMatching(/3 booked and 4 seats left can never reach the 15/),
    ]);
  });

  it("warn once seat figures are more than 14 days old, and want the day they were counted", () => {
    const counted = { ...fixture, seatsUpdatedOn: "2026-11-14" };
    expect(tripCostChecks(file, counted, "2026-11-28").warnings).toHaveLength(2);
    expect(tripCostChecks(file, counted, "2026-11-29").warnings).toEqual([
      expect.stringMatching(/passed/),
      expect.stringMatching(/ended/),
      expect.stringMatching(/counted on 2026-11-14, more than 14 days ago/),
    ]);
    const { seatsUpdatedOn: _, ...uncounted } = fixture;
    expect(tripCostChecks(file, uncounted, "2026-11-28").problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/without the day they were counted/),
      }),
    ]);
  });
});
