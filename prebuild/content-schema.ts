/**
 * The content schema: every content module of app/content/ described with zod, with the rules its
 * TypeScript types cannot state (a price is whole rupiah in a plausible range, a tour has one day
 * more than nights, a card has enough highlights, a link stays in its language, a picture exists
 * and is described). `npm run build` runs it first (prebuild/check-content.ts), and so do the unit
 * tests; nothing here ships to the browser.
 *
 * Every problem is reported at once, by file, item and field, in words for the staff who edit the
 * content (docs/content-guide.md), for example:
 *   app/content/packages.ts, package "tokyo-discovery": the price per person must be a whole number
 *   of rupiah between 1,000,000 and 200,000,000; it is 12500000.5.
 */
import { z } from "zod";
import { type LoadedContent, type LoadFailure, pageFiles } from "./content-loader.ts";

type Locale = "en" | "id";

/** What a problem message calls each language. */
const languageName: Record<string, string> = { en: "English", id: "Bahasa Indonesia" };
const pagesIn: Record<string, string> = { en: "the English pages", id: "the Indonesian pages" };
/** The path prefix of each language's pages (app/lib/locale.ts). */
const localePrefix: Record<string, string> = { en: "", id: "/id" };

export const priceRange = { min: 1_000_000, max: 200_000_000 } as const;
export const paxRange = { min: 1, max: 60 } as const;
export const daysRange = { min: 1, max: 60 } as const;
export const metaDescriptionMax = 160;
/** Picture files a package may name in package-list.ts. */
const pictureFile = /^[a-z0-9][a-z0-9._-]*\.(svg|jpe?g|png|webp|avif)$/;
const urlSafeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Icons the page components know (the unions in app/content/types.ts). */
export const aboutIcons = [
  "target",
  "eye",
  "gem",
  "heart-handshake",
  "map-pinned",
  "heart",
  "shield-check",
  "graduation-cap",
  "user-round-check",
  "badge-percent",
  "headset",
] as const;
export const partnershipIcons = [
  "trending-up",
  "badge-check",
  "life-buoy",
  "plane",
  "users",
  "briefcase",
  "building",
  "megaphone",
] as const;
export const groupIcons = ["school", "corporate", "group"] as const;

/** One thing wrong with the content, located for a person who edits the files. */
export interface Problem {
  /** "app/content/id/tours.ts" */
  file: string;
  /** The item and field: 'package "tokyo-discovery"', "meta › description". */
  where?: string;
  message: string;
}

export function formatProblem({ file, where, message }: Problem): string {
  return `${file}${where ? `, ${where}` : ""}: ${message}`;
}

/** What the checker reads: the loaded content (prebuild/content-loader.ts). */
export type ContentToCheck = Omit<LoadedContent, "failures" | "source"> & {
  failures?: LoadFailure[];
  source?: LoadedContent["source"];
};

export interface CheckResult {
  problems: Problem[];
  checked: { packages: number; texts: number; pictures: number; languages: number };
}

// ---------------------------------------------------------------------------------------------
// Words

/** A value as a message quotes it: numbers as written, texts in quotes. */
function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of values";
  return String(value);
}

const grouped = (n: number) => n.toLocaleString("en-US");
const quoted = (items: readonly string[]) => items.map((item) => JSON.stringify(item));

/** "a, b or c" */
function oneOf(items: readonly string[], last = "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");

/** The words for zod's own problems, when a rule has none of its own. */
function plainErrors(language?: string): z.core.$ZodErrorMap {
  const inLanguage = language ? ` in ${language}` : "";
  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        const kind: Record<string, string> = {
          string: "text",
          number: "number",
          int: "number",
          array: "list",
          object: "group of values",
          record: "group of values",
          tuple: "list",
          boolean: "yes-or-no value (true or false)",
        };
        const what = kind[issue.expected] ?? issue.expected;
        if (issue.input === undefined) {
          return issue.expected === "string"
            ? `this text is missing. Add it${inLanguage}.`
            : `this ${what} is missing. Add it.`;
        }
        if (issue.expected === "string") {
          return `this must be a text in quotes; it is ${show(issue.input)}.`;
        }
        if (issue.expected === "number") {
          return `this must be a number without quotes; it is ${show(issue.input)}.`;
        }
        if (issue.expected === "array" || issue.expected === "tuple") {
          return `this must be a list in square brackets [ ]; it is ${show(issue.input)}.`;
        }
        return `this must be a ${what}; it is ${show(issue.input)}.`;
      }
      case "invalid_value":
        return `this must be ${oneOf(quoted(issue.values.map(String)))}; it is ${show(issue.input)}.`;
      case "too_small":
        if (issue.origin === "array") {
          const length = Array.isArray(issue.input) ? issue.input.length : 0;
          return length === 0
            ? `this list is empty; it needs at least ${issue.minimum}.`
            : `this list has ${length}; it needs at least ${issue.minimum}.`;
        }
        return undefined;
      case "too_big":
        if (issue.origin === "array")
          return `this list has too many items (at most ${issue.maximum}).`;
        return undefined;
      default:
        return undefined;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Building blocks

interface Context {
  locale: Locale;
  language: string;
  /** Every page a visitor can reach in this language. */
  paths?: readonly string[];
  slugs: readonly string[];
  files: ReadonlySet<string>;
  today: Date;
}

function textRule(emptyMessage: string) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: emptyMessage });
      return;
    }
    const stray = placeholdersOf(value);
    if (stray.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `this text contains ${oneOf(
          stray.map((name) => `{${name}}`),
          "and",
        )}, which the site never fills in here. Remove the curly brackets.`,
      });
    }
  });
}

/** A sentence the site fills in: it must use exactly these placeholders. */
function templateRule(language: string, names: readonly string[]) {
  const listed = oneOf(
    names.map((name) => `{${name}}`),
    "and",
  );
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `this text is empty. Write it in ${language}.` });
      return;
    }
    const used = placeholdersOf(value);
    const unknown = used.filter((name) => !names.includes(name));
    const missing = names.filter((name) => !used.includes(name));
    if (unknown.length > 0 && missing.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `this sentence uses ${oneOf(
          unknown.map((name) => `{${name}}`),
          "and",
        )}, which the site cannot fill in, and lacks ${oneOf(
          missing.map((name) => `{${name}}`),
          "and",
        )}. It must contain ${listed}, written exactly like that: the site puts the values there.`,
      });
    } else if (unknown.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `this sentence uses ${oneOf(
          unknown.map((name) => `{${name}}`),
          "and",
        )}, which the site cannot fill in; it can use ${listed}. Check the spelling inside the curly brackets.`,
      });
    } else if (missing.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `this sentence must contain ${oneOf(
          missing.map((name) => `{${name}}`),
          "and",
        )}, written exactly like that: the site puts the value there.`,
      });
    }
  });
}

/** A whole number in a range, with one message for every way it can be wrong. */
function wholeNumber(min: number, max: number, message: (value: unknown) => string) {
  return z
    .number({ error: (issue) => message(issue.input) })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, {
      error: (issue) => message(issue.input),
    });
}

function projectFileOf(src: string): string | undefined {
  if (!src.startsWith("/app/")) return undefined;
  return src.slice(1).split(/[?#]/)[0];
}

/**
 * A photo imported as a plain file would reach every visitor at full size (a camera's JPEG weighs
 * megabytes). Photos go through the photo pipeline (site-build/photos.ts), which gives the
 * picture a `srcset`; a raster `src` without one was imported the plain way.
 */
function unresizedPhotoProblem(picture: { src?: unknown; srcset?: unknown }): string | undefined {
  if (typeof picture.src !== "string" || picture.srcset !== undefined) return undefined;
  const file = picture.src.split(/[?#]/)[0] ?? "";
  if (!/\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file)) return undefined;
  const name = file.split("/").at(-1) ?? file;
  return `the photo "${name}" would be sent to every visitor at full size. Let the build make small, fast versions of it: add ?photo at the end of its import line (import myPhoto from "~/assets/art/${name}?photo"; ?portrait for a traveller's portrait) and write image: myPhoto, with no width and height; the build reads them from the photo.`;
}

/** What the photo pipeline adds to a photo, checked only when the picture is a photo. */
const photoFields = {
  srcset: z.string().optional(),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })).optional(),
  placeholder: z
    .string()
    // It goes into a style attribute: nothing but the colours the photo pipeline writes.
    .refine((value) => /^linear-gradient\(#[0-9a-f]{6}(,#[0-9a-f]{6})+\)$/.test(value), {
      error:
        "the photo's preview (placeholder) must be the colours the build reads from the photo; import the photo with ?photo.",
    })
    .optional(),
  file: z.string().optional(),
};

function checkPhoto(picture: { src?: unknown; srcset?: unknown }, ctx: z.RefinementCtx): void {
  const message = unresizedPhotoProblem(picture);
  if (message) ctx.addIssue({ code: "custom", message, path: ["src"] });
}

function makeRules(ctx: Context) {
  const { language } = ctx;
  const text = textRule(`this text is empty. Write it in ${language}.`);
  const pixels = z.number().refine((value) => Number.isInteger(value) && value > 0, {
    error: (issue) =>
      `the picture's size must be a whole number of pixels; it is ${show(issue.input)}.`,
  });
  const image = z
    .object({
      src: z.string().superRefine((src, issueCtx) => {
        const file = projectFileOf(src);
        if (src.trim() === "" || (file && !ctx.files.has(file))) {
          issueCtx.addIssue({
            code: "custom",
            message: `the picture file ${show(file ?? src)} does not exist.`,
          });
        }
      }),
      alt: textRule(
        `this picture has no description (alt text). Describe what it shows, in ${language}, for visitors who cannot see it.`,
      ),
      width: pixels,
      height: pixels,
      ...photoFields,
    })
    .superRefine(checkPhoto);
  const path = z.string().superRefine((to, issueCtx) => {
    const message = internalLinkProblem(to, ctx);
    if (message) issueCtx.addIssue({ code: "custom", message });
  });
  const link = z.object({ to: path, label: text });
  const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);
  const section = { eyebrow: text, title: text, intro: text };
  const hero = z.object({ title: text, intro: text });
  const meta = z.object({
    title: textRule(`the page title is empty. Write it in ${language}.`),
    description: descriptionRule(language),
    imageAlt: textRule(
      `the share picture has no description (imageAlt). Describe the picture, in ${language}, for visitors who cannot see it.`,
    ),
  });
  const statistic = z.object({ value: text, label: text });
  const stars = z.number({ error: (issue) => starsMessage(issue.input) }).refine(isStars, {
    error: (issue) => starsMessage(issue.input),
  });
  const month = z.string().superRefine((value, issueCtx) => {
    const message = monthProblem(value, ctx.today);
    if (message) issueCtx.addIssue({ code: "custom", message });
  });
  const template = (...names: string[]) => templateRule(language, names);
  return {
    text,
    image,
    path,
    link,
    list,
    section,
    hero,
    meta,
    statistic,
    stars,
    month,
    template,
  };
}

function descriptionRule(language: string) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({
        code: "custom",
        message: `the page description is empty. Write one or two sentences in ${language}; search engines and chat apps show it under the title.`,
      });
    } else if (value.length > metaDescriptionMax) {
      ctx.addIssue({
        code: "custom",
        message: `the page description is ${value.length} characters long; search results and link previews show at most ${metaDescriptionMax}. Shorten it by ${value.length - metaDescriptionMax}.`,
      });
    }
  });
}

const isStars = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
const starsMessage = (value: unknown) =>
  `the rating must be a whole number of stars from 1 to 5; it is ${show(value)}.`;

function monthProblem(value: string, today: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12 || year < 2000) {
    return `the travel month must be written as year and month, like "2026-04"; it is ${show(value)}.`;
  }
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + month - 1 > now) {
    return `the travel month ${value} is in the future; a review is about a trip already made.`;
  }
  return undefined;
}

/** What is wrong with a link inside the site, if anything. */
function internalLinkProblem(to: string, ctx: Context): string | undefined {
  if (/^[a-z]+:/i.test(to)) {
    return `this link must go to a page of this site, written like "${localePrefix[ctx.locale]}/about"; it is ${show(to)}.`;
  }
  if (!to.startsWith("/")) {
    return `a link inside the site must start with "/"; it is ${show(to)}.`;
  }
  const prefix = localePrefix[ctx.locale] ?? "";
  const inPrefix = (p: string) => to === p || new RegExp(`^${p}[/#?]`).test(to);
  if (prefix && !inPrefix(prefix)) {
    return `links on ${pagesIn[ctx.locale]} must start with "${prefix}"; this one goes to ${show(to)}, a page in another language. Write "${prefix}${to === "/" ? "" : to}".`;
  }
  if (!prefix) {
    const other = Object.entries(localePrefix).find(([, p]) => p && inPrefix(p));
    if (other) {
      return `links on ${pagesIn[ctx.locale]} must not start with "${other[1]}" (that is where ${pagesIn[other[0]]} are); this one goes to ${show(to)}.`;
    }
  }
  const [beforeHash = "", hash] = to.split("#");
  const pathname = beforeHash.split("?")[0] ?? "";
  if (ctx.paths && !ctx.paths.includes(pathname)) {
    return `this link goes to ${show(pathname)}, which is not a page of the site. Check the spelling.`;
  }
  if (hash !== undefined && pathname.endsWith("/tours") && !ctx.slugs.includes(hash)) {
    return `this link goes to the package ${show(hash)} on the tours page, but there is no package with that web address name.`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reporting

type Path = readonly PropertyKey[];
/** Moves a problem to the file its value really comes from, when that is not the page's file. */
type Locator = (path: Path, root: unknown) => Omit<Problem, "message"> | undefined;

const itemLabelKeys = ["title", "name", "question", "label", "key", "slug", "days"] as const;

/** The value at a path, for naming array items. */
function at(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "faq › items › "What documents…" › answer": keys as written in the file, items by their name. */
export function pathWords(path: Path, root: unknown): string {
  return path
    .map((key, index) => {
      if (typeof key !== "number") return String(key);
      const item = at(root, path.slice(0, index + 1));
      if (isRecord(item)) {
        for (const labelKey of itemLabelKeys) {
          const label = item[labelKey];
          if (typeof label === "string" && label.trim() !== "" && !placeholdersOf(label).length) {
            return JSON.stringify(label.length > 40 ? `${label.slice(0, 39)}…` : label);
          }
        }
      }
      return `no. ${key + 1}`;
    })
    .join(" › ");
}

interface Unit {
  schema: z.ZodType;
  value: unknown;
  file: string;
  where?: string;
  /** Show the field's path after `where` (off when every message names its field). */
  showPath?: boolean;
  language?: string;
  locate?: Locator;
}

function run(problems: Problem[], unit: Unit): void {
  const result = unit.schema.safeParse(unit.value, { error: plainErrors(unit.language) });
  if (result.success) return;
  for (const issue of result.error.issues) {
    const located = unit.locate?.(issue.path, unit.value);
    if (located) {
      problems.push({ ...located, message: issue.message });
      continue;
    }
    const words = unit.showPath === false ? "" : pathWords(issue.path, unit.value);
    const where = [unit.where, words].filter(Boolean).join(" › ");
    problems.push({ file: unit.file, ...(where ? { where } : {}), message: issue.message });
  }
}

// ---------------------------------------------------------------------------------------------
// Language-neutral data

interface Neutral {
  slugs: string[];
  /** packages.ts data by slug, only the packages whose numbers are valid. */
  packages: Map<string, { days: number; nights: number; minPax: number }>;
}

function checkPackages(content: ContentToCheck, problems: Problem[], seasons: string[]): Neutral {
  const packagesFile = "app/content/packages.ts";
  const listFile = "app/content/package-list.ts";
  const neutral: Neutral = { slugs: [], packages: new Map() };
  const data = content.packageData;
  const list = content.packageList;

  const slugRule = z
    .string({ error: (issue) => slugMessage(issue.input) })
    .refine((slug) => urlSafeSlug.test(slug) && slug.length <= 60, {
      error: (issue) => slugMessage(issue.input),
    });
  const packageSchema = z.object({
    slug: slugRule,
    image: z
      .object(
        {
          src: z.string().superRefine((src, ctx) => {
            const file = projectFileOf(src);
            if (file && !content.files.includes(file)) {
              ctx.addIssue({
                code: "custom",
                message: `the picture file "${file}" does not exist.`,
              });
            }
          }),
          width: z.number().refine((v) => Number.isInteger(v) && v > 0, {
            error: (issue) =>
              `the picture's width must be a whole number of pixels; it is ${show(issue.input)}.`,
          }),
          height: z.number().refine((v) => Number.isInteger(v) && v > 0, {
            error: (issue) =>
              `the picture's height must be a whole number of pixels; it is ${show(issue.input)}.`,
          }),
          ...photoFields,
        },
        { error: "the picture is missing: add image with its src, width and height." },
      )
      .superRefine(checkPhoto),
    days: wholeNumber(
      daysRange.min,
      daysRange.max,
      (v) =>
        `the number of days must be a whole number from ${daysRange.min} to ${daysRange.max}; it is ${show(v)}.`,
    ),
    nights: wholeNumber(
      daysRange.min - 1,
      daysRange.max - 1,
      (v) =>
        `the number of nights must be a whole number from ${daysRange.min - 1} to ${daysRange.max - 1}; it is ${show(v)}.`,
    ),
    minPax: wholeNumber(
      paxRange.min,
      paxRange.max,
      (v) =>
        `the smallest group (minPax) must be a whole number of travelers from ${paxRange.min} to ${paxRange.max}; it is ${show(v)}.`,
    ),
    season:
      seasons.length > 0
        ? z.string().refine((season) => seasons.includes(season), {
            error: (issue) =>
              `the season must be ${oneOf(quoted(seasons))}; it is ${show(issue.input)}.`,
          })
        : z.string(),
    priceIdr: wholeNumber(
      priceRange.min,
      priceRange.max,
      (v) =>
        `the price per person must be a whole number of rupiah between ${grouped(priceRange.min)} and ${grouped(priceRange.max)}; it is ${show(v)}.${typeof v === "string" ? " Write the number without quotes, like 12_500_000." : ""}`,
    ),
  });

  if (data !== undefined && !Array.isArray(data)) {
    problems.push({
      file: packagesFile,
      message: "packageData must be a list of packages in square brackets [ ].",
    });
  }
  const packages = Array.isArray(data) ? data : [];
  packages.forEach((item, index) => {
    const slug = isRecord(item) && typeof item.slug === "string" ? item.slug : undefined;
    const where = slug ? `package "${slug}"` : `package no. ${index + 1}`;
    if (slug) neutral.slugs.push(slug);
    run(problems, {
      schema: packageSchema,
      value: item,
      file: packagesFile,
      where,
      showPath: false,
    });
    if (!isRecord(item)) return;
    const { days, nights, minPax } = item;
    const whole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
    if (whole(days) && whole(nights) && days !== nights + 1) {
      problems.push({
        file: packagesFile,
        where,
        message: `the package has ${days} days and ${nights} nights; a tour has one day more than nights (${nights} nights make ${nights + 1} days). Correct days or nights.`,
      });
    }
    if (slug && !neutral.packages.has(slug) && whole(days) && whole(nights) && whole(minPax)) {
      neutral.packages.set(slug, { days, nights, minPax });
    }
  });
  for (const slug of duplicates(neutral.slugs)) {
    problems.push({
      file: packagesFile,
      where: `package "${slug}"`,
      message: `the web address name (slug) "${slug}" is used by more than one package; each package needs its own.`,
    });
  }

  // package-list.ts: the same packages in the same order, each with a picture in app/assets/art/.
  const listSchema = z.array(
    z.object({
      slug: slugRule,
      image: z.string().superRefine((file, ctx) => {
        if (!pictureFile.test(file)) {
          ctx.addIssue({
            code: "custom",
            message: `the picture must be a file name like "tokyo.svg" (lowercase, ending in .svg, .jpg, .png, .webp or .avif); it is ${show(file)}.`,
          });
        } else if (!content.files.includes(`app/assets/art/${file}`)) {
          ctx.addIssue({
            code: "custom",
            message: `the picture "${file}" is not in app/assets/art/. Check the file name, or add the picture there.`,
          });
        }
      }),
    }),
  );
  const listed = Array.isArray(list) ? list : [];
  if (list !== undefined) {
    run(problems, {
      schema: listSchema,
      value: list,
      file: listFile,
      showPath: false,
      locate: (path) => {
        const item = listed[Number(path[0])];
        const slug = isRecord(item) && typeof item.slug === "string" ? item.slug : undefined;
        return {
          file: listFile,
          where: slug ? `package "${slug}"` : `package no. ${Number(path[0]) + 1}`,
        };
      },
    });
  }
  const listedSlugs = listed.map((item) => (isRecord(item) ? String(item.slug) : ""));
  if (list !== undefined && data !== undefined) {
    const missing = neutral.slugs.filter((slug) => !listedSlugs.includes(slug));
    const extra = listedSlugs.filter((slug) => !neutral.slugs.includes(slug));
    for (const slug of missing) {
      problems.push({
        file: listFile,
        where: `package "${slug}"`,
        message: `this package is in app/content/packages.ts but not in this list. Add it here, at the same place as in packages.ts, with its picture.`,
      });
    }
    for (const slug of extra) {
      problems.push({
        file: listFile,
        where: `package "${slug}"`,
        message: `this package is listed here but has no data in app/content/packages.ts. Add it there, or remove it here.`,
      });
    }
    const common = (slugs: string[], other: string[]) => slugs.filter((s) => other.includes(s));
    const inList = common(listedSlugs, neutral.slugs);
    const inData = common(neutral.slugs, listedSlugs);
    if (inList.join() !== inData.join()) {
      problems.push({
        file: listFile,
        message: `the packages must be in the same order as in app/content/packages.ts. Here: ${inList.join(", ")}. In packages.ts: ${inData.join(", ")}.`,
      });
    }
    // The picture of each package is the same file in both lists.
    for (const data of packages) {
      if (!isRecord(data) || !isRecord(data.image) || typeof data.image.src !== "string") continue;
      const item = listed.find((entry) => isRecord(entry) && entry.slug === data.slug);
      if (!isRecord(item) || typeof item.image !== "string") continue;
      // A photo names its file; art's address ends with it.
      const fileName =
        typeof data.image.file === "string"
          ? data.image.file
          : data.image.src.split(/[?#]/)[0]?.split("/").at(-1);
      if (fileName && fileName !== item.image) {
        problems.push({
          file: listFile,
          where: `package "${data.slug}"`,
          message: `the picture here is "${item.image}", but app/content/packages.ts shows "${fileName}" for this package. Use the same picture in both files.`,
        });
      }
    }
  }
  return neutral;
}

function slugMessage(value: unknown): string {
  return `the web address name (slug) must use only lowercase letters a–z, digits and single hyphens, like "tokyo-discovery"; it is ${show(value)}.`;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function checkSiteConfig(content: ContentToCheck, problems: Problem[]): void {
  const config = content.siteConfig;
  if (config === undefined) return;
  const file = "app/content/site.ts";
  const text = textRule("this is empty. Write it.");
  const digits = (value: string) => value.replace(/\D/g, "");
  const pattern = (regex: RegExp, message: (value: unknown) => string) =>
    z.string({ error: (issue) => message(issue.input) }).refine((value) => regex.test(value), {
      error: (issue) => message(issue.input),
    });
  const email = pattern(
    /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
    (v) => `this email address is not valid; write it like name@example.com. It is ${show(v)}.`,
  );
  const schema = z
    .object({
      brandName: text,
      partnerName: text,
      assistantName: text,
      whatsappNumber: pattern(
        /^[1-9]\d{7,14}$/,
        (v) =>
          `the WhatsApp number must be written in digits only, in international form with the country code and without "+", spaces or a leading 0, like 6281234567890; it is ${show(v)}.`,
      ),
      phoneDisplay: text,
      phoneE164: pattern(
        /^\+[1-9]\d{7,14}$/,
        (v) =>
          `the phone number for calling must start with "+" and the country code, then digits only, like +622112345678; it is ${show(v)}.`,
      ),
      emailGeneral: email,
      emailBookings: email,
      city: text,
      country: text,
      countryCode: pattern(
        /^[A-Z]{2}$/,
        (v) => `the country code must be two capital letters, like "ID"; it is ${show(v)}.`,
      ),
      business: z.object({
        legalName: text,
        nib: pattern(
          /^\d{13}$/,
          (v) => `the business ID (NIB) must be 13 digits; it is ${show(v)}.`,
        ),
        tourismRegistration: text,
        associations: z.array(z.object({ name: text, memberNumber: text })).min(1),
        streetAddress: text,
        postalCode: pattern(
          /^\d{5}$/,
          (v) => `the postal code must be 5 digits; it is ${show(v)}.`,
        ),
        foundingYear: pattern(
          /^\d{4}$/,
          (v) => `the founding year must be 4 digits, like "2015"; it is ${show(v)}.`,
        ).refine(
          (year) => year === "0000" || (Number(year) >= 1900 && Number(year) <= currentYear()),
          {
            error: (issue) =>
              `the founding year must be between 1900 and ${currentYear()}; it is ${show(issue.input)}.`,
          },
        ),
      }),
      socialNetworkName: text,
      socialUrl: z.string().refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
        error: (issue) => `this web address must start with https:// ; it is ${show(issue.input)}.`,
      }),
      siteUrl: z.string().refine((value) => /^https?:\/\/[^\s/?#]+\/?$/.test(value), {
        error: (issue) =>
          `the site's address must be like "https://www.example.com", without a path; it is ${show(issue.input)}.`,
      }),
    })
    .superRefine((value, ctx) => {
      const national = `0${digits(value.phoneE164).slice(2)}`;
      const shown = digits(value.phoneDisplay);
      if (shown && shown !== digits(value.phoneE164) && shown !== national) {
        ctx.addIssue({
          code: "custom",
          path: ["phoneDisplay"],
          message: `the phone number shown (${show(value.phoneDisplay)}) and the one used for calling (phoneE164, ${show(value.phoneE164)}) are not the same number.`,
        });
      }
    });
  run(problems, { schema, value: config, file });
}

const currentYear = () => new Date().getUTCFullYear();

function checkPageRegistry(content: ContentToCheck, problems: Problem[]): void {
  const registry = content.pageRegistry;
  if (registry === undefined) return;
  const file = "app/content/pages.ts";
  const schema = z.array(
    z.object({
      key: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: "the page's key must be lowercase." }),
      segment: z.string().refine((segment) => segment === "" || urlSafeSlug.test(segment), {
        error: (issue) =>
          `the page's web address (segment) must use only lowercase letters a–z, digits and single hyphens; it is ${show(issue.input)}.`,
      }),
      shareArt: z.string().refine((art) => content.files.includes(`app/assets/art/${art}`), {
        error: (issue) =>
          `the share picture ${show(issue.input)} is not in app/assets/art/. Check the file name.`,
      }),
      inFooterLinks: z.boolean(),
    }),
  );
  const pages = Array.isArray(registry) ? registry : [];
  run(problems, {
    schema,
    value: registry,
    file,
    showPath: false,
    locate: (path) => {
      const page = pages[Number(path[0])];
      return {
        file,
        where: isRecord(page) ? `page "${String(page.key)}"` : `page no. ${Number(path[0]) + 1}`,
      };
    },
  });
  const keys = pages.map((page) => (isRecord(page) ? String(page.key) : ""));
  const segments = pages.map((page) => (isRecord(page) ? String(page.segment) : ""));
  for (const key of duplicates(keys)) {
    problems.push({ file, where: `page "${key}"`, message: "two pages have this key." });
  }
  for (const segment of duplicates(segments)) {
    problems.push({
      file,
      message: `two pages have the same web address ${show(`/${segment}`)}.`,
    });
  }

  // When the home page's hero is a photo, links to the home page show it too.
  const home = pages.find((page) => isRecord(page) && page.key === "home");
  for (const [locale, loaded] of Object.entries(content.locales)) {
    const hero = (loaded?.pages as Record<string, unknown> | undefined)?.home;
    const image = isRecord(hero) && isRecord(hero.hero) ? hero.hero.image : undefined;
    if (!isRecord(home) || !isRecord(image) || typeof image.file !== "string") continue;
    if (home.shareArt !== image.file) {
      problems.push({
        file,
        where: 'page "home"',
        message: `the home page's hero is the photo "${image.file}" (app/content/${locale}/home.ts), but its share picture (shareArt) is ${show(home.shareArt)}. Write shareArt: "${image.file}", so that links to the home page show the photo too.`,
      });
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One language

/** The words around package data (app/content/<locale>/ui.ts `packageWords`). */
function checkPackageWords(
  content: ContentToCheck,
  locale: Locale,
  problems: Problem[],
  seasonsInUse: readonly string[],
): void {
  const words = content.locales[locale]?.packageWords;
  if (words === undefined) return;
  const language = languageName[locale] ?? locale;
  const template = (...names: string[]) => templateRule(language, names);
  const text = textRule(`this text is empty. Write it in ${language}.`);
  const schema = z
    .object({
      duration: template("days", "nights"),
      groupSize: template("count"),
      seasons: z.record(z.string(), text),
      startingFrom: template("price"),
    })
    .superRefine((value, ctx) => {
      for (const season of seasonsInUse) {
        if (!(season in value.seasons)) {
          ctx.addIssue({
            code: "custom",
            path: ["seasons"],
            message: `the season "${season}" has no name in ${language}. Add it.`,
          });
        }
      }
    });
  run(problems, {
    schema,
    value: words,
    file: `app/content/${locale}/ui.ts`,
    where: "packageWords",
    language,
  });
}

/**
 * How a language's package text states the package's numbers: the nights of the hotels listed in
 * "included" ("4 nights in 4-star hotels", "2 malam di hotel … dan 1 malam di ryokan"), a length
 * ("5 days 4 nights", "5 Hari 4 Malam") and a smallest group ("min. 10 pax").
 */
const mentions: Record<string, { nights: RegExp; length: RegExp; pax: RegExp }> = {
  en: {
    nights: /(\d+)\s+nights?\b/gi,
    length: /(\d+)[\s-]+days?[\s,/]+(?:and\s+)?(\d+)[\s-]+nights?\b/gi,
    pax: /\bmin(?:imum|\.)?\s+(?:of\s+)?(\d+)\s*(?:pax|people|persons|travell?ers|guests)\b/gi,
  },
  id: {
    nights: /(\d+)\s+malam\b/gi,
    length: /(\d+)\s+hari[\s,/]+(?:dan\s+)?(\d+)\s+malam\b/gi,
    pax: /\bmin(?:imal|imum|\.)?\s*(\d+)\s*(?:pax|orang|peserta)\b/gi,
  },
};

/** Every package's text in a language (app/content/<locale>/tours.ts), with its numbers. */
function checkPackageTexts(
  content: ContentToCheck,
  locale: Locale,
  problems: Problem[],
  neutral: Neutral,
): void {
  const packages = content.locales[locale]?.localizedPackages;
  if (!Array.isArray(packages)) return;
  const language = languageName[locale] ?? locale;
  const file = `app/content/${locale}/tours.ts`;
  const toursPage = content.locales[locale]?.pages?.tours as
    | { packages?: { highlightLimit?: unknown } }
    | undefined;
  const limits = content.highlightLimits;
  const toursLimit = toNumber(toursPage?.packages?.highlightLimit) ?? toNumber(limits?.tours) ?? 6;
  const homeLimit = toNumber(limits?.home) ?? 3;
  const [limit, shownOn] =
    homeLimit > toursLimit ? [homeLimit, "home page"] : [toursLimit, "tours page"];

  /** An item of the highlights or included list: "highlights: highlight 3 is empty." */
  const entry = (kind: "highlights" | "included") => {
    const itemName = (issue: { path?: PropertyKey[] }) =>
      `${kind === "highlights" ? "highlight" : "item"} ${Number(issue.path?.at(-1)) + 1}`;
    return z
      .string({
        error: (issue) =>
          `${kind}: ${itemName(issue)} must be a text in quotes; it is ${show(issue.input)}.`,
      })
      .refine((value) => value.trim() !== "", {
        error: (issue) =>
          `${kind}: ${itemName(issue)} is empty. Write it, or remove the empty line.`,
      });
  };
  const missingText = (what: string, hint: string) => (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `the ${what} is missing. ${hint}`
      : `the ${what} must be a text in quotes; it is ${show(issue.input)}.`;
  const schema = z.object({
    title: z
      .string({ error: missingText("title", `Write the package's name in ${language}.`) })
      .refine((value) => value.trim() !== "", {
        error: `the title is empty. Write the package's name in ${language}.`,
      }),
    image: z.object({
      alt: z
        .string({ error: missingText("picture's description (imageAlt)", "Add it.") })
        .refine((value) => value.trim() !== "", {
          error: `the picture has no description (imageAlt). Describe what it shows, in ${language}, for visitors who cannot see it.`,
        }),
    }),
    description: z
      .string({ error: missingText("description", `Write it in ${language}.`) })
      .refine((value) => value.trim() !== "", {
        error: `the description is empty. Write a few sentences about the package in ${language}.`,
      }),
    highlights: z
      .array(entry("highlights"), {
        error: `highlights: the list of highlights is missing. Add at least ${limit}, in square brackets [ ].`,
      })
      .refine((items) => items.length >= limit, {
        error: (issue) => {
          const count = Array.isArray(issue.input) ? issue.input.length : 0;
          return `highlights: the ${shownOn} shows ${limit} highlights, this package has ${count}. Add ${limit - count}.`;
        },
      }),
    included: z
      .array(entry("included"), {
        error: `included: the list of what the price includes is missing. Add it, in square brackets [ ].`,
      })
      .min(1, {
        error: "included: the list of what the price includes is empty. Add at least one item.",
      }),
  });

  const bySlug = new Map<string, Record<string, unknown>>();
  for (const item of packages) {
    if (isRecord(item) && typeof item.slug === "string") bySlug.set(item.slug, item);
  }
  const otherLocale = Object.keys(content.locales).find((code) => code !== locale);
  for (const slug of neutral.slugs) {
    const item = bySlug.get(slug);
    const where = `package "${slug}"`;
    if (!item) {
      problems.push({
        file,
        where,
        message: `this package has no text in ${language}.${otherLocale ? ` Copy its block from app/content/${otherLocale}/tours.ts and translate it, keeping the name "${slug}".` : ""}`,
      });
      continue;
    }
    run(problems, { schema, value: item, file, where, showPath: false, language });
    const texts = [item.title, item.description, ...asArray(item.highlights)];
    for (const value of [...texts, ...asArray(item.included)]) {
      if (typeof value === "string" && placeholdersOf(value).length > 0) {
        problems.push({
          file,
          where,
          message: `the text ${show(value)} contains curly brackets, which the site never fills in here. Remove them.`,
        });
      }
    }
    const numbers = neutral.packages.get(slug);
    const words = mentions[locale];
    if (numbers && words) checkMentions(problems, file, where, item, numbers, words);
  }
}

function checkMentions(
  problems: Problem[],
  file: string,
  where: string,
  packageText: Record<string, unknown>,
  numbers: { days: number; nights: number; minPax: number },
  words: { nights: RegExp; length: RegExp; pax: RegExp },
): void {
  const texts = (values: unknown[]) =>
    values.filter((value): value is string => typeof value === "string");
  const included = texts(asArray(packageText.included));
  const all = texts([packageText.description, ...asArray(packageText.highlights), ...included]);
  const data = "app/content/packages.ts";

  const stays = included.flatMap((text) => [...text.matchAll(words.nights)].map(() => text));
  const nights = included
    .flatMap((text) => [...text.matchAll(words.nights)])
    .reduce((sum, match) => sum + Number(match[1]), 0);
  if (stays.length > 0 && nights !== numbers.nights) {
    problems.push({
      file,
      where,
      message: `included: the nights listed (${[...new Set(stays)].map((text) => show(text)).join(", ")}) add up to ${nights}, but the package has ${numbers.nights} nights in ${data}. Make them agree.`,
    });
  }
  for (const text of all) {
    for (const match of text.matchAll(words.length)) {
      const [days, nightsSaid] = [Number(match[1]), Number(match[2])];
      if (days !== numbers.days || nightsSaid !== numbers.nights) {
        problems.push({
          file,
          where,
          message: `the text ${show(text)} gives ${days} days and ${nightsSaid} nights, but the package has ${numbers.days} days and ${numbers.nights} nights in ${data}. Make them agree.`,
        });
      }
    }
    for (const match of text.matchAll(words.pax)) {
      if (Number(match[1]) !== numbers.minPax) {
        problems.push({
          file,
          where,
          message: `the text ${show(text)} gives a smallest group of ${match[1]}, but the package departs with ${numbers.minPax} (minPax in ${data}). Make them agree.`,
        });
      }
    }
  }
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const toNumber = (value: unknown) => (typeof value === "number" ? value : undefined);

function pageSchemas(ctx: Context, programKeys: readonly string[]) {
  const r = makeRules(ctx);
  const { text, link, list, section, hero, meta, path, image } = r;
  /** Values that come from site.ts: checked there, once. */
  const fromSite = z.string();
  const packageRefs = z.array(z.object({ slug: z.string() }));
  const aboutCard = z.object({ icon: z.enum(aboutIcons), title: text, description: text });
  const toast = z.object({ title: text, description: text });
  /** The labels of a package card, which a package's own page uses too. */
  const packageCardLabels = z.object({
    duration: text,
    groupSize: text,
    season: text,
    highlights: text,
    included: text,
    requestQuotation: text,
    details: text,
  });
  return {
    shell: z.object({
      locale: z.literal(ctx.locale),
      header: z.object({
        skipToContent: text,
        homeLink: link,
        primaryNavLabel: text,
        openMenu: text,
        closeMenu: text,
        planTrip: link,
        navigation: list(link),
      }),
      languageSwitch: z.object({ label: text, short: text }),
      footer: z.object({
        about: text,
        quickLinksTitle: text,
        quickLinks: list(link),
        popularPackagesTitle: text,
        popularPackages: z.array(z.object({ to: path })),
        contactTitle: text,
        contactPageLink: link,
        phoneLabel: text,
        emailLabel: text,
        addressLabel: text,
        address: fromSite,
        legalNavLabel: text,
        privacy: z.object({ label: text, note: text }),
        terms: z.object({ label: text, note: text }),
        copyright: r.template("year"),
        languageTitle: text,
      }),
      chat: z.object({
        greeting: text,
        whatsappUrl: fromSite,
        floatingButtonLabel: text,
        floatingButtonTooltip: text,
        regionLabel: text,
      }),
      ui: z.object({
        startingFrom: r.template("price"),
        perPerson: text,
        ratingLabel: r.template("rating", "max"),
        opensInNewTab: text,
        detailsFor: r.template("title"),
        toastClose: text,
        toastRegion: text,
      }),
      business: z.object({
        title: text,
        legalName: text,
        nib: text,
        tourismRegistration: text,
        associations: text,
        membership: r.template("name", "number"),
        address: text,
        addressFormat: r.template("street", "city", "postalCode", "country"),
        founded: text,
      }),
      notFound: z.object({
        meta: z.object({ title: meta.shape.title, description: meta.shape.description }),
        code: text,
        message: text,
        homeLink: link,
        logMessage: text,
      }),
      error: z.object({ title: text, fallbackMessage: text, homeLink: link }),
    }),
    home: z.object({
      meta,
      hero: z.object({
        badge: text,
        title: text,
        intro: text,
        primaryCta: link,
        secondaryCta: link,
        image,
      }),
      statisticsLabel: text,
      statistics: list(r.statistic),
      welcome: z.object({ eyebrow: text, title: text, paragraphs: list(text), link }),
      featured: z.object({
        ...section,
        detailsLabel: text,
        highlightLimit: z.number().int().min(1),
        packages: z.array(z.object({ detailsTo: path })),
      }),
      testimonials: z.object({
        ...section,
        items: list(z.object({ name: text, location: text, image, rating: r.stars, text: text })),
      }),
      cta: z.object({ title: text, text, button: link }),
    }),
    about: z.object({
      meta,
      hero,
      whoWeAre: z.object({
        eyebrow: text,
        title: text,
        paragraphs: list(text),
        partnership: z.object({
          badge: text,
          companies: z.tuple([text, text]),
          companiesJoiner: text,
          title: text,
          text,
          points: list(text),
        }),
      }),
      values: z.object({ ...section, cards: list(aboutCard) }),
      whyChooseUs: z.object({ ...section, cards: list(aboutCard) }),
      closing: z.object({
        eyebrow: text,
        title: text,
        text,
        primaryLink: link,
        secondaryLink: link,
      }),
    }),
    tours: z.object({
      meta,
      hero,
      packages: z.object({
        ...section,
        highlightLimit: z.number().int().min(1),
        items: packageRefs,
      }),
      cardLabels: packageCardLabels,
      customTour: z.object({
        eyebrow: text,
        title: text,
        text,
        points: list(text),
        button: link,
      }),
      groups: z.object({
        ...section,
        cards: list(
          z.object({ icon: z.enum(groupIcons), title: text, description: text, perk: text }),
        ),
        button: link,
      }),
    }),
    gallery: z.object({
      meta,
      hero,
      statisticsLabel: text,
      statistics: list(r.statistic),
      photos: z.object({
        ...section,
        items: list(z.object({ image, title: text, location: text })),
      }),
      reviews: z.object({
        ...section,
        packageLabel: text,
        dateLabel: text,
        items: list(
          z.object({
            name: text,
            image,
            location: text,
            rating: r.stars,
            date: text,
            dateTime: r.month,
            package: text,
            review: text,
          }),
        ),
      }),
      videos: z.object({ eyebrow: text, title: text, status: text, text }),
      social: z.object({
        eyebrow: text,
        title: text,
        text,
        link: z.object({ href: fromSite, label: text }),
      }),
    }),
    partnership: z.object({
      meta,
      hero,
      why: z.object({
        ...section,
        reasons: list(z.object({ icon: z.enum(partnershipIcons), title: text, description: text })),
      }),
      programs: z.object({
        ...section,
        learnMoreLabel: text,
        learnMoreContext: r.template("title"),
        benefitsLabel: text,
        programs: list(
          z.object({
            key: programKeys.length > 0 ? z.enum(programKeys as [string, ...string[]]) : z.string(),
            title: text,
            description: text,
            benefits: list(text),
          }),
        ),
      }),
      steps: z.object({
        ...section,
        steps: list(z.object({ title: text, description: text })),
      }),
      requirements: z.object({
        ...section,
        groups: list(
          z.object({ icon: z.enum(partnershipIcons), title: text, requirements: list(text) }),
        ),
      }),
      cta: z.object({ title: text, text, button: link }),
    }),
    contact: z.object({
      meta,
      hero,
      details: z.object(section),
      info: z.object({
        office: z.object({ title: text, place: fromSite, note: text }),
        phone: z.object({ title: text, display: fromSite, href: fromSite, note: text }),
        email: z.object({
          title: text,
          addresses: list(z.object({ label: text, address: fromSite })),
        }),
        hours: z.object({ title: text, rows: list(z.object({ days: text, hours: text })) }),
      }),
      quickContact: z.object({
        eyebrow: text,
        title: text,
        text,
        topicsTitle: text,
        topics: list(text),
        buttonLabel: text,
      }),
      inquiry: z.object({
        title: text,
        remove: text,
        removeLabel: r.template("choice"),
        choices: z.record(z.string(), z.object({ summary: text, subject: text, greeting: text })),
      }),
      handOff: z.object({
        title: text,
        intro: text,
        textLabel: text,
        whatsapp: text,
        email: text,
        copy: text,
        copied: text,
        copyFailed: text,
        dismiss: text,
        tooLong: text,
        pasteGreeting: text,
        emailSubject: r.template("subject"),
        emailSubjectWithoutTopic: r.template("name"),
        compose: z.object({
          heading: text,
          fields: z.record(z.string(), text),
          choice: text,
          language: text,
          languageName: text,
        }),
      }),
      message: z.object({ title: text, intro: text }),
      form: z.object({
        requiredNote: text,
        fields: z.record(z.string(), z.object({ label: text, placeholder: text })),
        submit: text,
        privacyNote: text,
        noScript: text,
        missing: z.record(z.string(), text),
        emailFormat: text,
        errorToast: toast,
        invalidToast: toast,
        successToast: toast,
      }),
      findUs: z.object({ ...section, mapTitle: text, mapText: text, place: fromSite }),
      faq: z.object({ ...section, items: list(z.object({ question: text, answer: text })) }),
    }),
    package: z.object({
      meta,
      breadcrumb: z.object({ label: text, items: list(link) }),
      labels: packageCardLabels.extend({ pricePerPerson: text, overview: text }),
      quotationTo: path,
      others: z.object({ title: text, items: z.array(z.object({ to: path })) }),
      share: z.object({
        button: text,
        whatsapp: text,
        copyLink: text,
        copied: text,
        text,
        url: z.string().refine((url) => /^https?:\/\/[^\s?#]+$/.test(url), {
          error: (issue) =>
            `the shared address must be a full web address with nothing after "?" or "#"; it is ${show(issue.input)}.`,
        }),
      }),
    }),
  };
}

/** Where a value on a page really comes from, when it is not the page's own file. */
function locatorFor(key: string, locale: Locale): Locator {
  const ui = `app/content/${locale}/ui.ts`;
  return (path, root) => {
    const [first, second, index, field, sub] = path;
    if (key === "shell" && first === "ui") {
      return { file: ui, where: pathWords(path, root) };
    }
    if ((key === "home" || key === "gallery") && first === "statistics" && field === undefined) {
      const figure = typeof second === "number" ? second + 1 : "?";
      if (path[2] === "value") {
        return { file: "app/content/statistics.ts", where: `${key} page figure no. ${figure}` };
      }
    }
    const isPerson =
      (key === "home" && first === "testimonials" && second === "items") ||
      (key === "gallery" && first === "reviews" && second === "items");
    if (isPerson && typeof index === "number") {
      const item = at(root, [first, second, index]);
      const name = isRecord(item) && typeof item.name === "string" && item.name ? item.name : "";
      const who = `${key === "home" ? "testimonial" : "review"} ${name ? `by "${name}"` : `no. ${index + 1}`}`;
      if (field === "image" && sub === "alt") {
        return { file: ui, where: "portraitAlt" };
      }
      const neutralFields = ["name", "location", "rating", "image", "dateTime"];
      if (typeof field === "string" && neutralFields.includes(field)) {
        const file = key === "home" ? "app/content/testimonials.ts" : "app/content/gallery.ts";
        const rest = path.slice(3).map(String).join(" › ");
        return {
          file,
          where: field === "rating" || field === "dateTime" ? who : `${who} › ${rest}`,
        };
      }
    }
    if (key === "gallery" && first === "photos" && second === "items" && field === "image") {
      if (sub !== "alt" && typeof index === "number") {
        return { file: "app/content/gallery.ts", where: `photo no. ${index + 1}` };
      }
    }
    return undefined;
  };
}

function checkLanguage(
  content: ContentToCheck,
  locale: Locale,
  problems: Problem[],
  neutral: Neutral,
  today: Date,
): void {
  const loaded = content.locales[locale];
  if (!loaded) return;
  const language = languageName[locale] ?? locale;
  const programKeys = stringList(content.inquiry?.programKeys);
  const ctx: Context = {
    locale,
    language,
    paths: content.sitePaths?.[locale],
    slugs: neutral.slugs,
    files: new Set(content.files),
    today,
  };
  const schemas = pageSchemas(ctx, programKeys);
  const dir = `app/content/${locale}`;
  if (loaded.shell !== undefined) {
    run(problems, {
      schema: schemas.shell,
      value: loaded.shell,
      file: `${dir}/shell.ts`,
      language,
      locate: locatorFor("shell", locale),
    });
  }
  for (const [key, file] of Object.entries(pageFiles)) {
    const page = (loaded.pages as Record<string, unknown>)[key];
    const schema = schemas[key as keyof typeof schemas];
    if (page === undefined || !schema) continue;
    run(problems, {
      schema,
      value: page,
      file: `${dir}/${file}`,
      language,
      locate: locatorFor(key, locale),
    });
  }
  for (const slug of neutral.slugs) {
    const copy = loaded.packages?.[slug];
    if (copy === undefined) continue;
    const before = problems.length;
    run(problems, {
      schema: schemas.package,
      value: copy,
      file: `${dir}/package.ts`,
      where: `package "${slug}"`,
      language,
      locate: (path, root) =>
        path[0] === "meta" && path[1] === "description"
          ? {
              file: `${dir}/package.ts`,
              where: `package "${slug}" › metaDescription`,
            }
          : path[0] === "meta" && path[1] === "title"
            ? { file: `${dir}/package.ts`, where: `package "${slug}" › metaTitle` }
            : { file: `${dir}/package.ts`, where: `package "${slug}" › ${pathWords(path, root)}` },
    });
    for (const problem of problems.slice(before)) {
      if (problem.where?.endsWith("metaDescription") && problem.message.includes("characters")) {
        problem.message += ` It is metaDescription filled in with this package's title (from app/content/${locale}/tours.ts), length, group size and price: shorten the sentence or the title.`;
      }
    }
  }

  // Every program of the contact page has its words on the partnership page.
  const partnership = (loaded.pages as Record<string, unknown>).partnership;
  if (isRecord(partnership) && isRecord(partnership.programs)) {
    const keys = asArray(partnership.programs.programs).map((program) =>
      isRecord(program) ? program.key : undefined,
    );
    for (const key of programKeys.filter((known) => !keys.includes(known))) {
      problems.push({
        file: `${dir}/partnership.ts`,
        where: "programs › programs",
        message: `the program "${key}" is missing; the contact page offers it, so describe it here in ${language}.`,
      });
    }
    for (const key of duplicates(keys.filter((k): k is string => typeof k === "string"))) {
      problems.push({
        file: `${dir}/partnership.ts`,
        where: "programs › programs",
        message: `the program "${key}" is described twice.`,
      });
    }
  }
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

// ---------------------------------------------------------------------------------------------
// Modules that could not be loaded

/** A module that failed to load, in words: which file, where, and what to do. */
export function explainFailure(
  failure: LoadFailure,
  content: Pick<ContentToCheck, "packageData" | "source"> & { sourceFiles?: readonly string[] },
): Problem {
  const { message } = failure;
  const file = failure.at?.file?.startsWith("app/content/") ? failure.at.file : failure.file;

  const parse = /\[PARSE_ERROR\][^\n]*?:?\s*([^\n]+)[\s\S]*?:(\d+):(\d+)\s*\]/.exec(message);
  if (parse || /Transform failed|SyntaxError|PARSE_ERROR/.test(message)) {
    const line = Number(parse?.[2] ?? failure.at?.line ?? 0);
    const lineText = line ? content.source?.(file)?.split("\n")[line - 1]?.trim() : undefined;
    return {
      file,
      ...(line ? { where: `line ${line}` } : {}),
      message: `this file cannot be read: a comma, quote or bracket is probably missing or extra here${
        parse?.[1] ? ` (the exact complaint: ${parse[1].trim()})` : ""
      }.${lineText ? ` The line reads: ${lineText}` : ""}`,
    };
  }

  const missingModule =
    /Cannot find module '([^']+)' imported from '([^']+)'/.exec(message) ??
    /Failed to resolve import "([^"]+)" from "([^"]+)"/.exec(message);
  if (missingModule) {
    const [, wanted = "", importer = ""] = missingModule;
    const from = importer.replace(/^.*?(app\/)/, "$1");
    if (/\.(svg|jpe?g|png|webp|avif)(\?|$)/.test(wanted)) {
      const name = wanted.split("/").at(-1)?.split("?")[0];
      return {
        file: from,
        message: `the picture "${name}" is not in app/assets/art/. Check the file name (every letter, dash and the ending must match), or add the picture there.`,
      };
    }
    return {
      file: from,
      message: `this file uses ${show(wanted)}, which does not exist. Check the name, or ask a developer.`,
    };
  }

  const template = /No value for \{(\w+)\} in "([\s\S]*)"$/.exec(message);
  if (template) {
    const [, name = "", sentence = ""] = template;
    const found = content.sourceFiles
      ?.map((candidate) => ({ candidate, text: content.source?.(candidate) }))
      .find(({ text }) => text?.includes(sentence));
    const line = found?.text
      ? found.text.slice(0, found.text.indexOf(sentence)).split("\n").length
      : 0;
    return {
      file: found?.candidate ?? file,
      ...(line ? { where: `line ${line}` } : {}),
      message: `the sentence ${show(sentence)} uses {${name}}, which the site cannot fill in here. Keep the words in curly brackets exactly as they were; check the spelling.`,
    };
  }

  const packageText = /^app\/content\/(\w+)\/tours\.ts$/.exec(failure.file);
  if (packageText && /Cannot (destructure|read properties of undefined)/.test(message)) {
    const locale = packageText[1] ?? "";
    const source = content.source?.(failure.file) ?? "";
    const named = [...source.matchAll(/^\s*"?([a-z0-9][a-z0-9-]*)"?\s*:\s*\{/gm)].map(
      (match) => match[1] ?? "",
    );
    const slugs = Array.isArray(content.packageData)
      ? content.packageData.map((item) => (isRecord(item) ? String(item.slug) : ""))
      : [];
    const missing = slugs.filter((slug) => !named.includes(slug));
    const unknown = named.filter((name) => !slugs.includes(name));
    if (missing.length > 0) {
      const other = locale === "en" ? "id" : "en";
      return {
        file: failure.file,
        where: missing.map((slug) => `package "${slug}"`).join(", "),
        message: `${missing.length === 1 ? "this package has" : "these packages have"} no text in ${languageName[locale] ?? locale}. Copy ${missing.length === 1 ? "its block" : "their blocks"} from app/content/${other}/tours.ts and translate ${missing.length === 1 ? "it" : "them"}, keeping the name in quotes as it is.${
          unknown.length > 0
            ? ` This file has text for ${oneOf(quoted(unknown), "and")}, which is not a package in app/content/packages.ts: check the spelling.`
            : ""
        }`,
      };
    }
  }

  const review = /Review (\w+) names an unknown package: (.+)$/.exec(message);
  if (review) {
    return {
      file: "app/content/gallery.ts",
      where: `review "${review[1]}"`,
      message: `the review names the package ${show(review[2])}, which is not in app/content/packages.ts. Use the package's web address name (slug).`,
    };
  }
  const month = /Not a month: (.*)$/.exec(message);
  if (month) {
    return {
      file: "app/content/gallery.ts",
      message: `the travel month ${show(month[1])} is not a month; write it as year and month, like "2026-04".`,
    };
  }
  const price = /Not a price in rupiah: (.*)$/.exec(message);
  if (price) {
    return {
      file: "app/content/packages.ts",
      message: `a price per person (${price[1]}) cannot be shown; it must be a whole number of rupiah between ${grouped(priceRange.min)} and ${grouped(priceRange.max)}.`,
    };
  }

  const where = failure.at?.line ? `line ${failure.at.line}` : undefined;
  return {
    file,
    ...(where && file === failure.at?.file ? { where } : {}),
    message: `the build could not read this file: ${message.split("\n")[0]} If this does not tell you what to fix, ask a developer.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Everything

/** Every problem in the content, and what was checked. */
export function checkContent(
  content: ContentToCheck & { sourceFiles?: readonly string[] },
  options: { today?: Date } = {},
): CheckResult {
  const today = options.today ?? new Date();
  const problems: Problem[] = [];
  const locales = Object.keys(content.locales) as Locale[];
  const seasons = [
    ...new Set(
      locales.flatMap((locale) => {
        const words = content.locales[locale]?.packageWords;
        return isRecord(words) && isRecord(words.seasons) ? Object.keys(words.seasons) : [];
      }),
    ),
  ];

  const neutral = checkPackages(content, problems, seasons);
  checkSiteConfig(content, problems);
  checkPageRegistry(content, problems);
  const seasonsInUse = Array.isArray(content.packageData)
    ? [
        ...new Set(
          content.packageData
            .map((item) => (isRecord(item) ? item.season : undefined))
            .filter((season): season is string => typeof season === "string"),
        ),
      ]
    : [];
  for (const locale of locales) {
    checkPackageWords(
      content,
      locale,
      problems,
      seasonsInUse.filter((s) => seasons.includes(s)),
    );
    checkPackageTexts(content, locale, problems, neutral);
    checkLanguage(content, locale, problems, neutral, today);
  }
  for (const failure of content.failures ?? []) {
    const explained = explainFailure(failure, content);
    // A mistake the checks above already named can stop a page from loading: say it once.
    const placeholder = /^the sentence .* uses (\{\w+\})/.exec(explained.message)?.[1];
    const alreadyNamed = problems.some(
      (problem) =>
        problem.file === explained.file &&
        (/^(a price per person|the travel month)/.test(explained.message) ||
          (placeholder !== undefined && problem.message.includes(placeholder))),
    );
    if (!alreadyNamed) problems.push(explained);
  }

  const unique = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  return { problems: [...unique.values()], checked: counts(content, neutral) };
}

function counts(content: ContentToCheck, neutral: Neutral): CheckResult["checked"] {
  let texts = 0;
  const pictures = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      texts++;
      return;
    }
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (isRecord(value) && typeof value.src === "string" && "alt" in value) {
      pictures.add(value.src);
      // A photo's files and preview are the build's work, not texts to count.
      if (typeof value.srcset === "string") {
        texts += typeof value.alt === "string" ? 2 : 1;
        return;
      }
    }
    for (const item of Object.values(value)) visit(item);
  };
  for (const loaded of Object.values(content.locales)) visit(loaded);
  visit(content.siteConfig);
  for (const item of asArray(content.packageList)) {
    if (isRecord(item) && typeof item.image === "string")
      pictures.add(`/app/assets/art/${item.image}`);
  }
  for (const page of asArray(content.pageRegistry)) {
    if (isRecord(page) && typeof page.shareArt === "string") {
      pictures.add(`/app/assets/art/${page.shareArt}`);
    }
  }
  return {
    packages: neutral.slugs.length,
    texts,
    pictures: pictures.size,
    languages: Object.keys(content.locales).length,
  };
}
