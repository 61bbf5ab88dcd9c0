import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("keeps only the digits of the number", () => {
    expect(whatsappLink("+62 812-0000-0000")).toBe("https://wa.me/6281200000000");
  });

  it("encodes the prefilled greeting", () => {
    const link = new URL(whatsappLink("6281200000000", "Hello! Japan & Hokkaido?"));
    expect(link.origin).toBe("https://wa.me");
    expect(link.pathname).toBe("/6281200000000");
    expect(link.searchParams.get("text")).toBe("Hello! Japan & Hokkaido?");
    expect(link.search).not.toContain("+");
  });

  it("refuses a number too short to be international", () => {
    expect(() => whatsappLink("12345")).toThrow(/country code/);
  });
});
