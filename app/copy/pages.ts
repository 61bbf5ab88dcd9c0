/**
 * The page registry: every page of the site, named once (the packages' pages follow from the files
 * in content/packages/, listed by `site-pages.ts`). The router config (app/routes.ts), the
 * prerender list, the navigation, the footer, breadcrumbs, share images, the sitemap and the
 * end-to-end fixtures are all derived from it, and `localizedPath` builds every internal link.
 * Labels are copy, so they live with each language's text (`pageNames` in content/pages/shell.json).
 *
 * Imported by the build configuration too, hence the relative imports.
 */
import { type Locale, localeInfo, locales } from "../lib/locale.ts";

interface PageEntry {
  key: string;
  /** The URL path segment, the same in every language; "" for the home page. */
  segment: string;
  /** Route module, relative to app/. The same module serves every language. */
  file: string;
  /** Artwork behind the page's title on its share image (app/assets/art). */
  shareArt: string;
  /**
   * Where the page is linked from: "main" pages are the menu's, "legal" pages (privacy, terms)
   * the footer's legal links only, "footer" pages the footer's quick links only (the guides).
   */
  group: "main" | "legal" | "footer";
  /** Listed among the footer's quick links (the contact page has a column of its own). */
  inFooterLinks: boolean;
}

/** In navigation order. */
export const pages = [
  {
    key: "home",
    segment: "",
    file: "routes/home.tsx",
    shareArt: "hero.svg",
    group: "main",
    inFooterLinks: true,
  },
  {
    key: "about",
    segment: "about",
    file: "routes/about.tsx",
    group: "main",
    shareArt: "osaka-kyoto.svg",
    inFooterLinks: true,
  },
  {
    key: "tours",
    segment: "tours",
    file: "routes/tours.tsx",
    group: "main",
    shareArt: "tokyo.svg",
    inFooterLinks: true,
  },
  {
    key: "gallery",
    segment: "gallery",
    file: "routes/gallery.tsx",
    group: "main",
    shareArt: "gallery-cherry-blossom.svg",
    inFooterLinks: true,
  },
  {
    key: "partnership",
    segment: "partnership",
    file: "routes/partnership.tsx",
    group: "main",
    shareArt: "gallery-fushimi-inari.svg",
    inFooterLinks: true,
  },
  {
    key: "contact",
    segment: "contact",
    file: "routes/contact.tsx",
    group: "main",
    shareArt: "fuji-hakone.svg",
    inFooterLinks: false,
  },
  {
    key: "guides",
    segment: "guides",
    file: "routes/guides.tsx",
    group: "footer",
    shareArt: "gallery-fuji-lake.svg",
    inFooterLinks: true,
  },
  {
    key: "privacy",
    segment: "privacy",
    file: "routes/privacy.tsx",
    group: "legal",
    shareArt: "hero.svg",
    inFooterLinks: false,
  },
  {
    key: "terms",
    segment: "terms",
    file: "routes/terms.tsx",
    group: "legal",
    shareArt: "hero.svg",
    inFooterLinks: false,
  },
] as const satisfies readonly PageEntry[];

export type PageKey = (typeof pages)[number]["key"];

export const pageKeys: readonly PageKey[] = pages.map((page) => page.key);

export function pageEntry(key: PageKey): (typeof pages)[number] {
  const entry = pages.find((page) => page.key === key);
  if (!entry) throw new Error(`No page "${key}" in the registry.`);
  return entry;
}

/**
 * The URL of a page in a language: `localizedPath("about", "id")` → "/id/about",
 * `localizedPath("tours", "en", "tokyo-discovery")` → "/tours#tokyo-discovery".
 */
export function localizedPath(key: PageKey, locale: Locale, hash?: string): string {
  const { segment } = pageEntry(key);
  const { prefix } = localeInfo[locale];
  const path = segment ? `${prefix}/${segment}` : prefix || "/";
  return hash ? `${path}#${hash}` : path;
}

/** A page per tour package, under the tours page: `/tours/tokyo-discovery`, `/id/tours/…`. */
export const packagePage = { file: "routes/package.tsx" } as const;

export function packagePath(slug: string, locale: Locale): string {
  return `${localizedPath("tours", locale)}/${slug}`;
}

/** A package page's route id: "package-tokyo-discovery-id". */
export function packageRouteId(slug: string, locale: Locale): string {
  return `package-${slug}-${locale}`;
}

/** Where the build draws a package page's share image: `/og/id/tours-tokyo-discovery.jpg`. */
export function packageShareImagePath(slug: string, locale: Locale): string {
  return `/og/${locale}/tours-${slug}.jpg`;
}

/** Where the build draws a package's flyer (1080 × 1920, for Status and Stories): `/flyers/id/tokyo-discovery.jpg`. */
export function packageFlyerPath(slug: string, locale: Locale): string {
  return `/flyers/${locale}/${slug}.jpg`;
}

/** A page per guide, under the guides page: `/guides/visa-jepang`, `/id/guides/…`. */
export const guidePage = { file: "routes/guide.tsx" } as const;

export function guidePath(slug: string, locale: Locale): string {
  return `${localizedPath("guides", locale)}/${slug}`;
}

/** A guide page's route id: "guide-visa-jepang-id". */
export function guideRouteId(slug: string, locale: Locale): string {
  return `guide-${slug}-${locale}`;
}

/** Where the build draws a guide page's share image: `/og/id/guides-visa-jepang.jpg`. */
export function guideShareImagePath(slug: string, locale: Locale): string {
  return `/og/${locale}/guides-${slug}.jpg`;
}

/**
 * A language's feed of its guides (Atom, site-build/guide-feeds.ts), beside the guides page:
 * `/guides.atom`, `/id/guides.atom`. Every page's head links it.
 */
export function guidesFeedPath(locale: Locale): string {
  return `${localizedPath("guides", locale)}.atom`;
}

/** The not-found page: a route for every unknown path of a language, prerendered at `<prefix>/404`. */
export const notFoundPage = { file: "routes/not-found.tsx", segment: "404" } as const;

export function notFoundPath(locale: Locale): string {
  return `${localeInfo[locale].prefix}/${notFoundPage.segment}`;
}

/** Each language's pages share one layout route: header, footer and the language's shell copy. */
export const localeLayoutFile = "routes/locale-layout.tsx";

/** Route ids: one per page and language ("about-id"), per layout ("layout-en"), per 404. */
export function routeId(kind: PageKey | "layout" | "not-found", locale: Locale): string {
  return `${kind}-${locale}`;
}

/** The page and language at a URL path, if it is a page of the site. */
export function pageAtPath(pathname: string): { key: PageKey; locale: Locale } | undefined {
  for (const locale of locales) {
    for (const page of pages) {
      if (localizedPath(page.key, locale) === pathname) return { key: page.key, locale };
    }
  }
  return undefined;
}

/**
 * The same page in another language: a registry page, a package's page (`/tours/<slug>` ↔
 * `/id/tours/<slug>`), a guide's page when the guide is written in both (`guidesInBoth`, its
 * slugs), else the guides page; its home page for any other path.
 */
export function pathInLocale(
  pathname: string,
  target: Locale,
  guidesInBoth: readonly string[] = [],
): string {
  // The prerender renders each page at "<path>/"; its one URL has no trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = pageAtPath(path);
  if (page) return localizedPath(page.key, target);
  for (const locale of locales) {
    const slug = packageSlugAt(path, locale);
    if (slug) return packagePath(slug, target);
    const guide = guideSlugAt(path, locale);
    if (guide) {
      return guidesInBoth.includes(guide)
        ? guidePath(guide, target)
        : localizedPath("guides", target);
    }
  }
  return localizedPath("home", target);
}

/** The slug after `<page's path>/` in a path ("/id/tours/tokyo-discovery"), if it is one. */
function slugUnder(key: PageKey, pathname: string, locale: Locale): string | undefined {
  const parent = `${localizedPath(key, locale)}/`;
  if (!pathname.startsWith(parent)) return undefined;
  const slug = pathname.slice(parent.length);
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}

/** The slug in a package page's path in a language ("/id/tours/tokyo-discovery"), if it is one. */
export function packageSlugAt(pathname: string, locale: Locale): string | undefined {
  return slugUnder("tours", pathname, locale);
}

/** The slug in a guide page's path in a language ("/id/guides/visa-jepang"), if it is one. */
export function guideSlugAt(pathname: string, locale: Locale): string | undefined {
  return slugUnder("guides", pathname, locale);
}

/** Builds a language's internal links: `const link = linksIn("id"); link("about", "Tentang Kami")`. */
export function linksIn(locale: Locale) {
  return (key: PageKey, label: string, hash?: string): { to: string; label: string } => ({
    to: localizedPath(key, locale, hash),
    label,
  });
}

/** Where the build draws a page's share image: `/og/en/home.jpg`, `/og/id/tours.jpg`. */
export function shareImagePath(key: PageKey, locale: Locale): string {
  return `/og/${locale}/${key}.jpg`;
}
