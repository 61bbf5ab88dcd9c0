/** content/pages/gallery.json. */
import { z } from "zod";
import { list, paragraph, picture, same, text } from "./fields.ts";
import { figure, hero, pageMeta, section, statisticsSource, traveler } from "./page-parts.ts";

/** An ISO month, "2026-03". */
const isoMonth = same(
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be written as year-month, for example 2026-03")
    .meta({ title: "Month of travel (year-month)" }),
);

export const gallerySchema = z.object({
  meta: pageMeta,
  hero,
  statisticsLabel: text(),
  statistics: list(figure),
  statisticsSource: statisticsSource,
  photos: section.extend({
    items: list(z.object({ title: text(), location: text(), image: picture })),
  }),
  reviews: section.extend({
    packageLabel: text(),
    dateLabel: text(),
    items: list(
      traveler.extend({
        dateTime: isoMonth,
        package: same(text("Package (its file name)").meta({ widget: "package" })),
        review: paragraph("Their words"),
      }),
    ),
  }),
  videos: z.object({ eyebrow: text(), title: text(), status: text(), text: paragraph() }),
  social: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    link: z.object({ label: text() }),
  }),
});
