import { describe, expect, it } from "vitest";
import { fullPackageDetails } from "../tests/support/full-package.ts";
import { tripCostChecks } from "./trip-cost-rules.ts";

const file = "content/packages/x.json";
const fixture = fullPackageDetails.en;

describe("the trip cost rules of the content check", () => {
  it("take the fixture package on its build day, warning only of its passed departure", () => {
    const { problems, warnings } = tripCostChecks(file, fixture, "2026-11-28");
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/departure 2026-09-12: has passed/)]);
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
    expect(tripCostChecks(file, counted, "2026-11-28").warnings).toHaveLength(1);
    expect(tripCostChecks(file, counted, "2026-11-29").warnings).toEqual([
      expect.stringMatching(/passed/),
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
