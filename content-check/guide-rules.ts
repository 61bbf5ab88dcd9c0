/**
 * The content check of the guides (content/guides/*.json), part of content-rules.ts: each
 * language a guide is written in against the guide's schema, then what a schema cannot see
 * alone. It stops on a related package that has no file, a source without the day it was
 * checked (the schema), a link in the text to a page the site does not have (or to the other
 * language's page), a footnote, and a guide written in no language; it warns of a source checked
 * more than a year before the build's day. Each problem names the file, the language and the field.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { guidePath, localizedPath, packagePath, pageKeys } from "../app/copy/pages.ts";
import { guideSchema, guidesFirstLocale, isWrittenGuide } from "../app/copy/schema/guide.ts";
import { type Locale, locales } from "../app/lib/locale.ts";
import { readContentJson } from "./content-json.ts";
import { languageName, type Problem } from "./content-messages.ts";
import { type Checked, checkLanguage, checkSameFacts } from "./file-rules.ts";
import type { IndonesianText } from "./glossary.ts";
import { renderMarkdown } from "./markdown.ts";
import { childOf } from "./schema-tree.ts";

/** A source checked longer ago than this is named in a warning: pages about Japan change. */
export const sourceMaxAgeMonths = 12;

const urlSafeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a link may lead to outside the site: a web page, an email or a phone number. */
const outsideLink = /^(?:https?:\/\/|mailto:|tel:)/i;

interface GuideFile {
  file: string;
  slug: string;
  data: object;
  /** The languages its title or text is written in. */
  languages: Locale[];
}

/** The guide files of the project at `root`, each read (a file that is not JSON is a problem). */
function readGuideFiles(root: string, problems: Problem[]): GuideFile[] {
  const folder = join(root, "content/guides");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const file = `content/guides/${name}`;
      const data = readContentJson(root, file, problems);
      if (!data) return [];
      const languages = locales.filter((locale) => isWrittenGuide(childOf(data, locale)));
      return [{ file, slug: name.slice(0, -".json".length), data, languages }];
    });
}

/** Every page's path in a language: the registry's, the packages' and the guides' written in it. */
function pagePaths(locale: Locale, packages: readonly string[], guides: readonly GuideFile[]) {
  return new Set([
    ...pageKeys.map((key) => localizedPath(key, locale)),
    ...packages.map((slug) => packagePath(slug, locale)),
    ...guides
      .filter((guide) => guide.languages.includes(locale))
      .map((guide) => guidePath(guide.slug, locale)),
  ]);
}

/** What is wrong with a link of a guide's text in `locale`, if anything. */
export function linkProblem(
  href: string,
  locale: Locale,
  anchors: readonly string[],
  paths: Readonly<Record<Locale, Set<string>>>,
): string | undefined {
  if (outsideLink.test(href)) return undefined;
  if (href.startsWith("#")) {
    return anchors.includes(href.slice(1))
      ? undefined
      : `links to ${href}, which is no heading of this guide (its headings: ${anchors.map((anchor) => `#${anchor}`).join(", ")})`;
  }
  if (!href.startsWith("/") || href.startsWith("//")) {
    return `links to "${href}": write a page of the site by its address from / (${localizedPath("tours", locale)}), or a web page by its full address from https://`;
  }
  const path = href.replace(/[?#].*$/s, "").replace(/(.)\/+$/, "$1");
  if (paths[locale].has(path)) return undefined;
  const other = locales.find((code) => code !== locale && paths[code].has(path));
  if (other) {
    return `links to ${path}, the ${languageName[other]} page: link the ${languageName[locale]} one (its address in ${languageName[locale]} starts ${localizedPath("home", locale)})`;
  }
  return `links to ${path}, which is no page of the site`;
}

export interface GuideCheck {
  problems: Problem[];
  warnings: string[];
  /** The Indonesian texts, for the glossary: title, description, picture, each block of the text. */
  indonesian: IndonesianText[];
  guides: number;
}

/** Checks every guide; `packages` are the packages' slugs, `today` the build's day. */
export function checkGuideFiles(
  root: string,
  packages: readonly string[],
  today: Date,
  checked: Checked,
): GuideCheck {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const indonesian: IndonesianText[] = [];
  const guides = readGuideFiles(root, problems);
  const paths = Object.fromEntries(
    locales.map((locale) => [locale, pagePaths(locale, packages, guides)]),
  ) as Record<Locale, Set<string>>;
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - sourceMaxAgeMonths);
  const limitDay = limit.toISOString().slice(0, 10);

  for (const { file, slug, data, languages } of guides) {
    if (!urlSafeSlug.test(slug)) {
      problems.push({
        file,
        message: `the file name is the guide's address (${guidePath(slug, "en")}): use lower-case letters, digits and single hyphens, for example "visa-jepang.json"`,
      });
    }
    if (languages.length === 0) {
      problems.push({
        file,
        message: `is written in no language: give its title and text in ${locales.map((locale) => `${languageName[locale]} ("${locale}")`).join(" or ")}, or both`,
      });
      continue;
    }
    // The CMS copies a guide's language-neutral facts from its Indonesian version.
    if (languages.length === locales.length) {
      checkSameFacts(guideSchema, data, file, problems, guidesFirstLocale);
    }
    for (const locale of languages) {
      const language = childOf(data, locale);
      const where = (field: string) => `${languageName[locale]}: ${field}`;
      checkLanguage(guideSchema, language, file, languageName[locale], checked, root);
      // What the schema found is said; the rest is checked on what the file holds.
      const field = (key: string): unknown => childOf(language, key);
      const text = (key: string) => (typeof field(key) === "string" ? String(field(key)) : "");
      const publishedOn = text("publishedOn");
      const updatedOn = text("updatedOn");
      if (publishedOn && updatedOn && updatedOn < publishedOn) {
        problems.push({
          file,
          where: where("updatedOn"),
          message: `Updated on is ${updatedOn}, before it was published (${publishedOn})`,
        });
      }
      const related = field("relatedPackages");
      (Array.isArray(related) ? related : []).forEach((name: unknown, index) => {
        if (typeof name === "string" && !packages.includes(name)) {
          problems.push({
            file,
            where: where(`relatedPackages, item ${index + 1}`),
            message: `names the package "${name}", which has no file in content/packages/ (one of: ${packages.join(", ")})`,
          });
        }
      });
      const body = renderMarkdown(text("body"));
      const anchors = body.headings.map((heading) => heading.id);
      for (const href of body.links) {
        const problem = linkProblem(href, locale, anchors, paths);
        if (problem) problems.push({ file, where: where("body"), message: problem });
      }
      if (body.footnotes > 0) {
        problems.push({
          file,
          where: where("body"),
          message:
            "has footnotes ([^1]), which the page does not show: name the page they cite under Sources instead",
        });
      }
      const sources = field("sources");
      (Array.isArray(sources) ? sources : []).forEach((source: unknown, index) => {
        const checkedOn = childOf(source, "checkedOn");
        if (typeof checkedOn === "string" && checkedOn < limitDay) {
          warnings.push(
            `${file}, ${where(`sources, item ${index + 1}`)} ("${String(childOf(source, "title"))}"): last checked on ${checkedOn}, more than ${sourceMaxAgeMonths} months ago. Read the page again, correct the guide if it changed, then set "Checked on" to the day you did.`,
          );
        }
      });
      if (locale === "id") {
        const at = (path: string[], value: string) => ({ file, path, text: value });
        indonesian.push(
          at(["title"], text("title")),
          at(["description"], text("description")),
          at(["cover", "alt"], String(childOf(field("cover"), "alt") ?? "")),
          ...body.blocks.map((block) =>
            at(block.heading ? ["body", "heading"] : ["body"], block.text),
          ),
        );
      }
    }
  }
  return { problems, warnings, indonesian, guides: guides.length };
}
