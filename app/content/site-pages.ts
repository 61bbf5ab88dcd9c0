/**
 * Every page a visitor can reach, registry pages and package pages alike: the router config, the
 * prerender list, sitemap, share images, bench and tests read this. Build-time only (the package
 * list reads content/packages/).
 */
import { join } from "node:path";
import { type Locale, locales } from "../lib/locale.ts";
import { recordOf } from "../lib/record.ts";
import { type PagesData, readContentFiles } from "./content-files.ts";
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

/**
 * The picture a page's share image is drawn on: its hero's picture when its content file has one
 * (the home page: a photo there is its share image's too), else the registry's art.
 */
function shareArtOf(page: (typeof pages)[number], files: PagesData): string {
  const data = files[page.key];
  return "hero" in data && "image" in data.hero ? data.hero.image.file : page.shareArt;
}

const projectRoot = join(import.meta.dirname, "../..");

export function sitePages(locale: Locale, packages = packageList, root = projectRoot): SitePage[] {
  // A picture is the same in both languages (the content check sees to it): the English one.
  const files = readContentFiles(root).pages("en");
  const alternates = (path: (code: Locale) => string) => recordOf(locales, path);
  return [
    ...pages.map((page) => ({
      path: localizedPath(page.key, locale),
      alternates: alternates((code) => localizedPath(page.key, code)),
      shareArt: shareArtOf(page, files),
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
