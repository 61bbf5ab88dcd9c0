/** content/pages/guides.json: the list of guides, and the words around every guide's own page. */
import { z } from "zod";
import { paragraph, template, text } from "./fields.ts";
import { hero, pageMeta } from "./page-parts.ts";

export const guidesPageSchema = z.object({
  meta: pageMeta,
  hero,
  /** When a language has no guide yet. */
  empty: paragraph("When there is no guide in this language"),
  /** Each guide's card on the list and its own page's first screen. */
  labels: z.object({
    readingTime: template(["minutes"], [], 'Reading time: "{minutes} menit baca"'),
    published: template(["date"], [], "The day it was published"),
    updated: template(["date"], [], "The day it last changed (shown once it differs)"),
    team: text(
      "The author when the guide names none",
      "The team: “Tim {brandName}”. A guide that names its author shows that name instead.",
    ),
    byline: template(["author"], [], "Who wrote it: {author} is the name, or the team's"),
  }),
  /** A guide's own page. */
  guide: z.object({
    breadcrumbLabel: text("Breadcrumb's name for screen readers"),
    contents: text("Heading of a long guide's list of contents"),
    sources: text("Heading of the sources"),
    sourcesIntro: paragraph("Before the sources"),
    checkedOn: template(["date"], [], "After each source: the day it was checked"),
    related: text("Heading of the related packages"),
    cta: z
      .object({
        title: text("Title"),
        text: template(["title"], [], "Text: {title} is the guide's"),
        button: text("Button to the contact page"),
      })
      .meta({ title: "The call to action at the end" }),
    share: z.object({
      button: text(),
      whatsapp: text(),
      copyLink: text(),
      copied: text(),
      text: template(["title"], [], "The text sent with a shared guide's address"),
    }),
  }),
});
