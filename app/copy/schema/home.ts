/** content/pages/home.json. */
import { z } from "zod";
import { link, list, paragraph, picture, text } from "./fields.ts";
import { cta, figure, pageMeta, section, statisticsSource, traveler } from "./page-parts.ts";

export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    badge: text(),
    title: text(),
    intro: paragraph(),
    primaryCta: link,
    secondaryCta: link,
    image: picture,
  }),
  statisticsLabel: text(),
  statistics: list(figure),
  statisticsSource: statisticsSource,
  welcome: z.object({
    eyebrow: text(),
    title: text(),
    paragraphs: list(paragraph()),
    link,
  }),
  featured: section.extend({ detailsLabel: text() }),
  testimonials: section.extend({
    items: list(
      traveler.extend({
        trip: text("The trip they took", "The kind of trip and where, as their words tell it."),
        text: paragraph("Their words"),
      }),
    ),
  }),
  cta,
});
