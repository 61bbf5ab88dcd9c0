/** content/pages/tours.json. */
import { z } from "zod";
import { groupIcons } from "../group-icons.ts";
import { labels, link, list, paragraph, text } from "./fields.ts";
import { card, hero, pageMeta, section } from "./page-parts.ts";
import { upcomingDeparturesWords } from "./trip-cost.ts";

const cardLabelKeys = [
  "duration",
  "groupSize",
  "season",
  "highlights",
  "included",
  "requestQuotation",
  "details",
] as const;

export const toursSchema = z.object({
  meta: pageMeta,
  hero,
  packages: section,
  cardLabels: labels(cardLabelKeys),
  customTour: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    points: list(text()),
    /** To the contact page, with "a custom tour" chosen. */
    button: z.object({ label: text("Button text") }),
  }),
  groups: section.extend({
    cards: list(card(groupIcons).extend({ perk: text() })),
    button: link,
  }),
  upcoming: upcomingDeparturesWords,
});
