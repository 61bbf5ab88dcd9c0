import { describe, expect, it } from "vitest";
import { hydrateHandle, routeHydrates } from "./page-behaviour";

describe("which pages hydrate", () => {
  it("only those with a matched route whose handle asks for it", () => {
    expect(routeHydrates([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(routeHydrates([{}, { handle: { hydrate: "yes" } }, { handle: null }])).toBe(false);
    expect(routeHydrates([{}, { handle: hydrateHandle }])).toBe(true);
  });
});
