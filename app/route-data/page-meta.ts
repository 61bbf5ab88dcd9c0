/**
 * The head of every page: title, description, canonical URL, the page in the other language
 * (`hreflang`, when it has one), the language's feed of guides, Open Graph, and (when
 * prerendering) its JSON-LD graph. Built by the route loaders (loaders.ts) from the page's
 * language and copy; route `meta` exports return what they built.
 */
import type { MetaDescriptor } from "react-router";
import type { GuidePageCopy, GuideSummary } from "~/copy/guide-view";
import type { PageCopy } from "~/copy/page-copy";
import {
  guideShareImagePath,
  guidesFeedPath,
  localizedPath,
  type PageKey,
  packagePath,
  packageShareImagePath,
  shareImagePath,
} from "~/copy/pages";
import { isPlaceholder, siteConfig } from "~/copy/site";
import type { PackageOffer } from "~/copy/trip-cost-view";
import type { PackagePageCopy, PackageView, PageMeta, ShellCopy } from "~/copy/view";
import { defaultLocale, type Locale, localeInfo, locales } from "~/lib/locale";
import { ogImageSize } from "~/lib/og-image";
import { buildMeta } from "~/lib/seo";
import type { JsonLdNode } from "~/lib/structured-data";
import printStylesheet from "~/print.css?url";

/**
 * The JSON-LD builders, loaded by the prerender only: crawlers read the structured data from the
 * prerendered HTML, whose loader data carries the same head for hydration, so the browser never
 * builds a graph and never needs them.
 */
const structuredData = import.meta.env.SSR ? await import("~/lib/structured-data") : undefined;

/** Absolute URL on the public site for a path such as "/id/tours". */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).href;
}

/** What a page adds to its structured data: the packages it offers, the questions it answers. */
export interface PageGraph {
  /** Packages described in full, trip and offer: a package's own page. */
  packages?: PackageView[];
  /**
   * Packages listed, each by the URL of its own page, which describes it in full: the tours page.
   * A list of URLs weighs less in the page's HTML than every trip (decision 0005).
   */
  listedPackages?: PackageView[];
  /** A package page's offer: its lowest adult price, availability, until when it holds. */
  offer?: PackageOffer;
  /** Guides listed, each by the URL of its own page: the guides page. */
  listedGuides?: GuideSummary[];
  /** A guide's own page: its article. */
  guide?: GuidePageCopy;
}

const organizationId = absoluteUrl("/#organization");

/** The company facts search engines may show, without the placeholders not yet replaced. */
function businessFacts() {
  const { business } = siteConfig;
  const real = (value: string) => (isPlaceholder(value) ? undefined : value);
  return {
    legalName: real(business.legalName),
    streetAddress: real(business.streetAddress),
    postalCode: real(business.postalCode),
    foundingDate: real(business.foundingYear),
    identifiers: [
      { name: "NIB", value: business.nib },
      { name: "Sertifikat Standar", value: business.sertifikatStandar },
    ].filter(({ value }) => !isPlaceholder(value)),
    memberOf: business.associations.map(({ name }) => name).filter((name) => !isPlaceholder(name)),
  };
}
const websiteId = absoluteUrl("/#website");

/** What the head and the JSON-LD of one page are built from. */
interface HeadInput {
  locale: Locale;
  meta: PageMeta;
  /** The page in every language it is written in: its paths (a guide may have one). */
  paths: Partial<Record<Locale, string>>;
  sharePath: string;
  /** Names and paths from home to this page; home alone for the home page. */
  breadcrumb: Array<{ name: string; path: string }>;
  isHome?: boolean;
  extra: PageGraph;
}

function graphFor({
  locale,
  meta,
  paths,
  breadcrumb,
  isHome,
  extra,
}: HeadInput): object | undefined {
  if (!structuredData) return undefined;
  const sd = structuredData;
  const inLanguage = localeInfo[locale].tag;
  const url = absoluteUrl(paths[locale] ?? "/");
  // The company is described once, on the home page (the site's publisher; where search engines
  // look for it); other pages name it by its @id (a trip's provider and seller). On each page it
  // would be ~170–220 bytes brotli of the first round trip (decision 0002).
  const nodes: JsonLdNode[] = [];
  if (isHome) {
    nodes.push(
      sd.travelAgencyNode({
        id: organizationId,
        name: siteConfig.brandName,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icons/icon-512.png"),
        telephone: siteConfig.phoneE164,
        email: siteConfig.emailGeneral,
        locality: siteConfig.city,
        countryCode: siteConfig.countryCode,
        sameAs: [siteConfig.socialUrl],
        languages: locales.map((code) => localeInfo[code].tag),
        ...businessFacts(),
      }),
    );
  }
  const breadcrumbId = `${url}#breadcrumb`;
  const hasBreadcrumb = !isHome && breadcrumb.length > 1;
  if (isHome) {
    nodes.push(
      sd.websiteNode({
        id: websiteId,
        name: siteConfig.brandName,
        url,
        inLanguage,
        publisherId: organizationId,
      }),
    );
  }
  nodes.push(
    sd.webPageNode({
      url,
      name: meta.title,
      description: meta.description,
      inLanguage,
      websiteId,
      breadcrumbId: hasBreadcrumb ? breadcrumbId : undefined,
    }),
  );
  if (hasBreadcrumb) {
    nodes.push(
      sd.breadcrumbNode(
        breadcrumbId,
        breadcrumb.map(({ name, path }) => ({ name, url: absoluteUrl(path) })),
      ),
    );
  }
  for (const item of extra.packages ?? []) {
    const tripUrl = absoluteUrl(packagePath(item.slug, locale));
    const offer = extra.offer;
    nodes.push(
      sd.touristTripNode(
        {
          url: tripUrl,
          name: item.title,
          description: item.description,
          priceIdr: offer?.priceIdr ?? item.priceIdr,
          image: absoluteUrl(packageShareImagePath(item.slug, locale)),
          brand: siteConfig.brandName,
          ...(offer
            ? {
                availability: offer.availability,
                ...(offer.priceValidUntil ? { priceValidUntil: offer.priceValidUntil } : {}),
                ...(offer.departures?.length ? { departures: offer.departures } : {}),
              }
            : {}),
        },
        organizationId,
      ),
    );
  }
  if (extra.listedPackages) {
    const urls = extra.listedPackages.map((item) => absoluteUrl(packagePath(item.slug, locale)));
    nodes.push(sd.itemListNode(`${url}#packages`, urls));
  }
  if (extra.listedGuides?.length) {
    const urls = extra.listedGuides.map((item) => absoluteUrl(item.to));
    nodes.push(sd.itemListNode(`${url}#guides`, urls));
  }
  const { guide } = extra;
  if (guide) {
    nodes.push(
      sd.articleNode(
        {
          url,
          headline: guide.title,
          description: guide.description,
          datePublished: guide.published.dateTime,
          dateModified: (guide.updated ?? guide.published).dateTime,
          image: absoluteUrl(guideShareImagePath(guide.slug, locale)),
          inLanguage,
          ...(guide.author ? { authorName: guide.author } : {}),
        },
        organizationId,
      ),
    );
  }
  return sd.jsonLdGraph(nodes);
}

/**
 * The page's other languages for search engines: each language it is written in, and the default
 * language's as `x-default` (the first written when the default is not); none for a page written
 * in one language only.
 */
function languageAlternates(paths: Partial<Record<Locale, string>>) {
  const written = locales.flatMap((code) => {
    const path = paths[code];
    return path ? [{ hreflang: localeInfo[code].tag, href: absoluteUrl(path) }] : [];
  });
  if (written.length < 2) return [];
  const fallback = paths[defaultLocale] ? absoluteUrl(paths[defaultLocale]) : written[0]?.href;
  return [...written, { hreflang: "x-default", href: fallback ?? "" }];
}

function headFor(input: HeadInput): MetaDescriptor[] {
  const { locale, meta, paths, sharePath } = input;
  const alternates = languageAlternates(paths);
  return [
    ...buildMeta({
      title: meta.title,
      brandName: siteConfig.brandName,
      description: meta.description,
      ogLocale: localeInfo[locale].ogLocale,
      ogLocaleAlternates: locales
        .filter((code) => code !== locale && paths[code])
        .map((code) => localeInfo[code].ogLocale),
      canonicalUrl: absoluteUrl(paths[locale] ?? "/"),
      alternates,
      image: { url: absoluteUrl(sharePath), alt: meta.imageAlt, ...ogImageSize },
      jsonLd: graphFor(input),
    }),
    // The language's guides as a feed, for feed readers to find from any page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: guidesFeedPath(locale),
    },
  ];
}

const pathsOf = (path: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((code) => [code, path(code)])) as Record<Locale, string>;

/** What a page of the registry adds to its structured data, from its copy. */
const pageGraphs: { [K in PageKey]?: (copy: PageCopy[K]) => PageGraph } = {
  tours: (copy) => ({ listedPackages: copy.packages.items }),
  guides: (copy) => ({ listedGuides: copy.items }),
};

/**
 * The head of a page of the registry: its breadcrumb names come from the shell's navigation (the
 * footer's quick links for the guides, its legal links for the privacy notice and the terms).
 */
export function pageMeta<K extends PageKey>(
  key: K,
  locale: Locale,
  copy: PageCopy[K],
  shell: ShellCopy,
): MetaDescriptor[] {
  const { meta } = copy;
  const nameOf = (page: PageKey) =>
    [...shell.header.navigation, ...shell.footer.quickLinks, ...shell.footer.legalLinks].find(
      (link) => link.to === localizedPath(page, locale),
    )?.label ?? meta.title;
  const trail: PageKey[] = key === "home" ? ["home"] : ["home", key];
  return headFor({
    locale,
    meta,
    paths: pathsOf((code) => localizedPath(key, code)),
    sharePath: shareImagePath(key, locale),
    breadcrumb: trail.map((page) => ({ name: nameOf(page), path: localizedPath(page, locale) })),
    isHome: key === "home",
    extra: pageGraphs[key]?.(copy) ?? {},
  });
}

/** The head of a package's own page, with its trip and offer. */
export function packageMeta(locale: Locale, copy: PackagePageCopy): MetaDescriptor[] {
  const slug = copy.package.slug;
  // The page on paper (app/print.css): the build links it once the page has painted, or in a
  // <noscript> (site-build/first-paint.ts).
  const print = { tagName: "link", rel: "stylesheet", href: printStylesheet, media: "print" };
  return [
    ...headFor({
      locale,
      meta: copy.meta,
      paths: pathsOf((code) => packagePath(slug, code)),
      sharePath: packageShareImagePath(slug, locale),
      breadcrumb: copy.breadcrumb.items.map((item) => ({ name: item.label, path: item.to })),
      extra: { packages: [copy.package], offer: copy.offer },
    }),
    print,
  ];
}

/** The head of a guide's own page, with its article; other languages only where it is written. */
export function guideMeta(locale: Locale, copy: GuidePageCopy): MetaDescriptor[] {
  return headFor({
    locale,
    meta: copy.meta,
    paths: copy.alternates,
    sharePath: guideShareImagePath(copy.slug, locale),
    breadcrumb: copy.breadcrumb.items.map((item) => ({ name: item.label, path: item.to })),
    extra: { guide: copy },
  });
}

/** The not-found page's head: kept out of search, no canonical URL and no share card. */
export function notFoundMeta(shell: ShellCopy): MetaDescriptor[] {
  const { locale } = shell;
  return buildMeta({
    ...shell.notFound.meta,
    brandName: siteConfig.brandName,
    ogLocale: localeInfo[locale].ogLocale,
    ogLocaleAlternates: [],
    noindex: true,
  });
}
