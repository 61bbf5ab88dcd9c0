/**
 * The site's copy in every language, as the pages get it: loaded from app/content/ through Vite
 * (which resolves the `~` alias and the artwork imports), so that tests derive what a visitor
 * should see from the content modules instead of restating it. Loaded once per test worker.
 */
import { createServer } from "vite";
import type {
  loadPageCopy as LoadPageCopy,
  loadShellCopy as LoadShellCopy,
} from "../../app/content/copy.ts";
import { type PageKey, pages } from "../../app/content/pages.ts";
import type { PageCopy, ShellCopy } from "../../app/content/types.ts";
import { type Locale, locales } from "../../app/lib/locale.ts";

export interface LocaleContent {
  shell: ShellCopy;
  pages: PageCopy;
}

let loading: Promise<Record<Locale, LocaleContent>> | undefined;

async function load(): Promise<Record<Locale, LocaleContent>> {
  const vite = await createServer({
    configFile: false,
    root: new URL("../..", import.meta.url).pathname,
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const copy = (await vite.ssrLoadModule("/app/content/copy.ts")) as {
      loadPageCopy: typeof LoadPageCopy;
      loadShellCopy: typeof LoadShellCopy;
    };
    const entries = await Promise.all(
      locales.map(async (locale) => {
        const shell = await copy.loadShellCopy(locale);
        const pageEntries = await Promise.all(
          pages.map(async (page) => [page.key, await copy.loadPageCopy(page.key, locale)] as const),
        );
        return [
          locale,
          { shell, pages: Object.fromEntries(pageEntries) as unknown as PageCopy },
        ] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Locale, LocaleContent>;
  } finally {
    await vite.close();
  }
}

/** Every language's copy: `const { shell, pages } = (await siteContent()).id`. */
export function siteContent(): Promise<Record<Locale, LocaleContent>> {
  loading ??= load();
  return loading;
}

export type { PageKey };
