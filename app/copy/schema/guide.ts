/**
 * A guide, content/guides/<slug>.json (the file name is its address: /guides/<slug>): an article
 * that answers what buyers search for (visa, seasons, halal food) and links to the packages. One
 * object per language, as a package file has, but a language may be left out: a guide written
 * only in Indonesian is only on the Indonesian site (the content check, content-check/
 * guide-rules.ts, says which languages a file gives).
 */
import { z } from "zod";
import type { Locale } from "../../lib/locale.ts";
import { day, list, paragraph, picture, same, text } from "./fields.ts";

/**
 * The language a guide is written in first: the CMS checks it and copies its language-neutral
 * fields to the other (editor/cms-config.ts), and the content check names it as their source.
 */
export const guidesFirstLocale = "id" satisfies Locale;

/** A reading-time estimate's speed: words a minute, for a reader of either language. */
export const wordsPerMinute = 200;

/** A web page the guide's facts rest on, and the day someone last checked it says so. */
const source = z.object({
  title: same(text("Title of the page", "As the page itself names it, with its publisher.")),
  url: same(
    z
      .url({ protocol: /^https?$/ })
      .meta({ title: "Address (https://…)", description: "The page's full address." }),
  ),
  checkedOn: same(
    day(
      "Checked on (year-month-day)",
      "The day someone last read the page and found the guide's facts still there. The build warns a year later.",
    ),
  ),
});

export const guideSchema = z.object({
  title: text(
    "Title",
    "The guide's heading, its title in search results and in the feed. Indonesian: sentence case.",
  ),
  description: paragraph("Description in search results and link previews").meta({
    description:
      "One or two sentences, at most 160 characters: under the title on the list of guides, in search results, link previews and the feed.",
  }),
  publishedOn: day(
    "Published on (year-month-day)",
    "The day this language's version was first published.",
  ),
  updatedOn: day(
    "Updated on (year-month-day)",
    "The day its facts or text last changed in substance; the same as Published on until then. The page, the feed and the sitemap show it.",
  ),
  author: same(
    text(
      "Author (a staff member's name)",
      "Only a real staff member's name. Leave it empty for the team: the page says “Tim {brandName}” and search engines read the company as the author.",
    ),
  ).optional(),
  cover: picture,
  // Lists are never `same()` as a whole (Decap's lists take no i18n "duplicate"): their items'
  // fields are, and the content check holds the two languages' lists to the same items.
  relatedPackages: list(
    same(text("Package (its file name)").meta({ widget: "package" })),
    "Related packages",
  ).meta({ description: "The packages the guide speaks of: their cards follow the guide." }),
  sources: list(source, "Sources").meta({
    description:
      "Every fact about Japan the guide states rests on one of these, official where there is one (the Embassy of Japan in Indonesia, JNTO, MOFA). Listed at the end of the guide with the day each was checked.",
  }),
  body: text("Text").meta({
    widget: "markdown",
    description:
      "Headings (##) become the list of contents of a long guide. Link to the site's pages by their address in this language (/id/tours/tokyo-discovery in Indonesian): the build stops on a link to a page that does not exist. Write the meal promise only as {mealsAnswer}. Pictures and HTML are not shown.",
  }),
});

export type GuideData = z.infer<typeof guideSchema>;

/**
 * Whether a language's object in a guide file is that language's version: its title or its text
 * is written. The CMS copies the language-neutral fields (the cover's file, the packages, the
 * sources) into a language nobody wrote; such an object is no version of the guide.
 */
export function isWrittenGuide(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return ["title", "body"].some((key) => {
    const field: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
    return typeof field === "string" && field.trim() !== "";
  });
}
