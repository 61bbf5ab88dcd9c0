import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateRooms, maxTravellers, passportTypes } from "./estimate";
import { estimateParams, parseEstimateQuery } from "./estimate-query";

const departures = ["2027-10-02", "2027-10-16"];
const optional = [4, 5];

describe("the estimate in the contact page's link", () => {
  it("reads back every choice it writes", () => {
    const count = fc.integer({ min: 0, max: maxTravellers });
    fc.assert(
      fc.property(
        fc.record({
          room: fc.constantFrom(...estimateRooms),
          adults: fc.integer({ min: 1, max: maxTravellers }),
          childWithBed: count,
          childNoBed: count,
          infants: count,
          passport: fc.constantFrom(...passportTypes),
          optional: fc.subarray(optional),
        }),
        fc.constantFrom(...departures),
        (choice, departure) => {
          const search = `?package=x&${new URLSearchParams(estimateParams({ choice, departure }))}`;
          expect(parseEstimateQuery(search, departures, optional)).toEqual({ choice, departure });
        },
      ),
    );
  });

  it("ignores whatever does not parse, and never throws", () => {
    const base =
      "room=twin&adults=2&childWithBed=1&infants=1&passport=regular&departure=2027-10-02";
    expect(parseEstimateQuery(base, departures, optional)?.choice.adults).toBe(2);
    for (const hostile of [
      base.replace("adults=2", "adults=-2"),
      base.replace("adults=2", "adults=2.5"),
      base.replace("adults=2", "adults=999"),
      base.replace("adults=2", "adults=0"),
      `${base}&adults=3`,
      base.replace("twin", "penthouse"),
      base.replace("regular", "<script>"),
      base.replace("2027-10-02", "2020-01-01"),
      `${base}&optional=1`,
      `${base}&optional=4.4`,
      `${base}&optional=4.x`,
      base.replace("&departure=2027-10-02", ""),
      `${base}&total=1`.replace("room=twin", "room="),
    ]) {
      expect(parseEstimateQuery(hostile, departures, optional), hostile).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (search) => {
        expect(() => parseEstimateQuery(search, departures, optional)).not.toThrow();
      }),
    );
  });
});
