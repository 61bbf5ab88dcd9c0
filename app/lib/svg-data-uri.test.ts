import { describe, expect, it } from "vitest";
import { compactSvg, inlineSvg, scopeSvgIds, svgDataUri } from "./svg-data-uri";

describe("svgDataUri", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"\n  viewBox="0 0 8 8">\n<path d="M0 0H8" fill="#b3261e"/>\n</svg>\n';

  it("encodes what a URL may not hold and nothing else", () => {
    const uri = svgDataUri(svg);
    expect(uri).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%208%208%22%3E%3Cpath%20d=%22M0%200H8%22%20fill=%22%23b3261e%22/%3E%3C/svg%3E",
    );
    expect(uri).not.toMatch(/[\s"'<>#]/);
  });

  it("encodes apostrophes too", () => {
    expect(svgDataUri("<text>Tokyo's 100%</text>")).toBe(
      "data:image/svg+xml,%3Ctext%3ETokyo%27s%20100%25%3C/text%3E",
    );
  });

  it("decodes to the same drawing", () => {
    const decoded = decodeURIComponent(svgDataUri(svg).slice("data:image/svg+xml,".length));
    expect(decoded).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0H8" fill="#b3261e"/></svg>`,
    );
  });
});

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
