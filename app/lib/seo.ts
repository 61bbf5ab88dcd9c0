import type { MetaDescriptor } from "react-router";

/** "Tour Packages | Gateway Japan Tours": the page first, the brand last. */
export function pageTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

export interface ShareImage {
  url: string;
  /** Describes the picture, not the title drawn on it. */
  alt: string;
  width: number;
  height: number;
}

export interface PageSeo {
  title: string;
  brandName: string;
  description: string;
  /** `og:locale` of this page and of its other languages. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  /** Absolute canonical URL; with `alternates`, `image`, only for pages search engines index. */
  canonicalUrl?: string;
  /** The same page in every language, `x-default` included: absolute URLs. */
  alternates?: Array<{ hreflang: string; href: string }>;
  image?: ShareImage;
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
  /** The page's schema.org graph, written as JSON-LD. */
  jsonLd?: object;
}

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter tags, and the
 * page's JSON-LD, as React Router meta descriptors.
 */
export function buildMeta(page: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(page.title, page.brandName);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: page.brandName },
    { property: "og:locale", content: page.ogLocale },
    ...page.ogLocaleAlternates.map((locale) => ({
      property: "og:locale:alternate",
      content: locale,
    })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    // X reads og:title, og:description and og:image when its own tags are absent (its Cards markup
    // reference): only the card type and the image's description are its own. ~70 bytes a page.
  ];
  if (page.noindex) {
    descriptors.push(
      { name: "robots", content: "noindex" },
      { name: "twitter:card", content: "summary" },
    );
  }
  if (page.canonicalUrl) {
    descriptors.push(
      { tagName: "link", rel: "canonical", href: page.canonicalUrl },
      { property: "og:url", content: page.canonicalUrl },
    );
  }
  for (const { hreflang, href } of page.alternates ?? []) {
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
  }
  if (page.image) {
    const { url, alt, width, height } = page.image;
    descriptors.push(
      { property: "og:image", content: url },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(width) },
      { property: "og:image:height", content: String(height) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image:alt", content: alt },
    );
  }
  if (page.jsonLd) descriptors.push({ "script:ld+json": page.jsonLd });
  return descriptors;
}
