/**
 * The checks every content file gets, whichever folder it is in: its objects against their
 * schema, their placeholders, their pictures, and the two languages' agreement on the facts that
 * are the same in both. content-rules.ts runs them on every file; guide-rules.ts on the guides,
 * whose languages may be one.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { siteTextPlaceholders } from "../app/copy/schema/fields.ts";
import { defaultLocale, type Locale, locales } from "../app/lib/locale.ts";
import { placeholdersIn } from "../app/lib/template.ts";
import { readContentJson } from "./content-json.ts";
import { issueMessage, languageName, type Problem, pathWords } from "./content-messages.ts";
import {
  childOf,
  type FieldPath,
  nodeAt,
  type SchemaNode,
  schemaTree,
  valueAt,
  walkValue,
} from "./schema-tree.ts";

export interface Checked {
  problems: Problem[];
  warnings: string[];
  packages: number;
  texts: number;
  pictures: Set<string>;
}

/** Checks one language's object of a file against its schema, and the texts' placeholders. */
export function checkLanguage(
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

/**
 * The two languages must agree on every field marked the same in both (prices, pictures, stars).
 * `first` is the language the CMS copies them from: English, but Indonesian for the guides.
 */
export function checkSameFacts(
  schema: z.ZodType,
  data: object,
  file: string,
  problems: Problem[],
  first: Locale = defaultLocale,
): void {
  const others = locales.filter((locale) => locale !== first);
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
          message: `${label} is the same in both languages, but ${languageName[first]} has ${JSON.stringify(value)} and ${languageName[other]} ${JSON.stringify(otherValue)}. Change it in the ${languageName[first]} version: the CMS copies it to the other.`,
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
        message: `${field.meta.title ?? pathWords(path)} is given in ${languageName[given]} only: give it in ${languageName[missing]} too (in the CMS, change it in the ${languageName[first]} version: the CMS copies it to the other)`,
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
          message: `${languageName[first]} has ${value.length} items and ${languageName[other]} ${otherValue.length}: each item is the same person, figure or program in both languages`,
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
export function checkTranslatedFile(
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
