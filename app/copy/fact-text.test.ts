import { describe, expect, it } from "vitest";
import { sayDay } from "~/lib/format-date";
import { listInWords } from "~/lib/locale";
import { factText } from "./fact-text";

describe("a package fact as the page says it", () => {
  it("fills the smallest group, leaves out each sentence waiting for the company and names it once", () => {
    const unknown = new Set<string>();
    expect(factText("From {minPax} people.", 10, unknown)).toBe("From 10 people.");
    expect(
      factText(
        "Economy flights from Jakarta. [the baggage allowance] Meals on board.",
        10,
        unknown,
      ),
    ).toBe("Economy flights from Jakarta. Meals on board.");
    expect(factText("[the deposit] [the balance]", 8, unknown)).toBe("");
    expect(factText("Deposit: [the deposit].", 8, unknown)).toBe("");
    expect([...unknown]).toEqual(["the baggage allowance", "the deposit", "the balance"]);
  });

  it("lists and dates as each language writes them", () => {
    expect(listInWords(["DP", "pelunasan", "jatah bagasi"], "id")).toBe(
      "DP, pelunasan, dan jatah bagasi",
    );
    expect(listInWords(["the deposit", "the balance"], "en")).toBe("the deposit and the balance");
    expect(sayDay("2026-11-27", "id-ID")).toBe("27 November 2026");
    expect(sayDay("2027-02-05", "en-US")).toBe("February 5, 2027");
  });
});
