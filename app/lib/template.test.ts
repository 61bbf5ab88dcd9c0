import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template";

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
});
