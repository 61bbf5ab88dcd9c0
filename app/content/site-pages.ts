/**
 * Every page a visitor can reach, registry pages and package pages alike: the router config, the
 * prerender list, sitemap, share images, bench and tests read this. Build-time only (the package
 * list reads content/packages/).
 */
import { type Locale, locales } from "../lib/locale.ts";
import { packageList } from "./package-list.ts";
import {
  localizedPath,
  notFoundPath,
  packagePath,
  packageShareImagePath,
  pages,
  shareImagePath,
} from "./pages.ts";

export { packageList };

export interface SitePage {
  path: string;
  /** The same page in every language, by language. */
  alternates: Record<Locale, string>;
  shareArt: string;
  sharePath: string;
  /** A package's page: the package's file name in content/packages/. */
  packageSlug?: string;
}

export function sitePages(locale: Locale, packages = packageList): SitePage[] {
  const alternates = (path: (code: Locale) => string) =>
    Object.fromEntries(locales.map((code) => [code, path(code)])) as Record<Locale, string>;
  return [
    ...pages.map((page) => ({
      path: localizedPath(page.key, locale),
      alternates: alternates((code) => localizedPath(page.key, code)),
      shareArt: page.shareArt,
      sharePath: shareImagePath(page.key, locale),
    })),
    ...packages.map((item) => ({
      path: packagePath(item.slug, locale),
      alternates: alternates((code) => packagePath(item.slug, code)),
      shareArt: item.image,
      sharePath: packageShareImagePath(item.slug, locale),
      packageSlug: item.slug,
    })),
  ];
}

/** Every path the build prerenders: each page in each language, and each language's 404. */
export const prerenderPaths: string[] = locales.flatMap((locale) => [
  ...sitePages(locale).map((page) => page.path),
  notFoundPath(locale),
]);
