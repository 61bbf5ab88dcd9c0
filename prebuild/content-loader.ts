/**
 * Loads every content module of app/content/ outside the site's build, the way the pages get it:
 * through Vite, which resolves the `~` alias and the artwork imports that plain Node cannot. Two
 * users: `prebuild/check-content.ts` (the content check that runs before every build) and the
 * end-to-end tests (`tests/e2e/content.ts`), which derive what a visitor should see from it.
 *
 * Each module is loaded on its own and a module that fails is recorded, not thrown, so the content
 * check can list every problem at once; `loadSiteCopy` is the strict form for the tests.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { createServer, type ViteDevServer } from "vite";
import type { PackageSlug } from "../app/content/package-list.ts";
import type { PageKey } from "../app/content/pages.ts";
import type { PackagePageCopy, PackageView, PageCopy, ShellCopy } from "../app/content/types.ts";
import type { Locale } from "../app/lib/locale.ts";
import type {
  loadPackageCopy as LoadPackageCopy,
  loadPageCopy as LoadPageCopy,
  loadShellCopy as LoadShellCopy,
} from "../app/route-data/load-copy.ts";
import { photoCheckPlugin } from "../site-build/photos.ts";

export const projectRoot = resolve(import.meta.dirname, "..");

/** Each page's copy module in app/content/<locale>/, by page key (as app/route-data/load-copy.ts loads them). */
export const pageFiles = {
  home: "home.ts",
  about: "about.ts",
  tours: "tours-page.ts",
  gallery: "gallery.ts",
  partnership: "partnership.ts",
  contact: "contact.ts",
} as const;

/** The languages, as app/lib/locale.ts lists them (read through Vite like the rest). */
const localeModule = "app/lib/locale.ts";

/** A module that could not be loaded: a syntax error, a missing file, an error while it runs. */
export interface LoadFailure {
  /** The module being loaded, relative to the project: "app/content/id/home.ts". */
  file: string;
  /** Where the error is, when the error says: the module itself or one it imports. */
  at?: { file: string; line?: number; column?: number };
  message: string;
}

/** One language's copy as the site uses it; a part is missing when its module failed to load. */
export interface LoadedLocale {
  /** The words around package data (app/content/<locale>/ui.ts). */
  packageWords?: unknown;
  /** The packages with this language's text (app/content/<locale>/tours.ts). */
  localizedPackages?: PackageView[];
  shell?: ShellCopy;
  pages: Partial<PageCopy>;
  /** Each package's own page, by slug. */
  packages: Partial<Record<string, PackagePageCopy>>;
}

export interface LoadedContent {
  /** app/content/package-list.ts */
  packageList?: unknown;
  /** app/content/packages.ts */
  packageData?: unknown;
  highlightLimits?: { tours: unknown; home: unknown };
  /** app/content/site.ts */
  siteConfig?: unknown;
  /** app/content/pages.ts: the registry, and every path a visitor can reach in each language. */
  pageRegistry?: unknown;
  sitePaths?: Partial<Record<Locale, string[]>>;
  /** app/content/inquiry.ts */
  inquiry?: { programKeys: unknown; topicKeys: unknown };
  /** Every file under app/assets/, relative to the project ("app/assets/art/tokyo.svg"). */
  files: string[];
  /** Every content source file ("app/content/en/ui.ts"), for explaining a failure. */
  sourceFiles: string[];
  locales: Partial<Record<Locale, LoadedLocale>>;
  failures: LoadFailure[];
  /** The text of a content source file, for explaining a failure ("app/content/id/tours.ts"). */
  source: (file: string) => string | undefined;
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const toProjectPath = (root: string, path: string) => relative(root, path).split(sep).join("/");

/** Where an error points inside the project: Vite's `loc`/`id` for syntax errors, else the stack. */
function errorLocation(root: string, error: unknown): LoadFailure["at"] {
  const err = error as {
    id?: string;
    loc?: { file?: string; line?: number; column?: number };
    stack?: string;
  };
  const file = err.loc?.file ?? err.id;
  if (file?.startsWith(root)) {
    return { file: toProjectPath(root, file.split("?")[0] ?? file), ...lineOf(err.loc) };
  }
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const frame = err.stack?.match(new RegExp(`${escaped}/(app/[^\\s):?]+):(\\d+):(\\d+)`));
  if (frame?.[1]) return { file: frame[1], line: Number(frame[2]), column: Number(frame[3]) };
  return undefined;
}

function lineOf(loc: { line?: number; column?: number } | undefined) {
  return loc?.line ? { line: loc.line, column: loc.column } : {};
}

/** An error's message without terminal colours, its files named from the project's root. */
function messageOf(root: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return stripVTControlCharacters(text).split(`${root}/`).join("").trim();
}

async function startVite(root: string): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root,
    // Photos reach the check in the shape the pages get them, without being encoded.
    plugins: [photoCheckPlugin()],
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/**
 * Every content module, from the project at `root` (the project itself unless a test gives a copy).
 * Never throws for a content mistake: a module that fails is in `failures`, and what it would have
 * provided is missing.
 */
export async function loadContent(root = projectRoot): Promise<LoadedContent> {
  const vite = await startVite(root);
  const failures: LoadFailure[] = [];
  const load = async <T>(
    file: string,
    read: (module: Record<string, unknown>) => T | Promise<T>,
  ) => {
    try {
      return await read(await vite.ssrLoadModule(`/${file}`));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      failures.push({ file, at: errorLocation(root, error), message: messageOf(root, error) });
      return undefined;
    }
  };
  const sources = new Map<string, string | undefined>();
  const source = (file: string) => {
    if (!sources.has(file)) {
      try {
        sources.set(file, readFileSync(join(root, file), "utf8"));
      } catch {
        sources.set(file, undefined);
      }
    }
    return sources.get(file);
  };

  try {
    const locales = ((await load(localeModule, (m) => m.locales)) ?? ["en", "id"]) as Locale[];
    const content: LoadedContent = {
      files: [...walk(join(root, "app/assets"))].map((path) => toProjectPath(root, path)),
      sourceFiles: [...walk(join(root, "app/content"))]
        .map((path) => toProjectPath(root, path))
        .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts")),
      locales: {},
      failures,
      source,
    };
    content.packageList = await load("app/content/package-list.ts", (m) => m.packageList);
    await load("app/content/packages.ts", (m) => {
      content.packageData = m.packageData;
      content.highlightLimits = {
        tours: m.packageCardHighlightLimit,
        home: m.featuredHighlightLimit,
      };
    });
    content.siteConfig = await load("app/content/site.ts", (m) => m.siteConfig);
    await load("app/content/pages.ts", (m) => {
      content.pageRegistry = m.pages;
      const sitePages = m.sitePages as (locale: Locale) => Array<{ path: string }>;
      content.sitePaths = Object.fromEntries(
        locales.map((locale) => [locale, sitePages(locale).map((page) => page.path)]),
      );
    });
    content.inquiry = await load("app/content/inquiry.ts", (m) => ({
      programKeys: m.programKeys,
      topicKeys: m.topicKeys,
    }));

    const copy = await load("app/route-data/load-copy.ts", (m) => ({
      loadPageCopy: m.loadPageCopy as typeof LoadPageCopy,
      loadShellCopy: m.loadShellCopy as typeof LoadShellCopy,
      loadPackageCopy: m.loadPackageCopy as typeof LoadPackageCopy | undefined,
    }));
    const slugs = Array.isArray(content.packageData)
      ? (content.packageData as Array<{ slug: PackageSlug }>).map((item) => item.slug)
      : [];
    for (const locale of locales) {
      const dir = `app/content/${locale}`;
      const loaded: LoadedLocale = { pages: {}, packages: {} };
      content.locales[locale] = loaded;
      loaded.packageWords = await load(`${dir}/ui.ts`, (m) => m.packageWords);
      loaded.localizedPackages = await load(`${dir}/tours.ts`, (m) => m.packages as PackageView[]);
      if (!copy) continue;
      loaded.shell = await load(`${dir}/shell.ts`, () => copy.loadShellCopy(locale));
      for (const key of Object.keys(pageFiles) as PageKey[]) {
        const page = await load(`${dir}/${pageFiles[key]}`, () => copy.loadPageCopy(key, locale));
        if (page) (loaded.pages as Record<PageKey, unknown>)[key] = page;
      }
      const { loadPackageCopy } = copy;
      if (loadPackageCopy) {
        await load(`${dir}/package.ts`, async () => {
          for (const slug of slugs) loaded.packages[slug] = await loadPackageCopy(slug, locale);
        });
      }
    }
    content.failures = dedupe(failures);
    return content;
  } finally {
    await vite.close();
  }
}

/** A module that fails takes the modules importing it down with the same error: keep the first. */
function dedupe(failures: LoadFailure[]): LoadFailure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => {
    const key = `${failure.at?.file ?? ""}|${failure.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface LocaleCopy {
  shell: ShellCopy;
  pages: PageCopy;
  /** Each package's own page, by slug. */
  packages: Record<string, PackagePageCopy>;
}

/** Every language's copy for the tests; throws when a module cannot be loaded. */
export async function loadSiteCopy(root = projectRoot): Promise<Record<Locale, LocaleCopy>> {
  const content = await loadContent(root);
  if (content.failures.length > 0) {
    throw new Error(
      `The content could not be loaded:\n${content.failures
        .map((failure) => `  ${failure.at?.file ?? failure.file}: ${failure.message}`)
        .join("\n")}`,
    );
  }
  return Object.fromEntries(
    Object.entries(content.locales).map(([locale, loaded]) => [
      locale,
      { shell: loaded.shell, pages: loaded.pages, packages: loaded.packages },
    ]),
  ) as Record<Locale, LocaleCopy>;
}
