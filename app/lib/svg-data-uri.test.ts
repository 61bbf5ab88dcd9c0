import { describe, expect, it } from "vitest";
import { compactSvg, inlineSvg, scopeSvgIds } from "./svg-data-uri";

describe("compactSvg", () => {
  it("drops the whitespace between tags and collapses the rest", () => {
    expect(compactSvg('\n<svg viewBox="0 0 8 8">\n  <path d="M0 0\n H8"/>\n</svg>\n')).toBe(
      '<svg viewBox="0 0 8 8"><path d="M0 0 H8"/></svg>',
    );
  });
});

describe("scopeSvgIds", () => {
  it("prefixes the drawing's ids and every reference to them, and nothing else", () => {
    const svg =
      '<svg><defs><linearGradient id="sky"/><path id="pt" d="M0 0"/></defs>' +
      '<rect fill="url(#sky)"/><use href="#pt"/><a href="#elsewhere">x</a></svg>';
    expect(scopeSvgIds(svg, "hero")).toBe(
      '<svg><defs><linearGradient id="hero-sky"/><path id="hero-pt" d="M0 0"/></defs>' +
        '<rect fill="url(#hero-sky)"/><use href="#hero-pt"/><a href="#elsewhere">x</a></svg>',
    );
  });
});

describe("inlineSvg", () => {
  it("compacts the drawing, scopes its ids and drops the namespace HTML does not need", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <linearGradient id="sky"/>\n' +
      '  <rect fill="url(#sky)"/>\n</svg>\n';
    expect(inlineSvg(svg, "hero")).toBe(
      '<svg viewBox="0 0 8 8"><linearGradient id="hero-sky"/><rect fill="url(#hero-sky)"/></svg>',
    );
  });
});
