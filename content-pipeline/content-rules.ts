/**
 * The content check: every file in content/ against its schema (app/content/schema.ts), then what a
 * schema cannot see alone (the two languages agree on language-neutral facts, placeholders are ones
 * the site fills, pictures exist, a price that lost a digit). Each problem names the file, the
 * language, the item and the field, in words staff use (the CMS's labels).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
  packageSchema,
  pageSchemas,
  priceRange,
  siteSchema,
  siteTextPlaceholders,
} from "../app/content/schema.ts";
import { isPlaceholderFact, isPlaceholderSiteUrl } from "../app/content/site.ts";
import { type Locale, locales } from "../app/lib/locale.ts";
import { jakartaDay } from "../app/lib/payment-schedule.ts";
import { tripCostChecks } from "./trip-cost-rules.ts";

export interface Problem {
  /** "content/packages/tokyo-discovery.json". */
  file: string;
  /** "Indonesian: highlights, item 3". */
  where?: string;
  message: string;
}

export const formatProblem = ({ file, where, message }: Problem) =>
  `${file}${where ? `, ${where}` : ""}: ${message}`;

export const languageName: Record<Locale, string> = { en: "English", id: "Indonesian" };

type Path = readonly PropertyKey[];

/** "highlights, item 3" for ["highlights", 2]. */
export function pathWords(path: Path): string {
  return path
    .map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part)))
    .join(", ");
}

/** "primaryNavLabel" → "Primary nav label". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label the content editor shows for a field: its schema title, or its key in words. */
export function fieldLabel(name: string, schema: z.ZodType): string {
  let current = schema;
  let meta = metaOf(current);
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
    meta = { ...metaOf(current), ...meta };
  }
  return meta.title ?? humanize(name);
}

interface Meta {
  title?: string;
  same?: boolean;
  placeholders?: string[];
  required?: string[];
}
const metaOf = (schema: z.ZodType): Meta => (schema.meta() ?? {}) as Meta;

/** The schema inside an optional or a default. */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Walks a value with its schema: `visit` sees every field's schema, value and path. */
function walk(
  schema: z.ZodType,
  value: unknown,
  visit: (schema: z.ZodType, value: unknown, path: Path) => boolean | undefined,
  path: Path = [],
): void {
  if (visit(schema, value, path) === false) return;
  const shape = inner(schema);
  if (shape instanceof z.ZodObject && value && typeof value === "object") {
    for (const [key, field] of Object.entries(shape.shape)) {
      walk(field as z.ZodType, (value as Record<string, unknown>)[key], visit, [...path, key]);
    }
  } else if (shape instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(shape.element as z.ZodType, item, visit, [...path, index]);
    });
  }
}

/** The plain-words message of a schema issue. */
function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case "invalid_type": {
      if (value === undefined) return "is missing";
      const expected: Record<string, string> = {
        number: "a number (digits only)",
        int: "a whole number (digits only)",
        string: "a text",
        boolean: "true or false (a tick box in the CMS)",
        array: "a list",
        object: "a group of fields ({ … })",
      };
      return `must be ${expected[issue.expected] ?? issue.expected}, not ${JSON.stringify(value)}`;
    }
    case "invalid_format": {
      const formats: Record<string, string> = {
        email: "an email address, for example info@your-domain.co.id",
        url: "a web address starting with https://",
      };
      const wanted = formats[issue.format];
      return wanted ? `must be ${wanted}, not ${JSON.stringify(value)}` : issue.message;
    }
    case "too_small":
      if (issue.origin === "string") return "is empty";
      if (issue.origin === "array") return "needs at least one item";
      return `must be at least ${Number(issue.minimum).toLocaleString("en-US")}, not ${JSON.stringify(value)}`;
    case "too_big":
      return issue.origin === "number"
        ? `must be at most ${Number(issue.maximum).toLocaleString("en-US")}, not ${JSON.stringify(value)}`
        : `is too long (at most ${issue.maximum})`;
    case "invalid_value":
      return `must be one of ${issue.values.map((option) => JSON.stringify(option)).join(", ")}, not ${JSON.stringify(value)}`;
    case "not_multiple_of":
      return `must be a whole number, not ${JSON.stringify(value)}`;
    default:
      return issue.message;
  }
}

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  );

/** The CMS label of the field at `path`, when it has one: "Starting price per person (rupiah)". */
function labelAt(schema: z.ZodType, value: unknown, path: Path): string | undefined {
  let label: string | undefined;
  walk(schema, value, (field, _value, fieldPath) => {
    if (fieldPath.length === path.length && fieldPath.every((part, i) => part === path[i])) {
      label = metaOf(field).title ?? metaOf(inner(field)).title;
    }
    return fieldPath.every((part, i) => part === path[i]);
  });
  return label;
}

interface Checked {
  problems: Problem[];
  warnings: string[];
  packages: number;
  texts: number;
  pictures: Set<string>;
}

function parseFile(
  root: string,
  file: string,
  problems: Problem[],
): Record<string, unknown> | undefined {
  const path = join(root, file);
  if (!existsSync(path)) {
    problems.push({ file, message: "is missing" });
    return undefined;
  }
  try {
    const data = JSON.parse(readFileSync(path, "utf8"));
    if (data && typeof data === "object" && !Array.isArray(data)) return data;
    problems.push({ file, message: "must hold an object ({ … })" });
  } catch (error) {
    problems.push({
      file,
      message: `is not valid JSON (${(error as Error).message}). The CMS always writes valid files; a hand edit may have lost a comma or a quote.`,
    });
  }
  return undefined;
}

/** Checks one language's object of a file against its schema, and the texts' placeholders. */
function checkLanguage(
  schema: z.ZodType,
  data: unknown,
  file: string,
  language: string | undefined,
  checked: Checked,
  root: string,
): void {
  const where = (path: Path) =>
    [language, path.length ? pathWords(path) : undefined].filter(Boolean).join(": ") || undefined;
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const label = labelAt(schema, data, issue.path);
      const message = issueMessage(issue, at(data, issue.path));
      checked.problems.push({
        file,
        where: where(issue.path),
        message: label ? `${label} ${message}` : message,
      });
    }
  }
  walk(schema, data, (field, value, path) => {
    if (typeof value !== "string") return undefined;
    const meta = metaOf(field);
    if (inner(field) instanceof z.ZodString) checked.texts += 1;
    if (path.at(-1) === "file") {
      checked.pictures.add(value);
      if (!existsSync(join(root, "app/assets/art", value))) {
        checked.problems.push({
          file,
          where: where(path),
          message: `the picture ${value} is not in app/assets/art (upload it in the CMS, or add the file there)`,
        });
      }
      return undefined;
    }
    const allowed = new Set<string>([...siteTextPlaceholders, ...(meta.placeholders ?? [])]);
    const used = [...value.matchAll(/\{(\w*)\}/g)].map((match) => match[1] ?? "");
    const unknown = used.filter((name) => !allowed.has(name));
    if (unknown.length > 0) {
      checked.problems.push({
        file,
        where: where(path),
        message: `${unknown.map((name) => `{${name}}`).join(", ")} is not a placeholder the site fills; allowed here: ${[...allowed].map((name) => `{${name}}`).join(", ")}`,
      });
    }
    const missing = (meta.required ?? []).filter((name) => !used.includes(name));
    if (missing.length > 0) {
      checked.problems.push({
        file,
        where: where(path),
        message: `must keep ${missing.map((name) => `{${name}}`).join(", ")}: the site puts the value there`,
      });
    }
    return undefined;
  });
}

/** The two languages must agree on every field marked the same in both (prices, pictures, stars). */
function checkSameFacts(
  schema: z.ZodType,
  data: Record<string, unknown>,
  file: string,
  problems: Problem[],
): void {
  const [first, ...others] = locales;
  if (!first) return;
  walk(schema, data[first], (field, value, path) => {
    if (!metaOf(field).same) return undefined;
    for (const other of others) {
      const otherValue = at(data[other], path);
      if (JSON.stringify(otherValue) !== JSON.stringify(value) && otherValue !== undefined) {
        const label = metaOf(field).title ?? pathWords(path);
        problems.push({
          file,
          where: pathWords(path),
          message: `${label} is the same in both languages, but English has ${JSON.stringify(value)} and ${languageName[other]} ${JSON.stringify(otherValue)}. Change it in the English version: the CMS copies it to the other.`,
        });
      }
    }
    return false;
  });
  for (const other of others) {
    // Lists whose items carry language-neutral facts (reviews, figures) must match item for item.
    walk(schema, data[first], (field, value, path) => {
      const shape = inner(field);
      if (!(shape instanceof z.ZodArray) || !Array.isArray(value)) return undefined;
      const otherValue = at(data[other], path);
      if (Array.isArray(otherValue) && otherValue.length !== value.length && hasSame(shape)) {
        problems.push({
          file,
          where: pathWords(path),
          message: `English has ${value.length} items and ${languageName[other]} ${otherValue.length}: each item is the same person, figure or program in both languages`,
        });
      }
      return undefined;
    });
  }
}

function hasSame(schema: z.ZodType): boolean {
  let found = false;
  const shape = inner(schema);
  const element = shape instanceof z.ZodArray ? (shape.element as z.ZodType) : shape;
  const item = inner(element);
  if (item instanceof z.ZodObject) {
    for (const field of Object.values(item.shape))
      if (metaOf(field as z.ZodType).same) found = true;
  }
  return found;
}

/** A file holding one object per language, each checked against `schema`. */
function checkTranslatedFile(
  root: string,
  file: string,
  schema: z.ZodType,
  checked: Checked,
): Record<string, unknown> | undefined {
  const data = parseFile(root, file, checked.problems);
  if (!data) return undefined;
  for (const locale of locales) {
    if (!data[locale] || typeof data[locale] !== "object") {
      checked.problems.push({
        file,
        message: `has no ${languageName[locale]} version ("${locale}": { … })`,
      });
      continue;
    }
    checkLanguage(schema, data[locale], file, languageName[locale], checked, root);
  }
  checkSameFacts(schema, data, file, checked.problems);
  return data;
}

const urlSafeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A price far below the others (a digit lost): named as a warning, the build goes on. */
export function priceWarnings(
  prices: ReadonlyArray<{ title: string; priceIdr: number }>,
): string[] {
  return prices.flatMap(({ title, priceIdr }) => {
    const others = prices.filter((item) => item.title !== title).map((item) => item.priceIdr);
    if (others.length === 0 || priceIdr * 5 >= Math.min(...others)) return [];
    const range = `${Math.min(...others).toLocaleString("en-US")}–${Math.max(...others).toLocaleString("en-US")}`;
    return [
      `${title}: its price per person is IDR ${priceIdr.toLocaleString("en-US")}, less than a fifth of the other packages' (IDR ${range}). Check that no digit is missing.`,
    ];
  });
}

export interface CheckResult {
  problems: Problem[];
  warnings: string[];
  checked: { packages: number; texts: number; pictures: number; languages: number };
}

/** A "checked on" date older than this many months is named in a warning. */
export const checkedOnMaxMonths = 6;

/**
 * Facts that change (visa rules, payment terms) carry the day staff last checked them: a warning
 * names each one checked more than six months before `today`, in the CMS's words. The build goes on.
 */
export function staleCheckWarnings(
  files: ReadonlyArray<{ file: string; schema: z.ZodType; data: unknown }>,
  today: Date,
): string[] {
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - checkedOnMaxMonths);
  const limitDay = limit.toISOString().slice(0, 10);
  const warnings: string[] = [];
  for (const { file, schema, data } of files) {
    walk(schema, data, (_field, value, path) => {
      if (path.at(-1) === "checkedOn" && typeof value === "string" && value < limitDay) {
        const group = labelAt(schema, data, path.slice(0, -1)) ?? pathWords(path.slice(0, -1));
        warnings.push(
          `${file}, ${group}: last checked on ${value}, more than ${checkedOnMaxMonths} months ago. Check these facts again (they change), then set "Checked on" to the day you did.`,
        );
      }
      return undefined;
    });
  }
  return warnings;
}

/** Checks every content file of the project at `root`; `today` dates the "checked on" warnings. */
export function checkContentFiles(root: string, today = new Date()): CheckResult {
  const checked: Checked = {
    problems: [],
    warnings: [],
    packages: 0,
    texts: 0,
    pictures: new Set(),
  };
  const site = parseFile(root, "content/site.json", checked.problems);
  if (site) checkLanguage(siteSchema, site, "content/site.json", undefined, checked, root);

  for (const [name, schema] of Object.entries(pageSchemas)) {
    checkTranslatedFile(root, `content/pages/${name}.json`, schema, checked);
  }

  const folder = join(root, "content/packages");
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".json")) : [];
  if (files.length === 0) {
    checked.problems.push({ file: "content/packages/", message: "holds no package" });
  }
  const prices: Array<{ title: string; priceIdr: number }> = [];
  const slugs: string[] = [];
  const dated: Array<{ file: string; schema: z.ZodType; data: unknown }> = [];
  const terms = parseFile(root, "content/pages/package-terms.json", []);
  dated.push({
    file: "content/pages/package-terms.json",
    schema: pageSchemas["package-terms"],
    data: terms?.en,
  });
  for (const name of files) {
    const file = `content/packages/${name}`;
    const slug = name.slice(0, -".json".length);
    if (!urlSafeSlug.test(slug)) {
      checked.problems.push({
        file,
        message: `the file name is the package's address (/tours/${slug}): use lower-case letters, digits and single hyphens, for example "kyoto-autumn-colours.json"`,
      });
    }
    slugs.push(slug);
    const data = checkTranslatedFile(root, file, packageSchema, checked);
    dated.push({ file, schema: packageSchema, data: data?.en });
    const english = packageSchema.safeParse(data?.en);
    if (english.success) {
      checked.packages += 1;
      prices.push({ title: english.data.title, priceIdr: english.data.priceIdr });
      const trip = tripCostChecks(file, english.data, jakartaDay(today));
      checked.problems.push(...trip.problems);
      checked.warnings.push(...trip.warnings);
      if (english.data.nights >= english.data.days) {
        checked.problems.push({
          file,
          message: `${english.data.nights} nights in ${english.data.days} days: a tour has one night fewer than days (or fewer still)`,
        });
      }
    }
  }
  checked.warnings.push(...priceWarnings(prices), ...staleCheckWarnings(dated, today));

  // Reviews name their package by its file name.
  const gallery = parseFile(root, "content/pages/gallery.json", []);
  for (const locale of locales) {
    const items = at(gallery, [locale, "reviews", "items"]);
    if (!Array.isArray(items)) continue;
    items.forEach((item: { package?: unknown }, index) => {
      if (typeof item?.package === "string" && !slugs.includes(item.package)) {
        checked.problems.push({
          file: "content/pages/gallery.json",
          where: `${languageName[locale]}: reviews, items, item ${index + 1}`,
          message: `names the package "${item.package}", which has no file in content/packages/ (one of: ${slugs.join(", ")})`,
        });
      }
    });
  }

  return {
    problems: checked.problems,
    warnings: checked.warnings,
    checked: {
      packages: checked.packages,
      texts: checked.texts,
      pictures: checked.pictures.size,
      languages: locales.length,
    },
  };
}

/** Checks what only the built copy shows: a page's description fits a search result. */
export const metaDescriptionMax = 160;

interface Described {
  meta: { description: string };
}

export function checkBuiltCopy(
  copy: Record<Locale, { pages: Record<string, Described>; packages: Record<string, Described> }>,
): Problem[] {
  const problems: Problem[] = [];
  for (const locale of locales) {
    const pages = [
      ...Object.entries(copy[locale].pages).map(([key, page]) => ({
        file: `content/pages/${key}.json`,
        description: page.meta.description,
      })),
      ...Object.entries(copy[locale].packages).map(([slug, page]) => ({
        file: `content/packages/${slug}.json (with content/pages/package.json's metaDescription)`,
        description: page.meta.description,
      })),
    ];
    for (const { file, description } of pages) {
      if (description.length > metaDescriptionMax) {
        problems.push({
          file,
          where: `${languageName[locale]}: meta, description`,
          message: `the page's description is ${description.length} characters once filled in; search results and link previews cut it after ${metaDescriptionMax}. Shorten it (or the package's name). It reads: "${description}"`,
        });
      }
    }
  }
  return problems;
}

export { priceRange };

/**
 * The facts still waiting for the company (a `[…]` in a text): by package, and those all packages
 * share, in the CMS's words. The pages say to ask in their place; the build lists them.
 */
export function placeholderFacts(root: string): string[] {
  const found: string[] = [];
  const collect = (schema: z.ZodType, data: unknown, where: string) => {
    const labels: string[] = [];
    walk(schema, data, (field, value, path) => {
      if (typeof value === "string" && /\[[^\]]*\]/.test(value) && path.at(-1) !== "file") {
        const item = path.findLast((part) => typeof part === "number");
        const label = metaOf(field).title ?? pathWords(path);
        labels.push(typeof item === "number" ? `${label} ${item + 1}` : label);
      }
      return undefined;
    });
    if (labels.length > 0) found.push(`${where}: ${[...new Set(labels)].join(", ")}`);
  };
  const read = (file: string) => parseFile(root, file, [])?.en;
  collect(pageSchemas["package-terms"], read("content/pages/package-terms.json"), "all packages");
  const folder = join(root, "content/packages");
  for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const data = read(`content/packages/${name}`);
    const title = at(data, ["title"]);
    collect(packageSchema, data, typeof title === "string" ? title : name);
  }
  return found;
}

/** What the content editor calls content/site.json. */
export const companyLabel = "Company details";

/**
 * Every company detail in content/site.json that is still a placeholder ("[…]", zeros, a
 * `.example` address: `isPlaceholderFact`), named as the editor labels it ("Company details ›
 * Business › Registered company name"), with its value.
 */
export function placeholderCompanyFacts(root: string): Array<{ field: string; value: string }> {
  const file = join(root, "content/site.json");
  if (!existsSync(file)) return [];
  const parsed = siteSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) return [];
  const found: Array<{ field: string; value: string }> = [];
  const visit = (schema: z.ZodType, value: unknown, trail: string[]) => {
    const shape = inner(schema);
    if (shape instanceof z.ZodObject && value && typeof value === "object") {
      for (const [key, field] of Object.entries(shape.shape)) {
        const label = fieldLabel(key, field as z.ZodType);
        visit(field as z.ZodType, (value as Record<string, unknown>)[key], [...trail, label]);
      }
    } else if (shape instanceof z.ZodArray && Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(shape.element as z.ZodType, item, [
          ...trail.slice(0, -1),
          `${trail.at(-1)} ${index + 1}`,
        ]);
      });
    } else if (typeof value === "string" && isPlaceholderFact(value)) {
      found.push({ field: [companyLabel, ...trail].join(" › "), value });
    }
  };
  visit(siteSchema, parsed.data, []);
  return found;
}

/**
 * Whether a build is for the public site (a production build): for a real address (VITE_SITE_URL
 * set to anything but a `.example` placeholder) and not a draft's preview (SITE_PREVIEW).
 */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  const siteUrl = env.VITE_SITE_URL?.trim();
  if (!siteUrl || env.SITE_PREVIEW?.trim()) return false;
  try {
    // A build for this computer (the bench's, `http://localhost:4400`) is a local build.
    const { hostname } = new URL(siteUrl);
    if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname)) return false;
    return !isPlaceholderSiteUrl(siteUrl);
  } catch {
    // Not an address at all: the build's settings refuse it by name (editor/settings.ts).
    return true;
  }
}

/**
 * What stops a production build although the content is valid: every company detail still a
 * placeholder, named as the content check lists it, since the public site would show it as the
 * company's own. Local builds and drafts' previews go on, and mark each one on the page.
 */
export function productionProblems(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
): Problem[] {
  if (!isProductionBuild(env)) return [];
  return placeholderCompanyFacts(root).map(({ field, value }) => ({
    file: "content/site.json",
    where: field,
    message: `still a placeholder (${JSON.stringify(value)})`,
  }));
}
