/**
 * Every page of the site the end-to-end tests visit, in every language, from the page registry
 * and the package and guide lists (never typed): the registry's pages, each package's and each
 * guide's (in the languages it is written in), and an unknown path per language; and what each
 * page says about itself, from the content. fixtures.ts re-exports them for the specs.
 */
import {
  guidePath,
  guideShareImagePath,
  localizedPath,
  type PageKey,
  packagePath,
  packageShareImagePath,
  pageEntry,
  pages,
  shareImagePath,
} from "../../app/copy/pages.ts";
import type { PageMeta } from "../../app/copy/view.ts";
import { type InquiryChoice, inquiryQuery } from "../../app/lib/inquiry.ts";
import { type Locale, localeInfo, locales } from "../../app/lib/locale.ts";
import { recordOf } from "../../app/lib/record.ts";
import { guideList, packageList } from "../../content-check/site-pages.ts";
import type { LocaleContent } from "./content";

/** A page of the registry in one language. `name` labels tests; visible names come from content. */
export interface PageRoute {
  key: PageKey;
  locale: Locale;
  path: string;
  name: string;
}

/** Every page of the registry in every language: `/`, `/about`, …, `/id`, `/id/about`, …. */
export const routes: PageRoute[] = locales.flatMap((locale) =>
  pages.map((page) => ({
    key: page.key,
    locale,
    path: localizedPath(page.key, locale),
    name: `${page.key} (${locale})`,
  })),
);

/** A language's pages, in the registry's order: the menu's, then the privacy notice and the terms. */
export function routesIn(locale: Locale): PageRoute[] {
  return routes.filter((route) => route.locale === locale);
}

/** A language's pages in its menu, in their order. */
export const menuRoutesIn = (locale: Locale): PageRoute[] =>
  routesIn(locale).filter((route) => pageEntry(route.key).group === "main");

/**
 * A link to the contact page that carries what the visitor chose (a package, a program, a topic):
 * `contactPathFor("id", { kind: "package", key: "tokyo-discovery" })` → "/id/contact?package=…".
 */
export function contactPathFor(locale: Locale, choice?: InquiryChoice): string {
  const path = localizedPath("contact", locale);
  return choice ? `${path}${inquiryQuery(choice)}` : path;
}

/** A package's own page in one language: `/tours/tokyo-discovery`, `/id/tours/tokyo-discovery`. */
export interface PackageRoute {
  slug: string;
  locale: Locale;
  path: string;
  name: string;
}

export const packageRoutes: PackageRoute[] = locales.flatMap((locale) =>
  packageList.map(({ slug }) => ({
    slug,
    locale,
    path: packagePath(slug, locale),
    name: `${slug} (${locale})`,
  })),
);

/** A guide's own page in one language it is written in: `/guides/<slug>`, `/id/guides/<slug>`. */
export interface GuideRoute {
  guide: string;
  locale: Locale;
  path: string;
  name: string;
}

export const guideRoutes: GuideRoute[] = locales.flatMap((locale) =>
  guideList
    .filter(({ languages }) => languages.includes(locale))
    .map(({ slug }) => ({
      guide: slug,
      locale,
      path: guidePath(slug, locale),
      name: `guide ${slug} (${locale})`,
    })),
);

/** Every page a visitor can open and share: the registry's pages, the package and guide pages. */
export type SiteRoute = PageRoute | PackageRoute | GuideRoute;
export const siteRoutes: SiteRoute[] = [...routes, ...packageRoutes, ...guideRoutes];

/**
 * What a page says about itself, from the content: its head tags, its heading, its introduction,
 * its share image, and the page in each language it is written in (every page is in both but a
 * guide written in one).
 */
export function factsOf(content: Record<Locale, LocaleContent>, route: SiteRoute) {
  const { locale } = route;
  if ("key" in route) {
    const page = content[locale].pages[route.key];
    return {
      meta: page.meta,
      heading: page.hero.title,
      intro: page.hero.intro,
      shareImage: shareImagePath(route.key, locale),
      alternates: recordOf(locales, (code) => localizedPath(route.key, code)) as Partial<
        Record<Locale, string>
      >,
    };
  }
  if ("slug" in route) {
    const page = content[locale].packages[route.slug];
    return {
      meta: page?.meta as PageMeta,
      heading: page?.package.title ?? "",
      intro: page?.package.description ?? "",
      shareImage: packageShareImagePath(route.slug, locale),
      alternates: recordOf(locales, (code) => packagePath(route.slug, code)) as Partial<
        Record<Locale, string>
      >,
    };
  }
  const page = content[locale].guides[route.guide];
  return {
    meta: page?.meta as PageMeta,
    heading: page?.title ?? "",
    intro: page?.description ?? "",
    shareImage: guideShareImagePath(route.guide, locale),
    alternates: page?.alternates ?? {},
  };
}

/** An unknown path in each language: answered by that language's not-found page. */
export const notFoundRoutes = locales.map((locale) => ({
  locale,
  path: `${localeInfo[locale].prefix}/no-such-page`,
  name: `not found (${locale})`,
}));

/** The pages the build prerenders, as visitors reach them (the registry's, the packages' and the
 * guides' in each language), and two 404s. `template` names the page's layout: the registry's
 * key, `package`, `guide` or `not-found`. */
export const everyPage: Array<{
  locale: Locale;
  path: string;
  name: string;
  template: string;
  key?: PageKey;
  notFound?: boolean;
}> = [
  ...siteRoutes.map((route) => ({
    ...route,
    template: "key" in route ? route.key : "slug" in route ? "package" : "guide",
  })),
  ...notFoundRoutes.map((route) => ({ ...route, template: "not-found", notFound: true })),
];

/**
 * One page of each template, the languages taking turns from template to template: what a
 * template's markup decides (its layout before the scripts, its menu, its switches, axe at a
 * computer's width) is checked once on it, not again on every package and guide.
 */
export const templatePages: ReadonlySet<string> = new Set(
  [...new Set(everyPage.map((route) => route.template))].flatMap((template, index) => {
    const locale = locales[index % locales.length];
    const page = everyPage.find((route) => route.template === template && route.locale === locale);
    return page ? [page.path] : [];
  }),
);
