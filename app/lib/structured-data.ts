/**
 * Schema.org JSON-LD for every page, from the same content the pages show. `buildMeta` renders the
 * graph of a path through React Router's `script:ld+json` meta descriptor, so route modules only
 * say which path they are. No review or rating markup: Google ignores self-serving reviews of a
 * business published on its own site, and they would be easy to mistake for manipulation.
 */
import { faqItems } from "~/content/contact";
import { mainNavigation } from "~/content/navigation";
import { siteConfig } from "~/content/site";
import { tourPackages } from "~/content/tours";
import type { FaqItem, TourPackage } from "~/content/types";

type JsonLdNode = Record<string, unknown>;

export interface JsonLdGraph {
  "@context": "https://schema.org";
  "@graph": JsonLdNode[];
}

/**
 * Absolute URL on the public site, as `absoluteUrl` in seo.ts builds it. Not imported from there:
 * seo.ts imports this module, and the browser build must be able to drop this module entirely.
 */
function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
}

/** The square logo the build publishes (scripts/build/icons.ts) for search engines. */
const logoPath = "/icons/icon-512.png";

/** Every page refers to the company by this identifier instead of repeating it. */
export const organizationId = absoluteUrl("/#organization");
const websiteId = absoluteUrl("/#website");

/** The company: a Jakarta travel agency, with the contact details of the site config. */
export function travelAgencySchema(): JsonLdNode {
  return {
    "@type": "TravelAgency",
    "@id": organizationId,
    name: siteConfig.brandName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoPath),
    image: absoluteUrl(logoPath),
    address: {
      "@type": "PostalAddress",
      addressLocality: siteConfig.city,
      addressCountry: siteConfig.countryCode,
    },
    telephone: siteConfig.phoneE164,
    email: siteConfig.emailGeneral,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: siteConfig.phoneE164,
      email: siteConfig.emailGeneral,
      areaServed: siteConfig.countryCode,
      availableLanguage: ["en", "id"],
    },
    sameAs: [siteConfig.socialUrl],
  };
}

/** The site itself, which gives search engines the site name to show. */
function websiteSchema(): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    name: siteConfig.brandName,
    url: absoluteUrl("/"),
    inLanguage: siteConfig.language,
    publisher: { "@id": organizationId },
  };
}

/** One package on /tours: a trip the company provides, offered from its starting price. */
export function touristTripSchema(tour: TourPackage): JsonLdNode {
  const url = absoluteUrl(`/tours#${tour.slug}`);
  return {
    "@type": "TouristTrip",
    "@id": url,
    name: tour.title,
    description: tour.description,
    url,
    provider: { "@id": organizationId },
    offers: {
      "@type": "Offer",
      price: tour.priceIdr,
      priceCurrency: "IDR",
      availability: "https://schema.org/InStock",
      url,
      offeredBy: { "@id": organizationId },
    },
  };
}

/** Home → page, named as in the main navigation. */
export function breadcrumbSchema(path: string): JsonLdNode {
  const home = mainNavigation.find((link) => link.to === "/");
  const page = mainNavigation.find((link) => link.to === path);
  if (!home || !page) throw new Error(`No navigation entry to name the breadcrumb of ${path}.`);
  return {
    "@type": "BreadcrumbList",
    itemListElement: [home, page].map((link, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: link.label,
      item: absoluteUrl(link.to),
    })),
  };
}

/** The questions and answers shown on the contact page. */
export function faqPageSchema(items: FaqItem[], path = "/contact"): JsonLdNode {
  return {
    "@type": "FAQPage",
    "@id": absoluteUrl(`${path}#faq`),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The JSON-LD graph of a page: the company everywhere, the site on home, a breadcrumb on inner
 * pages, the packages on /tours and the FAQ on /contact. Paths outside the navigation (the
 * not-found page) get the company only.
 */
export function structuredDataFor(path: string): JsonLdGraph {
  const graph: JsonLdNode[] = [travelAgencySchema()];
  if (path === "/") {
    graph.push(websiteSchema());
  } else if (mainNavigation.some((link) => link.to === path)) {
    graph.push(breadcrumbSchema(path));
  }
  if (path === "/tours") graph.push(...tourPackages.map(touristTripSchema));
  if (path === "/contact") graph.push(faqPageSchema(faqItems, path));
  return { "@context": "https://schema.org", "@graph": graph };
}
