/**
 * Loads one language's copy. Every language module is reached only through these dynamic imports,
 * so the build gives each its own file and a page never carries another language's text: the
 * prerender writes a page's copy into its HTML (route loader data), and in the browser a language's
 * file is fetched only when the visitor navigates to a page in that language.
 */
import type { Locale } from "~/lib/locale";
import type { TourSlug } from "./package-list";
import type { PageKey } from "./pages";
import type { PackagePageCopy, PageCopy, ShellCopy } from "./types";

type PageCopyLoaders = { [K in PageKey]: () => Promise<{ copy: PageCopy[K] }> };

const pageCopyLoaders: Record<Locale, PageCopyLoaders> = {
  en: {
    home: () => import("./en/home"),
    about: () => import("./en/about"),
    tours: () => import("./en/tours-page"),
    gallery: () => import("./en/gallery"),
    partnership: () => import("./en/partnership"),
    contact: () => import("./en/contact"),
  },
  id: {
    home: () => import("./id/home"),
    about: () => import("./id/about"),
    tours: () => import("./id/tours-page"),
    gallery: () => import("./id/gallery"),
    partnership: () => import("./id/partnership"),
    contact: () => import("./id/contact"),
  },
};

const shellCopyLoaders: Record<Locale, () => Promise<{ shell: ShellCopy }>> = {
  en: () => import("./en/shell"),
  id: () => import("./id/shell"),
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
  () => Promise<{ copies: Record<TourSlug, PackagePageCopy> }>
> = {
  en: () => import("./en/package"),
  id: () => import("./id/package"),
};

export async function loadPackageCopy(slug: TourSlug, locale: Locale): Promise<PackagePageCopy> {
  return (await packageCopyLoaders[locale]()).copies[slug];
}

export async function loadShellCopy(locale: Locale): Promise<ShellCopy> {
  return (await shellCopyLoaders[locale]()).shell;
}
