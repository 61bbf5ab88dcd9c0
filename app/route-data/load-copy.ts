/**
 * app/route-data/ turns the content into what routes load: a page's copy in the language of its URL,
 * and its head. It reads app/content/ and app/lib/; routes and components read it.
 *
 * Loads one language's copy. Every language module is reached only through these dynamic imports,
 * so the build gives each its own file and a page never carries another language's text: the
 * prerender writes a page's copy into its HTML (route loader data), and in the browser a language's
 * file is fetched only when the visitor navigates to a page in that language.
 */

import type { PackageSlug } from "~/content/package-list";
import type { PageKey } from "~/content/pages";
import type { PackagePageCopy, PageCopy, ShellCopy } from "~/content/types";
import type { Locale } from "~/lib/locale";

type PageCopyLoaders = { [K in PageKey]: () => Promise<{ copy: PageCopy[K] }> };

const pageCopyLoaders: Record<Locale, PageCopyLoaders> = {
  en: {
    home: () => import("~/content/en/home"),
    about: () => import("~/content/en/about"),
    tours: () => import("~/content/en/tours-page"),
    gallery: () => import("~/content/en/gallery"),
    partnership: () => import("~/content/en/partnership"),
    contact: () => import("~/content/en/contact"),
  },
  id: {
    home: () => import("~/content/id/home"),
    about: () => import("~/content/id/about"),
    tours: () => import("~/content/id/tours-page"),
    gallery: () => import("~/content/id/gallery"),
    partnership: () => import("~/content/id/partnership"),
    contact: () => import("~/content/id/contact"),
  },
};

const shellCopyLoaders: Record<Locale, () => Promise<{ shell: ShellCopy }>> = {
  en: () => import("~/content/en/shell"),
  id: () => import("~/content/id/shell"),
};

export async function loadPageCopy<K extends PageKey>(
  key: K,
  locale: Locale,
): Promise<PageCopy[K]> {
  const module = await pageCopyLoaders[locale][key]();
  return module.copy;
}

const packageCopyLoaders: Record<
  Locale,
  () => Promise<{ copies: Record<PackageSlug, PackagePageCopy> }>
> = {
  en: () => import("~/content/en/package"),
  id: () => import("~/content/id/package"),
};

export async function loadPackageCopy(slug: PackageSlug, locale: Locale): Promise<PackagePageCopy> {
  return (await packageCopyLoaders[locale]()).copies[slug];
}

export async function loadShellCopy(locale: Locale): Promise<ShellCopy> {
  return (await shellCopyLoaders[locale]()).shell;
}
