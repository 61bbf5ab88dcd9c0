import { describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site";
import { absoluteUrl, buildMeta, pageTitle } from "./seo";

describe("seo", () => {
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

  it("keeps a noindex page out of search and without a canonical URL", () => {
    const meta = buildMeta({ title: "Not found", description: "x", path: "/404", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
  });
});
