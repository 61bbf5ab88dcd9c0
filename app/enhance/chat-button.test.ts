import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitsInLink } from "../lib/inquiry-message.ts";
import { chatHref } from "./chat-button.ts";

const pageHref = "https://wa.me/6280000000000?text=Hello%20there";

describe("the chat link carrying the visitor's draft", () => {
  it("keeps the page's link when there is nothing to carry", () => {
    expect(chatHref(pageHref, undefined)).toBe(pageHref);
  });

  it("carries any text whole, spaces as %20, or keeps the page's link when it would be too long (generated)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 1200 }), (text) => {
        const href = chatHref(pageHref, text || undefined);
        if (href === pageHref) return;
        const url = new URL(href);
        expect(url.origin + url.pathname).toBe("https://wa.me/6280000000000");
        expect(url.searchParams.get("text")).toBe(text);
        expect(href).not.toContain("+");
        expect(fitsInLink(href)).toBe(true);
      }),
    );
    expect(chatHref(pageHref, "x".repeat(3000))).toBe(pageHref);
  });
});
