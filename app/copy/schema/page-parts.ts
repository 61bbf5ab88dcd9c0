/** Parts several pages' schemas share: a page's search entry, a hero, a section, a figure, a card. */
import { z } from "zod";
import { iconNames, link, paragraph, portrait, same, text } from "./fields.ts";

export const pageMeta = z.object({
  title: text("Title in search results"),
  description: paragraph("Description in search results and link previews"),
  imageAlt: text("Share image description"),
});

export const hero = z.object({ title: text("Title"), intro: paragraph("Introduction") });

export const section = z.object({
  eyebrow: text("Small heading above the title"),
  title: text("Title"),
  intro: paragraph("Introduction"),
});

/** A figure of the home and gallery pages: "5,000+", "4.9/5", "98%". */
export const figure = z.object({
  kind: same(z.enum(["count", "rating", "percent"]).meta({ title: "Kind of figure" })),
  value: same(z.number().positive().meta({ title: "Value" })),
  outOf: same(z.number().int().positive().optional().meta({ title: "Out of (ratings)" })),
  label: text("Label"),
});

/** Where the figures come from: shown under them, since a figure without its source proves nothing. */
export const statisticsSource = paragraph("Source of the figures").meta({
  description:
    'One sentence under the figures naming where they come from: "Sumber: data pemesanan kami 2016–2026 dan 1.240 ulasan Google (November 2026)." A build for the real address stops while it is [in square brackets].',
});

export const rating = same(z.number().int().min(1).max(5).meta({ title: "Stars (1–5)" }));

/** A traveler who wrote to us: a testimonial on the home page, a review in the gallery. */
export const traveler = z.object({
  name: same(text("Name")),
  location: text("City"),
  image: portrait,
  rating,
});

/**
 * A card with an icon. Its icon is the same in both languages unless the cards' order may differ
 * by language (Indonesian companies write "Visi" before "Misi").
 */
export const card = <T extends object>(icons: T, orderByLanguage = false) => {
  const icon = z.enum(iconNames(icons)).meta({ title: "Icon" });
  return z.object({
    icon: orderByLanguage ? icon : same(icon),
    title: text("Title"),
    description: paragraph("Description"),
  });
};

export const cta = z.object({ title: text("Title"), text: paragraph("Text"), button: link });
