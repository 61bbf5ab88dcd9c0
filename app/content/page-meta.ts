/**
 * The head of every page: title, description, canonical URL, the page in the other language
 * (`hreflang`), Open Graph, and (when prerendering) its JSON-LD graph. Route modules call
 * `pageMeta` from their `meta` export with the page's copy.
 */
import type { MetaDescriptor } from "react-router";
import { defaultLocale, type Locale, localeInfo, localeOfPath, locales } from "~/lib/locale";
import { ogImageSize } from "~/lib/og-image";
import { buildMeta } from "~/lib/seo";
import type { JsonLdNode } from "~/lib/structured-data";
import { localizedPath, type PageKey, routeId, shareImagePath } from "./pages";
import { isPlaceholder, siteConfig } from "./site";
import type { FaqItem, PageMeta, ShellCopy, TourView } from "./types";

/**
 * The JSON-LD builders, loaded by the prerender only: crawlers read the structured data from the
 * prerendered HTML and React keeps that script on hydration, so the browser never needs them.
 */
const structuredData = import.meta.env.SSR ? await import("~/lib/structured-data") : undefined;

/** Absolute URL on the public site for a path such as "/id/tours". */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).href;
}

/** What `pageMeta` reads from React Router's meta arguments. */
export interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

/** The shell copy of the page's language, from its layout route's data. */
export function shellOf({ location, matches }: MetaContext): ShellCopy | undefined {
  const layoutId = routeId("layout", localeOfPath(location.pathname));
  return matches.find((match) => match?.id === layoutId)?.loaderData as ShellCopy | undefined;
}

/** What a page adds to its structured data: the packages it offers, the questions it answers. */
export interface PageGraph {
  tours?: TourView[];
  faq?: FaqItem[];
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
      { name: "TDUP", value: business.tourismRegistration },
    ].filter(({ value }) => !isPlaceholder(value)),
    memberOf: business.associations.map(({ name }) => name).filter((name) => !isPlaceholder(name)),
  };
}
const websiteId = absoluteUrl("/#website");

function graphFor(
  key: PageKey,
  locale: Locale,
  meta: PageMeta,
  shell: ShellCopy | undefined,
  extra: PageGraph,
): object | undefined {
  if (!structuredData) return undefined;
  const sd = structuredData;
  const inLanguage = localeInfo[locale].tag;
  const url = absoluteUrl(localizedPath(key, locale));
  const nodes: JsonLdNode[] = [
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
  ];
  const nameOf = (page: PageKey) =>
    shell?.header.navigation.find((link) => link.to === localizedPath(page, locale))?.label;
  const breadcrumbId = `${url}#breadcrumb`;
  const homeName = nameOf("home");
  const pageName = nameOf(key);
  const hasBreadcrumb = key !== "home" && homeName && pageName;
  if (key === "home") {
    nodes.push(
      sd.websiteNode({
        id: websiteId,
        name: siteConfig.brandName,
        url: absoluteUrl(localizedPath("home", locale)),
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
      sd.breadcrumbNode(breadcrumbId, [
        { name: homeName, url: absoluteUrl(localizedPath("home", locale)) },
        { name: pageName, url },
      ]),
    );
  }
  for (const tour of extra.tours ?? []) {
    const tripUrl = absoluteUrl(localizedPath("tours", locale, tour.slug));
    nodes.push(
      sd.touristTripNode(
        { url: tripUrl, name: tour.title, description: tour.description, priceIdr: tour.priceIdr },
        organizationId,
      ),
    );
  }
  if (extra.faq) nodes.push(sd.faqPageNode(`${url}#faq`, extra.faq, inLanguage));
  return sd.jsonLdGraph(nodes);
}

/** The head of a page of the registry in the language of the URL. */
export function pageMeta(
  key: PageKey,
  meta: PageMeta | undefined,
  context: MetaContext,
  extra: PageGraph = {},
): MetaDescriptor[] {
  if (!meta) return [];
  const locale = localeOfPath(context.location.pathname);
  const url = absoluteUrl(localizedPath(key, locale));
  return buildMeta({
    title: meta.title,
    brandName: siteConfig.brandName,
    description: meta.description,
    ogLocale: localeInfo[locale].ogLocale,
    ogLocaleAlternates: locales
      .filter((code) => code !== locale)
      .map((code) => localeInfo[code].ogLocale),
    canonicalUrl: url,
    alternates: [
      ...locales.map((code) => ({
        hreflang: localeInfo[code].tag,
        href: absoluteUrl(localizedPath(key, code)),
      })),
      { hreflang: "x-default", href: absoluteUrl(localizedPath(key, defaultLocale)) },
    ],
    image: {
      url: absoluteUrl(shareImagePath(key, locale)),
      alt: meta.imageAlt,
      ...ogImageSize,
    },
    jsonLd: graphFor(key, locale, meta, shellOf(context), extra),
  });
}

/** The not-found page's head: kept out of search, no canonical URL and no share card. */
export function notFoundMeta(context: MetaContext): MetaDescriptor[] {
  const shell = shellOf(context);
  if (!shell) return [];
  const locale = shell.locale;
  return buildMeta({
    ...shell.notFound.meta,
    brandName: siteConfig.brandName,
    ogLocale: localeInfo[locale].ogLocale,
    ogLocaleAlternates: [],
    noindex: true,
  });
}
