/**
 * What only the built copy shows, checked after the pages' copy is put together
 * (prebuild/content-check-cli.ts): a page's description (a package's, a guide's too), once its
 * placeholders are filled, fits a search result.
 */
import { type Locale, locales } from "../app/lib/locale.ts";
import { languageName, type Problem } from "./content-messages.ts";

export const metaDescriptionMax = 160;

interface Described {
  meta: { description: string };
}

export function checkBuiltCopy(
  copy: Record<
    Locale,
    {
      pages: Record<string, Described>;
      packages: Record<string, Described>;
      guides: Record<string, Described>;
    }
  >,
): Problem[] {
  const problems: Problem[] = [];
  for (const locale of locales) {
    const pages = [
      ...Object.entries(copy[locale].pages).map(([key, page]) => ({
        file: `content/pages/${key}.json`,
        field: "meta, description",
        description: page.meta.description,
      })),
      ...Object.entries(copy[locale].packages).map(([slug, page]) => ({
        file: `content/packages/${slug}.json (with content/pages/package.json's metaDescription)`,
        field: "meta, description",
        description: page.meta.description,
      })),
      ...Object.entries(copy[locale].guides).map(([slug, page]) => ({
        file: `content/guides/${slug}.json`,
        field: "description",
        description: page.meta.description,
      })),
    ];
    for (const { file, field, description } of pages) {
      if (description.length > metaDescriptionMax) {
        problems.push({
          file,
          where: `${languageName[locale]}: ${field}`,
          message: `the page's description is ${description.length} characters once filled in; search results and link previews cut it after ${metaDescriptionMax}. Shorten it (or the package's name). It reads: "${description}"`,
        });
      }
    }
  }
  return problems;
}
