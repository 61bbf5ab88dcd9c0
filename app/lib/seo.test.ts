import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/content/site";
import { absoluteUrl, buildMeta, ogImagePath, pageTitle } from "./seo";

function content(meta: MetaDescriptor[], key: "name" | "property", value: string) {
  const found = meta.find((m) => key in m && (m as Record<string, unknown>)[key] === value);
  return found && "content" in found ? found.content : undefined;
}

describe("seo", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("puts the brand last in the title", () => {
    expect(pageTitle("Tour Packages")).toBe(`Tour Packages | ${siteConfig.brandName}`);
  });

  it("builds absolute canonical URLs from the site URL", () => {
    expect(absoluteUrl("/tours")).toBe(`${new URL(siteConfig.siteUrl).origin}/tours`);
    const meta = buildMeta({ title: "Gallery", description: "Photos", path: "/gallery" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/gallery"),
    });
    expect(meta).toContainEqual({ property: "og:url", content: absoluteUrl("/gallery") });
    expect(meta).toContainEqual({ name: "description", content: "Photos" });
  });

  it("names one Open Graph image per page", () => {
    expect(ogImagePath("/")).toBe("/og/home.jpg");
    expect(ogImagePath("/about")).toBe("/og/about.jpg");
    expect(ogImagePath("/tours/")).toBe("/og/tours.jpg");
  });

  it("gives every indexable page a large share card with its own image", () => {
    const meta = buildMeta({ title: "About Us", description: "Who we are", path: "/about" });
    const title = `About Us | ${siteConfig.brandName}`;
    const image = `${new URL(siteConfig.siteUrl).origin}/og/about.jpg`;
    expect(content(meta, "property", "og:title")).toBe(title);
    expect(content(meta, "property", "og:description")).toBe("Who we are");
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe(siteConfig.brandName);
    expect(content(meta, "property", "og:locale")).toBe(siteConfig.locale);
    expect(content(meta, "property", "og:image")).toBe(image);
    expect(content(meta, "property", "og:image:type")).toBe("image/jpeg");
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "property", "og:image:height")).toBe("630");
    expect(content(meta, "property", "og:image:alt")).toBe(title);
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(image);
    expect(content(meta, "name", "twitter:title")).toBe(title);
  });

  it("adds the page's JSON-LD graph when prerendering, not in the browser", async () => {
    // seo.ts decides when it is first evaluated: load a fresh copy for each build.
    const metaIn = async (ssr: boolean) => {
      vi.stubEnv("SSR", ssr);
      vi.resetModules();
      const seo = await import("./seo");
      return seo.buildMeta({ title: "Contact", description: "x", path: "/contact" });
    };
    const jsonLd = (meta: MetaDescriptor[]) =>
      meta.flatMap((m) =>
        "script:ld+json" in m
          ? [m["script:ld+json"] as { "@graph": Array<{ "@type": string }> }]
          : [],
      );

    expect(jsonLd(await metaIn(false))).toEqual([]);
    const graphs = jsonLd(await metaIn(true));
    expect(graphs).toHaveLength(1);
    expect(graphs[0]?.["@graph"].map((node) => node["@type"])).toEqual([
      "TravelAgency",
      "BreadcrumbList",
      "FAQPage",
    ]);
  });

  it("keeps a noindex page out of search, without a canonical URL or share image", () => {
    const meta = buildMeta({ title: "Not found", description: "x", path: "/404", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
    expect(content(meta, "property", "og:url")).toBeUndefined();
    expect(content(meta, "property", "og:image")).toBeUndefined();
    expect(content(meta, "name", "twitter:card")).toBe("summary");
  });
});
