import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMeta, type PageSeo, pageTitle } from "./seo";

function content(meta: MetaDescriptor[], key: "name" | "property", value: string) {
  return meta
    .filter((m) => key in m && (m as Record<string, unknown>)[key] === value)
    .map((m) => ("content" in m ? m.content : undefined));
}

const page: PageSeo = {
  title: "Paket Tur",
  brandName: "Gateway Japan Tours",
  description: "Paket tur Jepang dari Jakarta.",
  ogLocale: "id_ID",
  ogLocaleAlternates: ["en_US"],
  canonicalUrl: "https://tours.example/id/tours",
  alternates: [
    { hreflang: "en", href: "https://tours.example/tours" },
    { hreflang: "id", href: "https://tours.example/id/tours" },
    { hreflang: "x-default", href: "https://tours.example/tours" },
  ],
  image: {
    url: "https://tours.example/og/id/tours.jpg",
    alt: "Ilustrasi Menara Tokyo",
    width: 1200,
    height: 630,
  },
};

describe("buildMeta", () => {
  it("puts the brand last in the title", () => {
    expect(pageTitle("Tour Packages", "Gateway Japan Tours")).toBe(
      "Tour Packages | Gateway Japan Tours",
    );
    expect(buildMeta(page)).toContainEqual({ title: "Paket Tur | Gateway Japan Tours" });
  });

  it("names the canonical URL and the page in every language, x-default included", () => {
    const meta = buildMeta(page);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: page.canonicalUrl });
    expect(content(meta, "property", "og:url")).toEqual([page.canonicalUrl]);
    const alternates = meta.filter((m) => "rel" in m && m.rel === "alternate");
    expect(alternates).toEqual(
      page.alternates?.map(({ hreflang, href }) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: hreflang,
        href,
      })),
    );
  });

  it("declares the page's Open Graph locale and the other languages as alternates", () => {
    const meta = buildMeta(page);
    expect(content(meta, "property", "og:locale")).toEqual(["id_ID"]);
    expect(content(meta, "property", "og:locale:alternate")).toEqual(["en_US"]);
  });

  it("gives an indexable page a large share card with its own image and description of it", () => {
    const meta = buildMeta(page);
    expect(content(meta, "property", "og:title")).toEqual(["Paket Tur | Gateway Japan Tours"]);
    expect(content(meta, "property", "og:description")).toEqual([page.description]);
    expect(content(meta, "property", "og:image")).toEqual([page.image?.url]);
    expect(content(meta, "property", "og:image:width")).toEqual(["1200"]);
    expect(content(meta, "property", "og:image:height")).toEqual(["630"]);
    expect(content(meta, "property", "og:image:alt")).toEqual(["Ilustrasi Menara Tokyo"]);
    expect(content(meta, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(meta, "name", "twitter:image:alt")).toEqual(["Ilustrasi Menara Tokyo"]);
  });

  it("writes the JSON-LD graph it is given", () => {
    const jsonLd = { "@context": "https://schema.org", "@graph": [] };
    expect(buildMeta({ ...page, jsonLd })).toContainEqual({ "script:ld+json": jsonLd });
    expect(buildMeta(page).some((m) => "script:ld+json" in m)).toBe(false);
  });

  it("keeps a noindex page out of search, without a canonical URL or share image", () => {
    const meta = buildMeta({
      title: "Not found",
      brandName: "Gateway Japan Tours",
      description: "x",
      ogLocale: "en_US",
      ogLocaleAlternates: [],
      noindex: true,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((m) => "rel" in m)).toBe(false);
    expect(content(meta, "property", "og:image")).toEqual([]);
    expect(content(meta, "name", "twitter:card")).toEqual(["summary"]);
  });
});
