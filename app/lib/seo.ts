import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/content/site";
import type { PageMeta } from "~/content/types";

/** "Tour Packages | Gateway Japan Tours": the page first, the brand last. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}

/** Absolute URL on the public site for a path such as "/tours". */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
}

interface PageMetaOptions extends PageMeta {
  path: string;
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function buildMeta({
  title,
  description,
  path,
  noindex,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:locale", content: siteConfig.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) {
    descriptors.push({ name: "robots", content: "noindex" });
  } else {
    descriptors.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  return descriptors;
}
