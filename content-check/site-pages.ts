/**
 * Every page a visitor can reach, registry pages, package pages and guide pages alike: the router
 * config, the prerender list, sitemap, share images, bench and tests read this. Build-time only
 * (the package and guide lists read content/packages/ and content/guides/).
 */
import { join } from "node:path";
import {
  guidePath,
  guideShareImagePath,
  localizedPath,
  notFoundPath,
  packagePath,
  packageShareImagePath,
  pages,
  shareImagePath,
} from "../app/copy/pages.ts";
import { type Locale, locales } from "../app/lib/locale.ts";
import { recordOf } from "../app/lib/record.ts";
import { type PagesData, readContentFiles } from "./content-files.ts";
import { guideList } from "./guide-list.ts";
import { packageList } from "./package-list.ts";

export { guideList, packageList };

export interface SitePage {
  path: string;
  /** The same page in every language it is written in, by language (a guide may have one). */
  alternates: Partial<Record<Locale, string>>;
  shareArt: string;
  sharePath: string;
  /** A package's page: the package's file name in content/packages/. */
  packageSlug?: string;
  /** A guide's page: the guide's file name in content/guides/. */
  guideSlug?: string;
  /** A guide's page: the day this language's version last changed (the sitemap's `lastmod`). */
  updatedOn?: string;
}

/**
 * The picture a page's share image is drawn on: its hero's picture when its content file has one
 * (the home page: a photo there is its share image's too), else the registry's art.
 */
function shareArtOf(page: (typeof pages)[number], files: PagesData): string {
  const data = files[page.key];
  return "hero" in data && "image" in data.hero ? data.hero.image.file : page.shareArt;
}

const projectRoot = join(import.meta.dirname, "..");

export function sitePages(
  locale: Locale,
  packages = packageList,
  root = projectRoot,
  guides = guideList,
): SitePage[] {
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
    ...guides
      .filter((item) => item.languages.includes(locale))
      .map((item) => ({
        path: guidePath(item.slug, locale),
        alternates: Object.fromEntries(
          item.languages.map((code) => [code, guidePath(item.slug, code)]),
        ),
        shareArt: item.image,
        sharePath: guideShareImagePath(item.slug, locale),
        guideSlug: item.slug,
        updatedOn: item.updatedOn[locale],
      })),
  ];
}

/** Every path the build prerenders: each page in each language, and each language's 404. */
export const prerenderPaths: string[] = locales.flatMap((locale) => [
  ...sitePages(locale).map((page) => page.path),
  notFoundPath(locale),
]);
