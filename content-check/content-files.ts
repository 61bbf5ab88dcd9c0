/**
 * The content files as the build reads them (content/site.json, content/pages/*.json,
 * content/packages/*.json, content/guides/*.json), each parsed through its schema (app/copy/schema/) as it is read:
 * what they hold is typed by the schemas, never asserted. The content modules, the router config,
 * the sitemap, the share images and the flyers read the content through this. Build-time only (it
 * reads the folder, and zod never reaches a visitor's browser): the pages get the content through
 * their loaders.
 *
 * The content check (prebuild/content-check-cli.ts) runs before every build and names each problem
 * in the staff's words; a file that does not match here stops with its name and zod's words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type GuideData, guideSchema, isWrittenGuide } from "../app/copy/schema/guide.ts";
import { type PackageData, packageSchema } from "../app/copy/schema/package.ts";
import { type PageFile, pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { type SiteData, siteSchema } from "../app/copy/schema/site.ts";
import { type Locale, locales } from "../app/lib/locale.ts";

/** A page or package file: one object per language. */
export type Translated<T> = Record<Locale, T>;

/** Every page file's object in one language, by the file's name. */
const pagesSchema = z.object(pageSchemas);
export type PagesData = z.output<typeof pagesSchema>;

export interface ContentFiles {
  site: SiteData;
  /** Every page file in `locale`, by its name ("shell", "home", "package-terms", …). */
  pages(locale: Locale): PagesData;
  /** Every package by slug (its file's name), in the order staff gave them. */
  packages(): Array<{ slug: string; data: Translated<PackageData> }>;
  /** Every guide by slug (its file's name), with the languages it is written in; by slug. */
  guides(): Array<{ slug: string; data: Partial<Translated<GuideData>> }>;
}

/** Whether `name` names a page file: a key of `pageSchemas`. */
export function isPageFile(name: string | undefined): name is PageFile {
  return name !== undefined && Object.hasOwn(pageSchemas, name);
}

/** The file's JSON, or an error naming it. */
function readJson(root: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch {
    throw new Error(`${file} is missing.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function parse<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(
    `${file} does not match its schema (app/copy/schema/); the content check (npm run build) names each problem in plain words.\n${z.prettifyError(result.error)}`,
  );
}

/** A file's objects by language (a key that is no language is left as it is). */
const byLanguage = (file: string, data: unknown) =>
  parse(z.looseRecord(z.enum(locales), z.unknown()), data, file);

/** The content files of the project at `root`, each read and parsed when first asked for. */
export function readContentFiles(root: string): ContentFiles {
  const pages = new Map<Locale, PagesData>();
  return {
    site: parse(siteSchema, readJson(root, "content/site.json"), "content/site.json"),
    pages(locale) {
      const known = pages.get(locale);
      if (known) return known;
      const data = Object.fromEntries(
        Object.keys(pageSchemas).map((name) => {
          const file = `content/pages/${name}.json`;
          return [name, byLanguage(file, readJson(root, file))[locale]];
        }),
      );
      const parsed = parse(pagesSchema, data, `content/pages/ (${locale})`);
      pages.set(locale, parsed);
      return parsed;
    },
    packages: () =>
      readdirSync(join(root, "content/packages"))
        .filter((name) => name.endsWith(".json"))
        .map((name) => {
          const file = `content/packages/${name}`;
          const data = parse(
            z.looseRecord(z.enum(locales), packageSchema),
            readJson(root, file),
            file,
          );
          return { slug: name.slice(0, -".json".length), data };
        })
        .sort((a, b) => a.data.en.order - b.data.en.order || a.slug.localeCompare(b.slug)),
    guides: () => {
      const folder = join(root, "content/guides");
      const names = existsSync(folder) ? readdirSync(folder) : [];
      return names
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => {
          const file = `content/guides/${name}`;
          const languages = byLanguage(file, readJson(root, file));
          const data: Partial<Translated<GuideData>> = {};
          for (const locale of locales) {
            const written = languages[locale];
            if (isWrittenGuide(written)) data[locale] = parse(guideSchema, written, file);
          }
          return { slug: name.slice(0, -".json".length), data };
        });
    },
  };
}
