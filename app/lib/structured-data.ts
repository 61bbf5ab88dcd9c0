/**
 * Schema.org JSON-LD nodes, as pure functions of what the page shows. No review or rating markup:
 * Google ignores self-serving reviews of a business published on its own site, and they would be
 * easy to mistake for manipulation.
 */
export type JsonLdNode = Record<string, unknown>;

export interface JsonLdGraph {
  "@context": "https://schema.org";
  "@graph": JsonLdNode[];
}

export function jsonLdGraph(nodes: JsonLdNode[]): JsonLdGraph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

export interface Organization {
  /** Absolute URL that identifies the company: every page refers to it by this `@id`. */
  id: string;
  name: string;
  url: string;
  logo: string;
  telephone: string;
  email: string;
  locality: string;
  countryCode: string;
  sameAs: string[];
  /** Languages the company answers in (BCP 47). */
  languages: string[];
  legalName?: string;
  streetAddress?: string;
  postalCode?: string;
  /** A year: "2014". */
  foundingDate?: string;
  /** Registration numbers: NIB, tourism business registration. */
  identifiers?: Array<{ name: string; value: string }>;
  /** Associations the company is a member of. */
  memberOf?: string[];
}

/** The properties whose value is known: an empty list or a missing value is left out. */
function known(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The company: a travel agency with its contact details. */
export function travelAgencyNode(org: Organization): JsonLdNode {
  return {
    "@type": "TravelAgency",
    "@id": org.id,
    name: org.name,
    ...known({
      legalName: org.legalName,
      foundingDate: org.foundingDate,
      identifier: org.identifiers?.map(({ name, value }) => ({
        "@type": "PropertyValue",
        name,
        value,
      })),
      memberOf: org.memberOf?.map((name) => ({ "@type": "Organization", name })),
    }),
    url: org.url,
    logo: org.logo,
    image: org.logo,
    address: {
      "@type": "PostalAddress",
      ...known({ streetAddress: org.streetAddress, postalCode: org.postalCode }),
      addressLocality: org.locality,
      addressCountry: org.countryCode,
    },
    telephone: org.telephone,
    email: org.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: org.telephone,
      email: org.email,
      areaServed: org.countryCode,
      availableLanguage: org.languages,
    },
    sameAs: org.sameAs,
  };
}

/** The site itself, which gives search engines the site name to show. */
export function websiteNode(site: {
  id: string;
  name: string;
  url: string;
  inLanguage: string;
  publisherId: string;
}): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": site.id,
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
    publisher: { "@id": site.publisherId },
  };
}

/** One page in one language: what it is called, what it says, in which language. */
export function webPageNode(page: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  websiteId: string;
  breadcrumbId?: string;
}): JsonLdNode {
  return {
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.inLanguage,
    isPartOf: { "@id": page.websiteId },
    ...(page.breadcrumbId ? { breadcrumb: { "@id": page.breadcrumbId } } : {}),
  };
}

/** Home → page: names and absolute URLs, in order. */
export function breadcrumbNode(
  id: string,
  items: Array<{ name: string; url: string }>,
): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    "@id": id,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

type Availability = "InStock" | "LimitedAvailability" | "SoldOut";

/** One departure on sale: its date, its adult twin price, until when that price holds. */
export interface DepartureOffer {
  date: string;
  priceIdr: number;
  availability: Availability;
  priceValidUntil?: string;
}

/**
 * A package: a product the company sells (Google shows a price beside a result only for `Product`
 * data with an offer) that is also a trip it provides (`TouristTrip`, on the same item); its
 * picture is the package's share image. Its offer is the starting price in rupiah, with its
 * availability from the departures' seats and the day the price holds to; when its departures are
 * priced, an `AggregateOffer` instead: the lowest and highest of their prices (Google's price
 * range), how many, and one `Offer` per departure, a promo's valid until its last day.
 */
export function touristTripNode(
  trip: {
    url: string;
    name: string;
    description: string;
    priceIdr: number;
    image?: string;
    brand?: string;
    availability?: Availability;
    priceValidUntil?: string;
    departures?: DepartureOffer[];
  },
  organizationId: string,
): JsonLdNode {
  const offer = (price: number, availability: Availability, until: string | undefined) => ({
    "@type": "Offer",
    price,
    priceCurrency: "IDR",
    availability: `https://schema.org/${availability}`,
    ...known({ priceValidUntil: until }),
    url: trip.url,
    seller: { "@id": organizationId },
  });
  const departures = trip.departures ?? [];
  const prices = departures.map((departure) => departure.priceIdr);
  return {
    "@type": ["Product", "TouristTrip"],
    // Its own identity: the page (WebPage) is identified by the URL alone.
    "@id": `${trip.url}#package`,
    name: trip.name,
    description: trip.description,
    url: trip.url,
    ...known({
      image: trip.image,
      brand: trip.brand ? { "@type": "Brand", name: trip.brand } : undefined,
    }),
    provider: { "@id": organizationId },
    offers:
      departures.length > 0
        ? {
            "@type": "AggregateOffer",
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: departures.length,
            priceCurrency: "IDR",
            availability: `https://schema.org/${trip.availability ?? "InStock"}`,
            offers: departures.map((departure) => ({
              ...offer(departure.priceIdr, departure.availability, departure.priceValidUntil),
              // The departure's day: the trip this price buys.
              availabilityEnds: departure.date,
            })),
          }
        : offer(trip.priceIdr, trip.availability ?? "InStock", trip.priceValidUntil),
  };
}

/**
 * A summary page's list of things each described in full on a page of its own (search engines'
 * summary-page pattern): the items are those pages' URLs, in the order shown.
 */
export function itemListNode(id: string, urls: string[]): JsonLdNode {
  return {
    "@type": "ItemList",
    "@id": id,
    itemListElement: urls.map((url, index) => ({ "@type": "ListItem", position: index + 1, url })),
  };
}

/**
 * A guide: an `Article` of the site, in its language, by the staff member it names or else by the
 * company (`authorId`), published by the company; its picture is its share image.
 */
export function articleNode(
  article: {
    url: string;
    headline: string;
    description: string;
    datePublished: string;
    dateModified: string;
    image: string;
    inLanguage: string;
    /** A staff member's name; without one, the company wrote it. */
    authorName?: string;
  },
  organizationId: string,
): JsonLdNode {
  return {
    "@type": "Article",
    "@id": `${article.url}#article`,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.authorName
      ? { "@type": "Person", name: article.authorName }
      : { "@id": organizationId },
    publisher: { "@id": organizationId },
    image: article.image,
    inLanguage: article.inLanguage,
    mainEntityOfPage: { "@id": article.url },
  };
}
