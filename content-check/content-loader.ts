/**
 * The site's copy in every language, the way the pages get it, outside the site's build: through
 * Vite, with the same content modules (content-check/content-modules.ts) and app/route-data/load-copy.ts.
 * Used by the content check (the page-level checks once the files are valid), the heading typeface's
 * subset and the tests, which derive what a visitor should see from it.
 */
import { createServer } from "vite";
import type { GuidePageCopy } from "../app/copy/guide-view.ts";
import type { PageCopy } from "../app/copy/page-copy.ts";
import { type PageKey, pageKeys } from "../app/copy/pages.ts";
import type { PackagePageCopy, ShellCopy } from "../app/copy/view.ts";
import { type Locale, locales } from "../app/lib/locale.ts";
import { recordOf } from "../app/lib/record.ts";
import type * as LoadCopy from "../app/route-data/load-copy.ts";
import { projectRoot } from "../project/output.ts";
import { contentModules } from "./content-modules.ts";
import { readGuideList } from "./guide-list.ts";
import { readPackageList } from "./package-list.ts";
import { photoCheckPlugin } from "./photos.ts";

export { projectRoot };

export interface LocaleCopy {
  shell: ShellCopy;
  pages: PageCopy;
  /** Each package's own page, by slug. */
  packages: Record<string, PackagePageCopy>;
  /** Each guide's own page in this language, by slug: the guides written in it. */
  guides: Record<string, GuidePageCopy>;
}

/** Whether the copy of every page of the registry is there. */
const hasEveryPage = (pages: Partial<PageCopy>): pages is PageCopy =>
  pageKeys.every((key) => pages[key] !== undefined);

/**
 * Every language's copy of the project at `root`. Throws with the first error when the content
 * cannot be built (the content check names every problem in the files before this runs).
 */
export async function loadSiteCopy(root = projectRoot): Promise<Record<Locale, LocaleCopy>> {
  const vite = await createServer({
    configFile: false,
    root,
    // Photos reach the copy in the shape the pages get them, without being encoded.
    plugins: [contentModules(root), photoCheckPlugin()],
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const copy = (await vite.ssrLoadModule("/app/route-data/load-copy.ts")) as typeof LoadCopy;
    const slugs = readPackageList(root).map((item) => item.slug);
    const guideList = readGuideList(root);
    const result = new Map<Locale, LocaleCopy>();
    for (const locale of locales) {
      const pages: Partial<PageCopy> = {};
      const load = async <K extends PageKey>(key: K) => {
        pages[key] = await copy.loadPageCopy(key, locale);
      };
      for (const key of pageKeys) await load(key);
      if (!hasEveryPage(pages)) throw new Error("A page of the registry has no copy.");
      const packages: Record<string, PackagePageCopy> = {};
      for (const slug of slugs) {
        const page = await copy.loadPackageCopy(slug, locale);
        if (page) packages[slug] = page;
      }
      const guides: Record<string, GuidePageCopy> = {};
      for (const { slug, languages } of guideList) {
        if (!languages.includes(locale)) continue;
        const page = await copy.loadGuideCopy(slug, locale);
        if (page) guides[slug] = page;
      }
      result.set(locale, { shell: await copy.loadShellCopy(locale), pages, packages, guides });
    }
    return recordOf(locales, (locale) => {
      const localeCopy = result.get(locale);
      if (!localeCopy) throw new Error(`No copy in ${locale}.`);
      return localeCopy;
    });
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    throw error;
  } finally {
    await vite.close();
  }
}
