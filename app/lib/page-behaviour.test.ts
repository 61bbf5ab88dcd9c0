import { describe, expect, it } from "vitest";
import {
  companyFactsHandle,
  hydrateHandle,
  routeHydrates,
  routeShowsCompanyFacts,
} from "./page-behaviour";

describe("which pages hydrate", () => {
  it("only those with a matched route whose handle asks for it", () => {
    expect(routeHydrates([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(routeHydrates([{}, { handle: { hydrate: "yes" } }, { handle: null }])).toBe(false);
    expect(routeHydrates([{}, { handle: hydrateHandle }])).toBe(true);
    expect(routeHydrates([{}, { handle: companyFactsHandle }])).toBe(false);
  });
});

describe("which pages show the company's facts themselves", () => {
  it("those whose route says so, hydrating or not; the footer then leaves them out", () => {
    expect(routeShowsCompanyFacts([{}, { handle: hydrateHandle }])).toBe(false);
    expect(routeShowsCompanyFacts([{}, { handle: companyFactsHandle }])).toBe(true);
    const both = { ...hydrateHandle, ...companyFactsHandle };
    expect([routeHydrates([{ handle: both }]), routeShowsCompanyFacts([{ handle: both }])]).toEqual(
      [true, true],
    );
  });
});
