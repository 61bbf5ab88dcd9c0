/**
 * The content check: every file in content/ against its schema (app/copy/schema/), then what a
 * schema cannot see alone (the guides': guide-rules.ts) (the two languages agree on language-neutral facts, placeholders are ones
 * the site fills, pictures exist, a price that lost a digit). Each problem names the file, the
 * language, the item and the field, in words staff use (the CMS's labels: content-messages.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { packageSchema } from "../app/copy/schema/package.ts";
import { pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { siteSchema } from "../app/copy/schema/site.ts";
import { locales } from "../app/lib/locale.ts";
import { jakartaDay } from "../app/trip/payment-schedule.ts";
import { readContentJson } from "./content-json.ts";
import { languageName, type Problem } from "./content-messages.ts";
import { priceWarnings, staleCheckWarnings } from "./content-warnings.ts";
import { type Checked, checkLanguage, checkTranslatedFile } from "./file-rules.ts";
import { glossaryProblems, type IndonesianText, textsOf } from "./glossary.ts";
import { checkGuideFiles } from "./guide-rules.ts";
import { childOf, valueAt } from "./schema-tree.ts";
import { tripCostChecks } from "./trip-cost-rules.ts";

const urlSafeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CheckResult {
  problems: Problem[];
  warnings: string[];
  checked: {
    packages: number;
    guides: number;
    texts: number;
    pictures: number;
    languages: number;
  };
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
  const guides = checkGuideFiles(root, slugs, today, checked);
  checked.problems.push(...guides.problems);
  checked.warnings.push(...guides.warnings);
  indonesian.push(...guides.indonesian);
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
      guides: guides.guides,
      texts: checked.texts,
      pictures: checked.pictures.size,
      languages: locales.length,
    },
  };
}
