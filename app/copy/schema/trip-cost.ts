/**
 * What a buyer pays on top of the package price, how full each departure is, and the words the
 * package page uses for its estimate, payment dates and departures. Each package field is
 * optional: today's packages leave them empty and the page shows no section for them. Nothing
 * here is invented: only the company's own figures.
 */
import { z } from "zod";
import { estimateRooms, extraPer, passportTypes } from "../../trip/estimate.ts";
import { isoDate, labels, list, same, template, text, wholeNumber } from "./fields.ts";

const count = (title: string, description?: string) => wholeNumber(0, 999, title, description);

/**
 * One extra a buyer pays on top of the package: a visa fee, tips, insurance, an optional tour.
 * `passport` limits a line to travellers with that passport (the visa fee: regular passports).
 */
export const tripExtra = z.object({
  name: text("What it is", 'For example "Japan visa fee" or "Tips for the guide and driver".'),
  purpose: text("What it is for", "One short sentence a buyer reads beside the amount."),
  amountIdr: wholeNumber(1, 200_000_000, "Amount (rupiah)", "Digits only, for example 650000."),
  per: same(z.enum(extraPer).meta({ title: "Per person or per group" })),
  passport: same(
    z.enum(passportTypes).optional().meta({
      title: "Only for this passport",
      description: "Leave empty when it applies to all.",
    }),
  ),
  optional: same(
    z.boolean().meta({
      title: "Optional (the buyer chooses it)",
      description: "Off for what every traveller pays (visa, tips); on for optional tours.",
    }),
  ),
});

/** How full a departure is: each figure optional, given together with "updated on". */
export const departureSeats = {
  seatsLeft: count("Seats left").optional(),
  booked: count("Travellers booked").optional(),
  minimum: count("Travellers needed to depart", "The group size at which it departs.").optional(),
};

/** Package fields: the extras, the day seat figures were updated and the price's last valid day. */
export const tripCostFields = {
  extras: list(
    tripExtra,
    "Extras a buyer pays on top (visa, tips, insurance, optional tours)",
  ).optional(),
  seatsUpdatedOn: isoDate(
    "Seat figures updated on (year-month-day)",
    "The day you last counted seats and bookings. The build warns once it is 14 days old.",
  ).optional(),
  priceValidUntil: isoDate(
    "Prices valid until (year-month-day)",
    "The last day these prices hold; search engines show it with the price.",
  ).optional(),
};

/** The package page's words for the estimate, the payment dates and the departures' seats. */
export const tripCostWords = z.object({
  estimate: z.object({
    badge: text("Badge (Perkiraan / Estimate)"),
    title: text(),
    intro: text(),
    confirms: text("Says the quotation confirms the price"),
    checked: template(["date"], [], "The day the figures were checked (the payment terms')"),
    departure: text("Field: departure"),
    room: text("Field: room"),
    rooms: labels(estimateRooms),
    people: z.object({
      adults: text(),
      childWithBed: text(),
      childNoBed: text(),
      infants: text(),
    }),
    passport: text("Field: passport"),
    passports: labels(passportTypes),
    optional: text("Heading of the optional extras"),
    lineCount: template(["count", "price"], [], "A line's count and unit price"),
    perPerson: text("Per person"),
    perGroup: text("Per group"),
    total: text("Total"),
    average: text("Per person on average"),
    notOffered: text("When the choice has no price"),
    ask: text("Button: ask for a quotation with this estimate"),
    summary: template(["choice", "total"], [], "The line the WhatsApp message and email carry"),
    tableTitle: text("Without JavaScript: title of the per-person table"),
    tableRoom: text("Table heading: room"),
    tablePackage: text("Table heading: package price"),
    tableExtras: text("Without JavaScript: heading of the extras"),
  }),
  schedule: z.object({
    title: text(),
    intro: template(["date"], [], "Introduction, for the chosen departure"),
    deposit: template(["amount", "perPerson"]),
    balance: template(["amount", "date", "days"]),
    cancellationTitle: text(),
    cancellation: template(["date", "days", "charge"]),
    past: text("After a day already past"),
  }),
  seats: z.object({
    left: template(["count"]),
    booked: template(["booked", "minimum"]),
    updated: template(["date"]),
  }),
});

/** The tours page's list of the coming departures of every package, by month. */
export const upcomingDeparturesWords = z
  .object({ title: text(), intro: text() })
  .meta({ title: "Coming departures (shown when packages give dates)" });
