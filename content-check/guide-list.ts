/**
 * The guides, from the files in content/guides/ (one per guide; its name is the guide's address,
 * "visa-jepang.json" → /guides/visa-jepang), each with the languages it is written in: what the
 * router config, the prerender list, the sitemap and the share images need. Build-time only (it
 * reads the folder): the pages get the guides from their loaders.
 */
import { join } from "node:path";
import type { Locale } from "../app/lib/locale.ts";
import { locales } from "../app/lib/locale.ts";
import { readContentFiles } from "./content-files.ts";

export interface GuideListItem {
  slug: string;
  /** The languages it is written in, in the site's order. */
  languages: Locale[];
  /** Its cover in app/assets/art ("hero.svg"), the same in every language. */
  image: string;
  /** The day each language's version last changed in substance. */
  updatedOn: Partial<Record<Locale, string>>;
}

const defaultRoot = join(import.meta.dirname, "..");

/** The guides of the project at `root`; a file that cannot be read is named in the error. */
export function readGuideList(root = defaultRoot): GuideListItem[] {
  return readContentFiles(root)
    .guides()
    .flatMap(({ slug, data }) => {
      const languages = locales.filter((locale) => data[locale]);
      const first = languages[0] && data[languages[0]];
      if (!first) return [];
      const updatedOn: Partial<Record<Locale, string>> = {};
      for (const locale of languages) updatedOn[locale] = data[locale]?.updatedOn;
      return [{ slug, languages, image: first.cover.file, updatedOn }];
    });
}

export const guideList = readGuideList();
