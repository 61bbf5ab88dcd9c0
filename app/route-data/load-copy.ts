/**
 * app/route-data/ turns the content into what routes load: a page's copy in the language of its URL,
 * and its head. It reads app/copy/ and app/lib/; routes and components read it.
 *
 * Loads one language's copy. Each content file reaches a page through the `virtual:content/…`
 * modules (content-check/content-modules.ts), one per file and language, loaded only here (through
 * the generated table `virtual:content/sources`) and only dynamically: the prerender writes a page's copy into its HTML (route loader data), and in the
 * browser a language's files are fetched only when the visitor navigates to a page in that
 * language. The builders (app/copy/copy.ts) load the same way, so no page's first load carries them.
 */

import modules from "virtual:content/sources";
import type { PageBuilder } from "~/copy/copy";
import type { GuidePageCopy } from "~/copy/guide-view";
import type { PageCopy, PageModules } from "~/copy/page-copy";
import type { PageKey } from "~/copy/pages";
import type { PageFile } from "~/copy/schema/page-schemas";
import type { PackagePageCopy, PageSource, ShellCopy } from "~/copy/view";
import type { Locale } from "~/lib/locale";

// Generated from the page schemas with literal specifiers, so the build gives every file in every
// language its own chunk (content-check/content-modules.ts).
const pageModules: Record<Locale, PageModules> = modules;

/** A page file in a language, as the build resolved it. */
const source = async <K extends PageFile>(key: K, locale: Locale): Promise<PageSource<K>> =>
  (await pageModules[locale][key]()).default;

const builders = () => import("~/copy/copy");

/** The shell's words and the packages in a language: what every page is built with. */
async function languageContent(locale: Locale) {
  const [copy, shell, { default: packages }, { default: guides }] = await Promise.all([
    builders(),
    source("shell", locale),
    modules[locale].packages(),
    modules[locale].guideList(),
  ]);
  return {
    copy,
    sources: packages,
    content: { locale, shell, packages: copy.localizePackages(packages, shell, locale), guides },
  };
}

export async function loadPageCopy<K extends PageKey>(
  key: K,
  locale: Locale,
): Promise<PageCopy[K]> {
  const [{ copy, content, sources }, data, partnership, packageWords, packageTerms] =
    await Promise.all([
      languageContent(locale),
      source(key, locale),
      // The contact page names the partnership programs a visitor may ask about.
      key === "contact" ? source("partnership", locale) : undefined,
      // …and prices again the estimate a visitor brings from a package page; the tours page says
      // the coming departures' status as package pages do; the Terms page their payment terms.
      key === "contact" || key === "tours" || key === "terms"
        ? source("package", locale)
        : undefined,
      key === "terms" ? source("package-terms", locale) : undefined,
    ]);
  const programs = partnership && copy.programTitles(partnership);
  const byPage: { [P in PageKey]?: PageBuilder<P> } = copy.pageBuilders;
  const build = byPage[key];
  if (build) return build(data, { ...content, programs, sources, packageWords, packageTerms });
  // A page without a builder shows its file as the build resolved it, which is what `PageCopy`
  // says of such a page; TypeScript cannot follow that through a generic key.
  return data as PageCopy[K];
}

/** The copy of a package's page, or undefined when no package has that slug. */
export async function loadPackageCopy(
  slug: string,
  locale: Locale,
): Promise<PackagePageCopy | undefined> {
  const [{ content, sources }, words, terms, tours, { packagePageCopy }] = await Promise.all([
    languageContent(locale),
    source("package", locale),
    source("package-terms", locale),
    source("tours", locale),
    import("~/copy/package-pages"),
  ]);
  return packagePageCopy(
    slug,
    locale,
    content.packages,
    { ...words, labels: { ...tours.cardLabels, ...words.labels } },
    sources.find((item) => item.slug === slug),
    terms,
    content.shell.business,
  );
}

/** The copy of a guide's page, or undefined when no guide of this language has that slug. */
export async function loadGuideCopy(
  slug: string,
  locale: Locale,
): Promise<GuidePageCopy | undefined> {
  const [{ content }, words, tours, { guidePageCopy }] = await Promise.all([
    languageContent(locale),
    source("guides", locale),
    source("tours", locale),
    import("~/copy/guide-pages"),
  ]);
  return guidePageCopy(
    slug,
    locale,
    content.guides,
    words,
    content.packages,
    content.shell.pageNames,
    tours.cardLabels.details,
  );
}

export async function loadShellCopy(locale: Locale): Promise<ShellCopy> {
  const { copy, content } = await languageContent(locale);
  return copy.buildShell(content);
}
