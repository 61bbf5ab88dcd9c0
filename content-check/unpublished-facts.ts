/**
 * What the company has not given yet: facts written as `[…]` in the package texts, and company
 * details in content/site.json still placeholders, each named in the CMS's words. The build lists
 * them (editor/content-report.ts); a production build stops on the company's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { packageSchema } from "../app/copy/schema/package.ts";
import { type PageFile, pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { type SiteData, siteSchema } from "../app/copy/schema/site.ts";
import { isPlaceholderFact, isPlaceholderSiteUrl } from "../app/copy/site.ts";
import { locales } from "../app/lib/locale.ts";
import { readContentJson } from "./content-json.ts";
import { languageName, type Problem, pathWords } from "./content-messages.ts";
import {
  childOf,
  type FieldPath,
  labelOf,
  type SchemaNode,
  schemaTree,
  walkValue,
} from "./schema-tree.ts";

/**
 * The facts still waiting for the company (a `[…]` in a text): by package, and those all packages
 * share, in the CMS's words. The pages say to ask in their place; the build lists them.
 */
export function placeholderFacts(root: string): string[] {
  const found: string[] = [];
  const collect = (schema: z.ZodType, data: unknown, where: string) => {
    const labels: string[] = [];
    walkValue(schemaTree(schema), data, (field, value, path) => {
      if (typeof value === "string" && /\[[^\]]*\]/.test(value) && path.at(-1) !== "file") {
        const item = path.findLast((part) => typeof part === "number");
        const label = field.meta.title ?? pathWords(path);
        labels.push(typeof item === "number" ? `${label} ${item + 1}` : label);
      }
      return undefined;
    });
    if (labels.length > 0) found.push(`${where}: ${[...new Set(labels)].join(", ")}`);
  };
  const read = (file: string) => childOf(readContentJson(root, file, []), "en");
  collect(pageSchemas["package-terms"], read("content/pages/package-terms.json"), "all packages");
  const folder = join(root, "content/packages");
  for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const data = read(`content/packages/${name}`);
    const title = childOf(data, "title");
    collect(packageSchema, data, typeof title === "string" ? title : name);
  }
  return found;
}

/** content/site.json as its schema reads it, when it is there and valid (the check names why not). */
export function readCompanyFacts(root: string): SiteData | undefined {
  const file = join(root, "content/site.json");
  if (!existsSync(file)) return undefined;
  const parsed = siteSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? parsed.data : undefined;
}

/** What the content editor calls content/site.json. */
export const companyLabel = "Company details";

/**
 * The editor's words for the field at `path`: each group's label, a list item's number after its
 * list's ("Business", "Bank accounts for payments 1", "Bank").
 */
function labelTrail(tree: SchemaNode, path: FieldPath): string[] {
  const trail: string[] = [];
  let node: SchemaNode | undefined = tree;
  for (const part of path) {
    if (node?.kind === "object") {
      node = node.fields.find((field) => field.key === part)?.node;
      trail.push(labelOf(node, part));
    } else if (node?.kind === "list" && typeof part === "number") {
      node = node.item;
      trail.push(`${trail.pop()} ${part + 1}`);
    }
  }
  return trail;
}

/**
 * Every company detail in content/site.json that is still a placeholder ("[…]", zeros, a
 * `.example` address: `isPlaceholderFact`), named as the editor labels it ("Company details ›
 * Business › Registered company name"), with its value.
 */
export function placeholderCompanyFacts(root: string): Array<{ field: string; value: string }> {
  const site = readCompanyFacts(root);
  if (!site) return [];
  const found: Array<{ field: string; value: string }> = [];
  const tree = schemaTree(siteSchema);
  walkValue(tree, site, (_field, value, path) => {
    if (typeof value === "string" && isPlaceholderFact(value)) {
      found.push({ field: [companyLabel, ...labelTrail(tree, path)].join(" › "), value });
    }
    return undefined;
  });
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
 * Texts the public site shows as the company's own word, so a `[…]` in them stops a production
 * build: the privacy notice, the terms, and where the figures on the home and gallery pages come
 * from. `fields` limits a file to those fields.
 */
export const companysWord: ReadonlyArray<{ file: PageFile; fields?: readonly string[] }> = [
  { file: "privacy" },
  { file: "terms" },
  { file: "home", fields: ["statisticsSource"] },
  { file: "gallery", fields: ["statisticsSource"] },
];

/** Every `[…]` still in those texts, by file, language and field. */
export function unpublishedCompanyTexts(root: string): Problem[] {
  const found: Problem[] = [];
  for (const { file: key, fields } of companysWord) {
    const file = `content/pages/${key}.json`;
    const data = readContentJson(root, file, []);
    const tree = schemaTree(pageSchemas[key]);
    for (const locale of locales) {
      walkValue(tree, childOf(data, locale), (_field, value, path) => {
        if (typeof value !== "string" || (fields && !fields.includes(String(path[0])))) return;
        for (const [part] of value.matchAll(/\[[^\]]*\]/g)) {
          found.push({
            file,
            where: `${languageName[locale]}: ${pathWords(path)}`,
            message: `still a placeholder (${JSON.stringify(part)})`,
          });
        }
        return undefined;
      });
    }
  }
  return found;
}

/**
 * What stops a production build although the content is valid: every company detail still a
 * placeholder, named as the content check lists it, and every `[…]` in the texts the site shows as
 * the company's word (`unpublishedCompanyTexts`), since the public site would show them as its own. Local builds and drafts' previews go on, and mark each one on the page.
 */
export function productionProblems(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
): Problem[] {
  if (!isProductionBuild(env)) return [];
  return [
    ...placeholderCompanyFacts(root).map(({ field, value }) => ({
      file: "content/site.json",
      where: field,
      message: `still a placeholder (${JSON.stringify(value)})`,
    })),
    ...unpublishedCompanyTexts(root),
  ];
}
