/**
 * The field builders every content schema is made of (app/copy/schema/*.ts, one file per content
 * file): a text, a template, a fact, a picture, a link, a list. From the schemas come the TypeScript
 * types the pages use (`z.infer`), the build's content check (prebuild/content-check-cli.ts) and
 * the CMS's fields (editor/cms-config.ts).
 *
 * A page or package file holds one object per language, `{ "en": {...}, "id": {...} }`, each
 * described by the same schema. Fields marked `same()` hold language-neutral facts (a price, a
 * picture, a rating): the CMS copies them to the other language and the check refuses a file whose
 * two languages disagree. `title` and `description` in `.meta()` are the CMS's label and hint.
 *
 * Only types leave these modules for the pages: zod itself never reaches a visitor's browser.
 */
import { z } from "zod";
import { keysOf, recordOf } from "../../lib/record.ts";
import { pageKeys } from "../pages.ts";

/** Placeholders every text may use; the build fills them from content/site.json (and the meal promise). */
export const siteTextPlaceholders = [
  "brandName",
  "partnerName",
  "assistantName",
  "socialNetworkName",
  "legalName",
  "officialWhatsapp",
  "emailGeneral",
  "emailBookings",
  "groupPriceFrom",
  "groupCoordinatorFrom",
  "minimalFeeDays",
  "packageMinimums",
  "meals",
  "mealsIncluded",
  "mealsAnswer",
] as const;

/** Hints shared by many fields. */
const hint = {
  template: (required: readonly string[], optional: readonly string[]) =>
    [
      `Keep ${required.map((name) => `{${name}}`).join(", ")}: the site fills ${required.length > 1 ? "them" : "it"} in.`,
      optional.length > 0
        ? `You may also use ${optional.map((name) => `{${name}}`).join(", ")}.`
        : "",
    ]
      .join(" ")
      .trim(),
};

/** A visible text: not empty. Its placeholders are checked by prebuild/content-check-cli.ts. */
export const text = (title?: string, description?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ ...(title ? { title } : {}), ...(description ? { description } : {}) });

/** A longer text: the CMS gives it a text area. */
export const paragraph = (title?: string) => text(title).meta({ widget: "text" });

/**
 * A sentence the site completes at run time: `{price}` in "Starting from {price}". It must keep the
 * `required` placeholders and may use the `optional` ones.
 */
export const template = (
  required: readonly string[],
  optional: readonly string[] = [],
  title?: string,
) =>
  text(title, hint.template(required, optional)).meta({
    placeholders: [...required, ...optional],
    requiredPlaceholders: [...required],
  });

/** A language-neutral fact, the same in both languages (the CMS copies it across). */
export const same = <T extends z.ZodType>(schema: T) => schema.meta({ same: true });

export const wholeNumber = (min: number, max: number, title: string, description?: string) =>
  same(
    z
      .number()
      .int()
      .min(min)
      .max(max)
      .meta({ title, ...(description ? { description } : {}) }),
  );

/** A file in app/assets/art: an SVG drawing or a photo (JPEG, PNG, WebP, AVIF). */
export const pictureFile = same(
  z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]*\.(svg|jpe?g|png|webp|avif)$/,
      "must be a file name in lower case (letters, digits, - . _), ending in .svg, .jpg, .png, .webp or .avif",
    )
    .meta({
      title: "Picture",
      widget: "image",
      description: "A photo (JPEG, at least 1280 px wide) or a drawing (SVG).",
    }),
);

/** A picture with its description for people who cannot see it. */
export const picture = z.object({
  file: pictureFile,
  alt: text(
    "Picture description",
    "What the picture shows, for people who cannot see it (one sentence).",
  ),
});

/** A traveler's portrait: its description is written by the site ("Portrait of {name}"). */
export const portrait = z.object({ file: pictureFile });

/** A link to a page of the site. */
export const link = z.object({
  page: same(z.enum(pageKeys).meta({ title: "Page" })),
  label: text("Link text"),
});

export const list = <T extends z.ZodType>(item: T, title?: string) =>
  z
    .array(item)
    .min(1)
    .meta(title ? { title } : {});

/**
 * A fact a buyer compares before paying (a deposit, a date, a baggage allowance), in whole
 * sentences. A sentence holding a part only the company can give, in square brackets ("Baggage
 * allowance: [baggage allowance]."), is left off the page; the words in the brackets join the one
 * line that lists what the quotation states, and the build lists it.
 */
export const fact = (title: string, description?: string) =>
  paragraph(title).meta({
    placeholders: ["minPax"],
    requiredPlaceholders: [],
    description: [
      description,
      'Write whole sentences. Put a sentence whose fact only the company can give in [square brackets] naming it ("[baggage allowance]"): the page leaves that sentence off and names it in the line of what the quotation states; the build lists it.',
    ]
      .filter(Boolean)
      .join(" "),
  });

/** A day of one language's version: "2026-11-27" (a guide's publication, which each language has). */
export const day = (title: string, description?: string) =>
  z
    .string()
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
      "must be written as year-month-day, for example 2026-11-27",
    )
    // 2026-02-31 has the shape of a day but is none: the page would say 3 March.
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().startsWith(day);
    }, "is not a day of the calendar (check the month's last day)")
    .meta({ title, ...(description ? { description } : {}) });

/** A day: "2026-11-27". The content check warns when a "checked on" date is over six months old. */
export const isoDate = (title: string, description?: string) => same(day(title, description));

/** When staff last checked a fact that changes (visa rules, payment terms): the page shows it. */
export const checkedOn = isoDate(
  "Checked on (year-month-day)",
  "The day you last checked these facts. The build warns once it is more than six months old.",
);

/**
 * The names of an icon table (app/copy/*-icons.ts), in its order: the icons staff choose from.
 * Each name is written once, beside its shape.
 */
export const iconNames = <T extends object>(icons: T) => keysOf(icons);

export const labels = <K extends string>(keys: readonly K[]) =>
  z.object(recordOf(keys, () => text()));
