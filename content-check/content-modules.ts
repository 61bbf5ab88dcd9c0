/**
 * Turns the content files (content/pages/*.json, content/packages/*.json) into the modules the
 * pages load, one language at a time, so a page never carries the other language's text:
 *
 *   import("virtual:content/page/home/en")   → content/pages/home.json's "en", resolved
 *   import("virtual:content/packages/id")    → every package's "id", in their order, with `slug`
 *   import("virtual:content/guides/id")      → every guide written in Indonesian, newest first
 *   import("virtual:content/sources")        → a loader of each of those, by language and name
 *
 * "Resolved" means what the pages need in place of what staff write:
 * - the site's placeholders ({brandName}, {meals}, …, `siteTextPlaceholders`) filled from
 *   content/site.json and the meal promise it selects;
 * - a link `{ page, label }` becomes `{ to, label }` with the page's path in that language;
 * - a picture `{ file, alt }` becomes an import of app/assets/art/<file>: an SVG with its drawn
 *   size, a photo through the photo pipeline (`?photo`, `?portrait` for travelers' portraits);
 * - a guide's Markdown becomes its sanitized HTML, its headings and its reading time
 *   (markdown.ts): no Markdown library reaches a page.
 *
 * The files are read through their schemas (content-check/content-files.ts), so what the modules hold
 * is what the schemas describe; the content check (prebuild/content-check-cli.ts) runs before every
 * build and names any problem in the staff's words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Plugin } from "vite";
import { localizedPath, pageKeys } from "../app/copy/pages.ts";
import { wordsPerMinute } from "../app/copy/schema/guide.ts";
import { pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { isLocale, type Locale, localeInfo, locales } from "../app/lib/locale.ts";
import { formatWhatsappNumber } from "../app/lib/phone-number.ts";
import { departuresOn } from "../app/trip/departure-price.ts";
import { buildDay } from "./build-day.ts";
import { type ContentFiles, isPageFile, readContentFiles } from "./content-files.ts";
import { renderMarkdown } from "./markdown.ts";

const prefix = "virtual:content/";
const resolvedPrefix = "\0content/";

/** Lists whose pictures are travelers' portraits: small, square, `?portrait`. */
const portraitLists = new Set(["testimonials", "reviews"]);

const isPhoto = (file: string) => !file.endsWith(".svg");

/** The drawn size of an SVG, from its width and height (or its viewBox). */
export function svgSize(svg: string, file: string): { width: number; height: number } {
  const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1];
  const width = Number(attribute("width"));
  const height = Number(attribute("height"));
  if (width > 0 && height > 0) return { width, height };
  const box = tag.match(/\sviewBox="[\d.\s-]*?([\d.]+)\s+([\d.]+)"/);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  throw new Error(`${file} has no width and height: add them to its <svg> tag.`);
}

/** The values of the site's placeholders in a language. */
export function siteTextValues(files: ContentFiles, locale: Locale): Record<string, string> {
  const { site } = files;
  const meals = files.pages(locale).shell.meals[site.halalMealsConfirmed ? "confirmed" : "careful"];
  return {
    brandName: site.brandName,
    partnerName: site.partnerName,
    assistantName: site.assistantName,
    socialNetworkName: site.socialNetworkName,
    legalName: site.business.legalName,
    officialWhatsapp: formatWhatsappNumber(site.whatsappNumber),
    emailGeneral: site.emailGeneral,
    emailBookings: site.emailBookings,
    groupPriceFrom: String(site.bookingTerms.groupPriceFrom),
    groupCoordinatorFrom: String(site.bookingTerms.groupCoordinatorFrom),
    minimalFeeDays: String(site.bookingTerms.minimalFeeDays),
    packageMinimums: packageMinimums(files, locale),
    meals: meals.meals,
    mealsIncluded: meals.included,
    mealsAnswer: meals.answer,
  };
}

/**
 * Each package's smallest group, as the FAQ states them: "Jelajah Tokyo (min. 10 orang), …, dan
 * Pesona Musim Dingin Hokkaido (Min. 15 orang)", from the packages' files in their order.
 */
function packageMinimums(files: ContentFiles, locale: Locale): string {
  const { groupSize } = files.pages(locale).shell.packageWords;
  const items = files
    .packages()
    .map(
      ({ data }) =>
        `${data[locale].title} (${lowerFirst(fill(groupSize, { count: String(data[locale].minPax) }))})`,
    );
  return new Intl.ListFormat(localeInfo[locale].intl, { type: "conjunction" }).format(items);
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** Writes `value` as JavaScript, with pictures as imports (collected in `imports`). */
function toModuleCode(
  value: unknown,
  context: { root: string; locale: Locale; values: Record<string, string>; imports: string[] },
  path: readonly string[] = [],
): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => toModuleCode(item, context, [...path, String(index)])).join(",")}]`;
  }
  if (value && typeof value === "object") {
    const object: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    const keys = Object.keys(object);
    if (typeof object.file === "string" && keys.every((key) => key === "file" || key === "alt")) {
      return pictureCode(object.file, object.alt, path, context);
    }
    const page = pageKeys.find((key) => key === object.page);
    if (page && keys.length === 2 && typeof object.label === "string") {
      return JSON.stringify({
        to: localizedPath(page, context.locale),
        label: fill(object.label, context.values),
      });
    }
    return `{${keys
      .map((key) => `${JSON.stringify(key)}:${toModuleCode(object[key], context, [...path, key])}`)
      .join(",")}}`;
  }
  if (typeof value === "string") return JSON.stringify(fill(value, context.values));
  return JSON.stringify(value);
}

function pictureCode(
  file: string,
  alt: unknown,
  path: readonly string[],
  context: { root: string; values: Record<string, string>; imports: string[] },
): string {
  const name = basename(file);
  const source = `/app/assets/art/${name}`;
  const id = `picture${context.imports.length}`;
  const altCode =
    typeof alt === "string" ? `,alt:${JSON.stringify(fill(alt, context.values))}` : "";
  if (isPhoto(name)) {
    const preset = path.some((part) => portraitLists.has(part)) ? "portrait" : "photo";
    context.imports.push(`import ${id} from ${JSON.stringify(`${source}?${preset}`)};`);
    return `{...${id}${altCode}}`;
  }
  context.imports.push(`import ${id} from ${JSON.stringify(source)};`);
  const size = svgSize(readFileSync(join(context.root, source), "utf8"), source);
  return `{src:${id},width:${size.width},height:${size.height}${altCode}}`;
}

/** Fills the site's placeholders and leaves every other `{name}` for the page to fill. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * `virtual:content/sources`: every content module as a loader, by language and name, written out
 * with literal specifiers so that the build gives every file in every language its own chunk:
 * `{ en: { home: () => import("virtual:content/page/home/en"), …, packages: … }, id: … }`.
 * The names are the page schemas' (app/copy/schema/page-schemas.ts), so a new page file needs no entry here.
 */
export function sourcesModule(): string {
  const entry = (name: string, id: string) =>
    `${JSON.stringify(name)}:()=>import(${JSON.stringify(`${prefix}${id}`)})`;
  const table = locales.map((locale) => {
    const entries = [
      ...Object.keys(pageSchemas).map((name) => entry(name, `page/${name}/${locale}`)),
      entry("packages", `packages/${locale}`),
      // Not "guides": that is the guides page's file (content/pages/guides.json).
      entry("guideList", `guides/${locale}`),
    ];
    return `${JSON.stringify(locale)}:{${entries.join(",")}}`;
  });
  return `export default {${table.join(",")}};\n`;
}

/** The module of `id` ("page/home/en", "packages/id", "sources"), or undefined for another id. */
export function contentModule(root: string, id: string): string | undefined {
  if (id === "sources") return sourcesModule();
  const [kind, ...rest] = id.split("/");
  const locale = rest.at(-1);
  if (!isLocale(locale)) return undefined;
  const files = readContentFiles(root);
  const imports: string[] = [];
  const context = { root, locale, values: siteTextValues(files, locale), imports };
  const page = rest[0];
  let body: string;
  if (kind === "page" && rest.length === 2 && isPageFile(page)) {
    body = toModuleCode(files.pages(locale)[page], context);
  } else if (kind === "packages" && rest.length === 1) {
    // Built for a day (BUILD_DAY, or today in Jakarta): departures before it, and promos that
    // ended, are left out.
    const today = buildDay();
    const items = files.packages().map(({ slug, data }) => {
      const item = data[locale];
      const departureDates = departuresOn(item.departureDates, today);
      return {
        slug,
        ...item,
        departureDates: departureDates?.length ? departureDates : undefined,
        builtOn: today,
      };
    });
    body = toModuleCode(items, context, ["packages"]);
  } else if (kind === "guides" && rest.length === 1) {
    body = toModuleCode(guidesIn(files, locale, context.values), context, ["guides"]);
  } else {
    return undefined;
  }
  return `${imports.join("\n")}\nexport default ${body};\n`;
}

/**
 * The guides written in `locale`, newest first: each with its text as HTML (placeholders filled
 * first), its headings, its reading time and the languages it is written in.
 */
export function guidesIn(files: ContentFiles, locale: Locale, values: Record<string, string>) {
  return files
    .guides()
    .flatMap(({ slug, data }) => {
      const item = data[locale];
      if (!item) return [];
      const text = renderMarkdown(fill(item.body, values));
      return [
        {
          slug,
          languages: locales.filter((code) => data[code]),
          ...item,
          body: text.html,
          headings: text.headings,
          readingMinutes: Math.max(1, Math.ceil(text.words / wordsPerMinute)),
        },
      ];
    })
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.slug.localeCompare(b.slug));
}

/** The Vite plugin: `virtual:content/…` modules, rebuilt when a content file changes. */
export function contentModules(root: string): Plugin {
  return {
    name: "content-modules",
    resolveId(id) {
      return id.startsWith(prefix) ? `${resolvedPrefix}${id.slice(prefix.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const contentId = id.slice(resolvedPrefix.length);
      for (const folder of ["content/pages", "content/packages", "content/guides"]) {
        if (!existsSync(join(root, folder))) continue;
        for (const file of readdirSync(join(root, folder)))
          this.addWatchFile(join(root, folder, file));
      }
      this.addWatchFile(join(root, "content/site.json"));
      const code = contentModule(root, contentId);
      if (code === undefined) this.error(`Unknown content module: ${id.slice(1)}`);
      return code;
    },
  };
}
