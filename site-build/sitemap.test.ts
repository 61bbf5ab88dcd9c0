import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const pages = [
  { paths: { en: "/", id: "/id" }, defaultLanguage: "en" },
  { paths: { en: "/tours", id: "/id/tours" }, defaultLanguage: "en" },
];

describe("sitemap and robots.txt", () => {
  it("lists every page in every language as an absolute URL on the site", () => {
    const xml = sitemapXml("https://tours.example", pages);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://tours.example/",
      "https://tours.example/id",
      "https://tours.example/tours",
      "https://tours.example/id/tours",
    ]);
  });

  it("gives each URL all its languages and x-default as alternates", () => {
    const xml = sitemapXml("https://tours.example", pages);
    const entry = xml
      .split("<url>")
      .find((block) => block.includes("<loc>https://tours.example/id/tours<"));
    const alternates = [...(entry ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, language, href]) => `${language} ${href}`,
    );
    expect(alternates).toEqual([
      "en https://tours.example/tours",
      "id https://tours.example/id/tours",
      "x-default https://tours.example/tours",
    ]);
  });

  it("gives a guide's URL the day it last changed, and a page in one language no alternates", () => {
    const xml = sitemapXml("https://tours.example", [
      {
        paths: { id: "/id/guides/visa" },
        defaultLanguage: "en",
        lastmod: { id: "2026-11-29" },
      },
    ]);
    expect(xml).toContain(
      "<url>\n    <loc>https://tours.example/id/guides/visa</loc>\n    <lastmod>2026-11-29</lastmod>\n  </url>",
    );
    expect(xml).not.toContain("xhtml:link");
  });

  it("escapes characters XML reserves", () => {
    expect(
      sitemapXml("https://tours.example", [{ paths: { en: "/a&b" }, defaultLanguage: "en" }]),
    ).toContain("<loc>https://tours.example/a&#38;b</loc>");
  });

  it("points robots.txt at the absolute sitemap URL", () => {
    expect(robotsTxt("https://tours.example/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://tours.example/sitemap.xml\n",
    );
  });
});
