/** content/pages/package-terms.json. */
import { z } from "zod";
import { checkedOn, fact, list, template, text } from "./fields.ts";

/**
 * The terms every package shares, and the questions buyers ask (content/pages/package-terms.json):
 * shown on every package's page after its program, in the order a buyer compares them.
 */
export const packageTermsSchema = z.object({
  title: text("Section title"),
  /** The one line naming every fact the page leaves to the quotation. */
  quotation: template(["facts"], [], "What the quotation states").meta({
    description:
      'Keep {facts}: the site lists there every fact in [square brackets] on the page ("DP, pelunasan dan harga anak").',
  }),
  checkedOn: template(["date"], [], "Checked on (as the page says it)"),
  labels: z
    .object({
      included: text(),
      notIncluded: text(),
      payment: text(),
      departures: text(),
      tripType: text(),
      rooms: text(),
      visa: text(),
      meals: text(),
      leader: text(),
      flights: text(),
      hotels: text(),
      quotation: text(),
    })
    .meta({ title: "Headings" }),
  payment: z
    .object({
      deposit: fact("Deposit (DP)"),
      balance: fact("Balance"),
    })
    .meta({ description: "Shown for a package without its own payment terms." }),
  tripType: fact(
    "Private or open trip",
    "Who travels together, and how a couple or family can join.",
  ),
  rooms: z.object({
    basis: fact("Room basis"),
    children: fact("Children and infants"),
  }),
  visa: z.object({
    rule: fact("Japan visa"),
    service: fact("Who arranges the visa"),
    checkedOn,
  }),
  meals: z.object({
    meals: fact("Meals"),
    prayer: fact("Prayer"),
    onsen: fact("Hot springs (onsen)"),
  }),
  leader: fact("Tour leader and local guides"),
  faq: z
    .object({
      title: text("Title"),
      items: list(
        z.object({
          question: text("Question"),
          answer: fact("FAQ answer"),
        }),
      ),
    })
    .meta({ title: "Questions buyers ask" }),
});
