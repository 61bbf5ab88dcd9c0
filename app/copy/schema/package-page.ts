/** content/pages/package.json. */
import { z } from "zod";
import { promoKinds } from "../../trip/departure-price.ts";
import { labels, paragraph, template, text } from "./fields.ts";
import { departureStatuses, priceRows } from "./package.ts";
import { tripCostWords } from "./trip-cost.ts";

/** The words of every package's own page (its facts come from the package file). */
export const packagePageSchema = z.object({
  metaTitle: template(["title"], ["duration"]),
  metaDescription: template(["title", "price"], ["duration", "groupSize", "minPax", "season"]),
  breadcrumbLabel: text(),
  homeLabel: text(),
  toursLabel: text(),
  labels: z.object({ overview: text() }),
  othersTitle: text(),
  share: z.object({
    button: text(),
    whatsapp: text(),
    copyLink: text(),
    copied: text(),
    text: template(["title"], ["duration", "price"]),
  }),
  /** The printed page and the flyer: how a buyer passes the package on. */
  forward: z.object({
    print: text("Print button"),
    flyer: text("Flyer link"),
    howToBook: text("On the printed page: heading of how to book"),
    whatsapp: text("On the printed page: WhatsApp"),
    email: text("On the printed page: email"),
    page: text("On the printed page: this page's address"),
    company: template(["name", "nib"], [], "On the flyer: the company's name and NIB"),
  }),
  itinerary: z.object({
    title: text(),
    day: template(["number", "title"]),
    places: template(["places", "served"]),
    meals: labels(["breakfast", "lunch", "dinner"]),
    /** A day whose meals are all on the traveler's own account. */
    noMeals: text(),
  }),
  prices: z.object({ title: text(), intro: paragraph(), rows: labels(priceRows) }),
  departures: z.object({
    title: text(),
    statuses: labels(departureStatuses),
    priceLabel: text("Before a date's price (the adult twin price)"),
    normalPrice: template(["price"], [], "A price a promo lowers, said beside the promo price"),
    promo: template(["kind", "date"], [], 'A promo\'s last day: "Promo s/d 31 Januari 2027"'),
    promoKinds: labels(promoKinds),
  }),
  tripCost: tripCostWords,
  details: z.object({
    flight: template(["airline", "route"]),
    hotel: template(["city", "hotel"]),
    deposit: template(["amount"]),
    balance: template(["days"]),
    cancellationTitle: text(),
    cancellation: template(["days", "charge"]),
  }),
});
