import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anchorOf, uniqueAnchors } from "./anchor";

describe("anchorOf", () => {
  it("writes a heading's words in lower case, joined by hyphens, without accents", () => {
    expect(anchorOf("Hak Anda")).toBe("hak-anda");
    expect(anchorOf("Syarat & ketentuan")).toBe("syarat-ketentuan");
    expect(anchorOf("Café, onsen?")).toBe("cafe-onsen");
  });

  it("gives any heading an anchor of letters, digits and single inner hyphens", () => {
    fc.assert(
      fc.property(fc.string(), (heading) => {
        expect(anchorOf(heading)).toMatch(/^([\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*)?$/u);
      }),
    );
  });
});

describe("uniqueAnchors", () => {
  it("never gives two headings the same anchor", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Visa", "visa", "Hak Anda", "", "?", "visa-2")),
        (list) => {
          const anchors = uniqueAnchors(list);
          expect(new Set(anchors).size).toBe(list.length);
        },
      ),
    );
  });
});
