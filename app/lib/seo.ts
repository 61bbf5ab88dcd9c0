import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/content/site";
import type { PageMeta } from "~/content/types";
import { ogImageSize } from "~/lib/og-image";

/**
 * The JSON-LD builder and the tour and FAQ content it reads, loaded by the prerender (server) build
 * only: crawlers read the structured data from the prerendered HTML, and React keeps that script on
 * hydration. In the browser build this is `undefined` and the module is never bundled, which keeps
 * that content out of every page's JavaScript.
 */
const structuredData = import.meta.env.SSR ? await import("./structured-data") : undefined;

/** "Tour Packages | Gateway Japan Tours": the page first, the brand last. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}

/** Absolute URL on the public site for a path such as "/tours". */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
}

/**
 * Path of a page's Open Graph image: "/" → "/og/home.jpg", "/about" → "/og/about.jpg". The build
 * reads this URL from each prerendered page and draws the image there.
 */
export function ogImagePath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "home";
  return `/og/${name}.jpg`;
}

interface PageMetaOptions extends PageMeta {
  path: string;
  /** Keep the page out of search results (the not-found page): no canonical URL, no share card. */
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags, and (when prerendering) the
 * page's JSON-LD graph.
 */
export function buildMeta({
  title,
  description,
  path,
  noindex,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:locale", content: siteConfig.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) {
    descriptors.push(
      { name: "robots", content: "noindex" },
      { name: "twitter:card", content: "summary" },
    );
  } else {
    const url = absoluteUrl(path);
    const image = absoluteUrl(ogImagePath(path));
    descriptors.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(ogImageSize.width) },
      { property: "og:image:height", content: String(ogImageSize.height) },
      { property: "og:image:alt", content: fullTitle },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: fullTitle },
    );
  }
  if (structuredData)
    descriptors.push({ "script:ld+json": structuredData.structuredDataFor(path) });
  return descriptors;
}
