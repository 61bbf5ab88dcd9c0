/**
 * The content check: every file in content/ against its schema (app/content/schema/), then what a
 * schema cannot see alone (the two languages agree on language-neutral facts, placeholders are ones
 * the site fills, pictures exist, a price that lost a digit). Each problem names the file, the
 * language, the item and the field, in words staff use (the CMS's labels: content-messages.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { siteTextPlaceholders } from "../app/content/schema/fields.ts";
import { packageSchema } from "../app/content/schema/package.ts";
import { pageSchemas } from "../app/content/schema/page-schemas.ts";
import { siteSchema } from "../app/content/schema/site.ts";
import { locales } from "../app/lib/locale.ts";
import { jakartaDay } from "../app/lib/payment-schedule.ts";
import { placeholdersIn } from "../app/lib/template.ts";
import { readContentJson } from "./content-json.ts";
import { issueMessage, languageName, type Problem, pathWords } from "./content-messages.ts";
import { priceWarnings, staleCheckWarnings } from "./content-warnings.ts";
import { glossaryProblems, type IndonesianText, textsOf } from "./glossary.ts";
import {
  childOf,
  type FieldPath,
  nodeAt,
  type SchemaNode,
  schemaTree,
  valueAt,
  walkValue,
} from "./schema-tree.ts";
import { tripCostChecks } from "./trip-cost-rules.ts";

interface Checked {
  problems: Problem[];
  warnings: string[];
  packages: number;
  texts: number;
  pictures: Set<string>;
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
  const tree = schemaTree(schema);
  const where = (path: FieldPath) =>
    [language, path.length ? pathWords(path) : undefined].filter(Boolean).join(": ") || undefined;
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const label = nodeAt(tree, issue.path)?.meta.title;
      const message = issueMessage(issue, valueAt(data, issue.path));
      checked.problems.push({
        file,
        where: where(issue.path),
        message: label ? `${label} ${message}` : message,
      });
    }
  }
  walkValue(tree, data, (field, value, path) => {
    if (typeof value !== "string") return undefined;
    const { meta } = field;
    if (field.kind === "text" && !field.format) checked.texts += 1;
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
    const used = placeholdersIn(value);
    const unknown = used.filter((name) => !allowed.has(name));
    if (unknown.length > 0) {
      checked.problems.push({
        file,
        where: where(path),
        message: `${unknown.map((name) => `{${name}}`).join(", ")} is not a placeholder the site fills; allowed here: ${[...allowed].map((name) => `{${name}}`).join(", ")}`,
      });
    }
    const missing = (meta.requiredPlaceholders ?? []).filter((name) => !used.includes(name));
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
function checkSameFacts(schema: z.ZodType, data: object, file: string, problems: Problem[]): void {
  const [first, ...others] = locales;
  if (!first) return;
  const tree = schemaTree(schema);
  const firstData = childOf(data, first);
  walkValue(tree, firstData, (field, value, path) => {
    if (!field.meta.same) return undefined;
    for (const other of others) {
      const otherValue = valueAt(childOf(data, other), path);
      if (JSON.stringify(otherValue) !== JSON.stringify(value) && otherValue !== undefined) {
        const label = field.meta.title ?? pathWords(path);
        problems.push({
          file,
          where: pathWords(path),
          message: `${label} is the same in both languages, but English has ${JSON.stringify(value)} and ${languageName[other]} ${JSON.stringify(otherValue)}. Change it in the English version: the CMS copies it to the other.`,
        });
      }
    }
    return false;
  });
  // A language-neutral fact given in one language only (a package's prices or payment terms in
  // English alone): the page of the other language would leave it out.
  for (const [given, missing] of locales.flatMap((a) =>
    locales.filter((b) => b !== a).map((b) => [a, b] as const),
  )) {
    const missingData = childOf(data, missing);
    if (missingData === undefined) continue;
    walkValue(tree, childOf(data, given), (field, value, path) => {
      if (value === undefined) return false;
      const there = valueAt(missingData, path);
      // Items of a list both languages have: the lists' length problem below.
      if (field.kind === "list" && Array.isArray(there)) {
        return Array.isArray(value) && there.length === value.length ? undefined : false;
      }
      if (there !== undefined) return field.meta.same ? false : undefined;
      if (!holdsSame(field)) return false;
      problems.push({
        file,
        where: pathWords(path),
        message: `${field.meta.title ?? pathWords(path)} is given in ${languageName[given]} only: give it in ${languageName[missing]} too (in the CMS, change it in the English version: the CMS copies it to the other)`,
      });
      return false;
    });
  }
  for (const other of others) {
    // Lists whose items carry language-neutral facts (reviews, figures) must match item for item.
    walkValue(tree, firstData, (field, value, path) => {
      if (field.kind !== "list" || !Array.isArray(value)) return undefined;
      const otherValue = valueAt(childOf(data, other), path);
      if (Array.isArray(otherValue) && otherValue.length !== value.length && hasSame(field.item)) {
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

/** Whether a field is or holds a language-neutral fact (a price, a date, a room). */
const holdsSame = (node: SchemaNode): boolean =>
  Boolean(node.meta.same) ||
  (node.kind === "object" && node.fields.some((field) => holdsSame(field.node))) ||
  (node.kind === "list" && holdsSame(node.item));

/** Whether a list's items hold a language-neutral fact of their own. */
const hasSame = (item: SchemaNode): boolean =>
  item.kind === "object" && item.fields.some((field) => field.node.meta.same);

/** A file holding one object per language, each checked against `schema`. */
function checkTranslatedFile(
  root: string,
  file: string,
  schema: z.ZodType,
  checked: Checked,
): object | undefined {
  const data = readContentJson(root, file, checked.problems);
  if (!data) return undefined;
  for (const locale of locales) {
    const language = childOf(data, locale);
    if (!language || typeof language !== "object") {
      checked.problems.push({
        file,
        message: `has no ${languageName[locale]} version ("${locale}": { … })`,
      });
      continue;
    }
    checkLanguage(schema, language, file, languageName[locale], checked, root);
  }
  checkSameFacts(schema, data, file, checked.problems);
  return data;
}

const urlSafeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CheckResult {
  problems: Problem[];
  warnings: string[];
  checked: { packages: number; texts: number; pictures: number; languages: number };
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
  const site = readContentJson(root, "content/site.json", checked.problems);
  if (site) checkLanguage(siteSchema, site, "content/site.json", undefined, checked, root);

  // The Indonesian texts of every page and package file, for the glossary and notation.
  const indonesian: IndonesianText[] = [];
  for (const [name, schema] of Object.entries(pageSchemas)) {
    const file = `content/pages/${name}.json`;
    indonesian.push(
      ...textsOf(file, childOf(checkTranslatedFile(root, file, schema, checked), "id")),
    );
  }

  const folder = join(root, "content/packages");
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".json")) : [];
  if (files.length === 0) {
    checked.problems.push({ file: "content/packages/", message: "holds no package" });
  }
  const prices: Array<{ title: string; priceIdr: number }> = [];
  const slugs: string[] = [];
  const dated: Array<{ file: string; schema: z.ZodType; data: unknown }> = [];
  const terms = readContentJson(root, "content/pages/package-terms.json", []);
  dated.push({
    file: "content/pages/package-terms.json",
    schema: pageSchemas["package-terms"],
    data: childOf(terms, "en"),
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
    indonesian.push(...textsOf(file, childOf(data, "id")));
    const english = childOf(data, "en");
    dated.push({ file, schema: packageSchema, data: english });
    const parsed = packageSchema.safeParse(english);
    if (parsed.success) {
      checked.packages += 1;
      prices.push({ title: parsed.data.title, priceIdr: parsed.data.priceIdr });
      const trip = tripCostChecks(file, parsed.data, jakartaDay(today));
      checked.problems.push(...trip.problems);
      checked.warnings.push(...trip.warnings);
      if (parsed.data.nights >= parsed.data.days) {
        checked.problems.push({
          file,
          message: `${parsed.data.nights} nights in ${parsed.data.days} days: a tour has one night fewer than days (or fewer still)`,
        });
      }
    }
  }
  checked.warnings.push(...priceWarnings(prices), ...staleCheckWarnings(dated, today));
  checked.problems.push(...glossaryProblems(indonesian));

  // Reviews name their package by its file name.
  const gallery = readContentJson(root, "content/pages/gallery.json", []);
  for (const locale of locales) {
    const items = valueAt(gallery, [locale, "reviews", "items"]);
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, index) => {
      const name = childOf(item, "package");
      if (typeof name === "string" && !slugs.includes(name)) {
        checked.problems.push({
          file: "content/pages/gallery.json",
          where: `${languageName[locale]}: reviews, items, item ${index + 1}`,
          message: `names the package "${name}", which has no file in content/packages/ (one of: ${slugs.join(", ")})`,
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
