/** content/pages/privacy.json and content/pages/terms.json: the two pages a careful buyer reads before paying. */
import { z } from "zod";
import { isoDate, list, paragraph, same, template, text } from "./fields.ts";
import { hero, pageMeta } from "./page-parts.ts";

const placeholderHint =
  'Put what only the company can give in [square brackets] ("[how long we keep inquiries]"): the page marks it "not ready to publish", the build lists it and a build for the real address stops on it.';

/** A numbered part of a notice: a heading, its paragraphs and, if it has one, a list. */
const legalSection = z.object({
  title: text("Heading"),
  paragraphs: list(paragraph("Paragraph").meta({ description: placeholderHint }), "Paragraphs"),
  points: list(text("Point").meta({ description: placeholderHint }), "List").optional(),
});

/** What both pages have: their search entry, a title and introduction, the day they last changed. */
const legalPage = {
  meta: pageMeta,
  hero,
  updatedOn: isoDate(
    "Last changed on (year-month-day)",
    "The day the text last changed in substance; the page shows it under the title.",
  ),
  updated: template(["date"], [], "The line under the title saying when it last changed"),
  contentsTitle: text("Heading of the list of sections"),
};

export const privacySchema = z.object({
  ...legalPage,
  sections: list(legalSection, "Sections"),
});

export const termsSchema = z.object({
  ...legalPage,
  sections: list(
    legalSection.extend({
      showsPaymentTerms: same(
        z.boolean().optional().meta({
          title: "Show the payment terms here",
          description:
            "After this section's paragraphs, the page shows the deposit and balance all packages share (Terms and questions, all packages › Payment) and each package's own payment terms where its file gives them.",
        }),
      ),
    }),
    "Sections",
  ),
  packageTerms: z
    .object({
      title: text("Heading of each package's own payment terms"),
      intro: paragraph("Introduction"),
    })
    .meta({ title: "Each package's payment terms" }),
});
