import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemap and robots.txt", () => {
  it("lists every path as an absolute URL on the site", () => {
    const xml = sitemapXml("https://tours.example", ["/", "/tours"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://tours.example/",
      "https://tours.example/tours",
    ]);
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml("https://tours.example", ["/a&b"])).toContain(
      "<loc>https://tours.example/a&#38;b</loc>",
    );
  });

  it("points robots.txt at the absolute sitemap URL", () => {
    expect(robotsTxt("https://tours.example/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://tours.example/sitemap.xml\n",
    );
  });
});
