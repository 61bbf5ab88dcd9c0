/**
 * The site's copy in every language, as the pages get it: loaded from app/copy/ through Vite
 * (which resolves the `~` alias and the artwork imports) by the loader the build's content check
 * uses (content-check/content-loader.ts), so that tests derive what a visitor should see from the content
 * modules instead of restating it. Loaded once per test worker.
 */
import type { PageKey } from "../../app/copy/pages.ts";
import type { Locale } from "../../app/lib/locale.ts";
import { type LocaleCopy, loadSiteCopy } from "../../content-check/content-loader.ts";

/** A language's shell and page copy, and each package page's copy by slug. */
export type LocaleContent = LocaleCopy;

let loading: Promise<Record<Locale, LocaleContent>> | undefined;

/** Every language's copy: `const { shell, pages } = (await siteContent()).id`. */
export function siteContent(): Promise<Record<Locale, LocaleContent>> {
  loading ??= loadSiteCopy();
  return loading;
}

export type { PageKey };
