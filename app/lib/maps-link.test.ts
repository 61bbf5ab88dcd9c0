import { describe, expect, it } from "vitest";
import { mapsSearchUrl } from "./maps-link";

describe("mapsSearchUrl", () => {
  it("searches Google Maps for the whole address, every character escaped", () => {
    const address = "Jl. Jend. Sudirman Kav. 52–53, Jakarta 12190, Indonesia #2 & 3";
    const url = new URL(mapsSearchUrl(address));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(address);
    expect([...url.searchParams.keys()]).toEqual(["api", "query"]);
    // As Google's examples write it: spaces as +, commas as they are.
    expect(url.search).toContain("query=Jl.+Jend.+Sudirman+Kav.+52%E2%80%9353,+Jakarta+12190,");
  });
});
