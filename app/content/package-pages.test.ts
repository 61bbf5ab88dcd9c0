import { describe, expect, it } from "vitest";
import { factText } from "./package-pages";

describe("a package fact as the page says it", () => {
  it("fills the smallest group and says to ask where the company has not given the fact", () => {
    expect(factText("From {minPax} people.", 10, "ask us")).toBe("From 10 people.");
    expect(factText("Deposit per person: [amount].", 10, "ask us (in your quotation)")).toBe(
      "Deposit per person: ask us (in your quotation).",
    );
    expect(factText("No placeholder [here] or [there]", 8, "?")).toBe("No placeholder ? or ?");
  });
});
