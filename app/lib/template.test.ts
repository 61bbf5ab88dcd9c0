import { describe, expect, it } from "vitest";
import { fillTemplate, placeholdersIn } from "./template";

describe("fillTemplate", () => {
  it("puts each value where the sentence names it, in the sentence's own order", () => {
    expect(fillTemplate("Rated {rating} out of {max}", { rating: 4, max: 5 })).toBe(
      "Rated 4 out of 5",
    );
    expect(fillTemplate("Nilai {rating} dari {max}", { max: 5, rating: 4 })).toBe("Nilai 4 dari 5");
  });

  it("repeats a value named twice and leaves other braces alone", () => {
    expect(fillTemplate("{a}-{a} {not a placeholder}", { a: "x" })).toBe("x-x {not a placeholder}");
  });

  it("inserts values as text, without reading placeholders inside them", () => {
    expect(fillTemplate("Hello {name}", { name: "{name} <b>" })).toBe("Hello {name} <b>");
  });

  it("throws when a placeholder has no value", () => {
    expect(() => fillTemplate("From {price}", {})).toThrow(/\{price\}/);
  });

  it("leaves an empty {} alone", () => {
    expect(fillTemplate("a {} b", {})).toBe("a {} b");
  });
});

/** The package length as the content words it (content/pages/shell.json, packageWords.duration). */
const englishDuration =
  "{days, plural, one {# Day} other {# Days}} {nights, plural, one {# Night} other {# Nights}}";
const indonesianDuration = "{days} Hari {nights} Malam";

describe("plurals", () => {
  it("reads right in English: one night, two nights, no nights", () => {
    const duration = (days: number, nights: number) =>
      fillTemplate(englishDuration, { days, nights }, "en");
    expect(duration(2, 1)).toBe("2 Days 1 Night");
    expect(duration(5, 4)).toBe("5 Days 4 Nights");
    expect(duration(1, 0)).toBe("1 Day 0 Nights");
    expect(
      fillTemplate("{nights, plural, one {# Night} other {# Nights}}", { nights: 1 }, "en"),
    ).toBe("1 Night");
  });

  it("reads right in Indonesian, whose nouns do not change with the number", () => {
    expect(fillTemplate(indonesianDuration, { days: 2, nights: 1 }, "id")).toBe("2 Hari 1 Malam");
    expect(fillTemplate(indonesianDuration, { days: 5, nights: 4 }, "id")).toBe("5 Hari 4 Malam");
    // A plural written in Indonesian content takes Indonesian rules: every number is "other".
    expect(
      fillTemplate("{nights, plural, one {# malam saja} other {# malam}}", { nights: 1 }, "id"),
    ).toBe("1 malam");
  });

  it("prefers a form for the exact number", () => {
    expect(
      fillTemplate(
        "{nights, plural, =0 {No nights} one {# Night} other {# Nights}}",
        { nights: 0 },
        "en",
      ),
    ).toBe("No nights");
  });

  it("refuses a plural without a number, a language or an other form", () => {
    expect(() => fillTemplate(englishDuration, { days: 2, nights: 1 })).toThrow(/language/);
    expect(() => fillTemplate(englishDuration, { days: "2", nights: 1 }, "en")).toThrow(/number/);
    expect(() => fillTemplate("{n, plural, one {# Night}}", { n: 2 }, "en")).toThrow(/other/);
  });

  it("names a plural's placeholder as the content check reads it", () => {
    expect(placeholdersIn(englishDuration)).toEqual(["days", "nights"]);
    expect(placeholdersIn(indonesianDuration)).toEqual(["days", "nights"]);
    expect(placeholdersIn("{} and {brandName}")).toEqual(["", "brandName"]);
  });
});
