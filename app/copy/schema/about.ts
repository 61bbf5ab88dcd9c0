/** content/pages/about.json. */
import { z } from "zod";
import { aboutIcons } from "../about-icons.ts";
import { link, list, paragraph, text } from "./fields.ts";
import { card, hero, pageMeta, section } from "./page-parts.ts";

export const aboutSchema = z.object({
  meta: pageMeta,
  hero,
  whoWeAre: z.object({
    eyebrow: text(),
    title: text(),
    paragraphs: list(paragraph()),
    partnership: z.object({
      badge: text(),
      companiesJoiner: text(),
      title: text(),
      text: paragraph(),
      points: list(text()),
    }),
  }),
  values: section.extend({ cards: list(card(aboutIcons, true)) }),
  whyChooseUs: section.extend({ cards: list(card(aboutIcons)) }),
  closing: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    primaryLink: link,
    secondaryLink: link,
  }),
});
