/** A package file, content/packages/<slug>.json: its facts, its program, its prices. */
import { z } from "zod";
import { promoKinds } from "../../trip/departure-price.ts";
import {
  checkedOn,
  fact,
  isoDate,
  list,
  paragraph,
  picture,
  same,
  text,
  wholeNumber,
} from "./fields.ts";
import { departureSeats, tripCostFields } from "./trip-cost.ts";

export const seasons = ["all-year", "spring-autumn", "winter"] as const;

/** Prices below this are refused: a price this low has lost a digit or more. */
export const priceRange = { min: 1_000_000, max: 200_000_000 } as const;

/** What one package's page says besides its program, in the order a buyer compares them. */
const packageFacts = z.object({
  notIncluded: list(text(), "Not included"),
  departures: fact("Departures", "Dates, or when the package departs on request."),
  flights: fact("Flights and baggage"),
  hotels: fact("Hotel standard"),
  singleRoom: fact("Single room supplement"),
});

const rupiah = (title: string) =>
  wholeNumber(0, priceRange.max, title, "Digits only, for example 2500000 for Rp2.500.000.");

/** The rows of a package's price table: by room and by age. */
export const priceRows = [
  "twin",
  "triple",
  "childWithBed",
  "childNoBed",
  "infant",
  "singleSupplement",
] as const;

export const departureStatuses = ["guaranteed", "available", "few-seats", "full"] as const;

const priceRow = z.object({
  row: same(z.enum(priceRows).meta({ title: "Room or age" })),
  priceIdr: rupiah("Price per person (rupiah)"),
});

/**
 * A departure's own prices and its promo, each optional: a date without them costs the package's
 * prices (content-check/trip-cost-rules.ts checks that they add up).
 */
const departurePrices = {
  prices: list(priceRow, "This date's prices (high or low season)")
    .meta({
      description:
        "Only when this date costs differently (sakura, Golden Week, autumn leaves, year-end, school holidays). They replace the package's prices (the usual season's, which stay needed) for this date: give every room and age those give. Leave empty to use the package's prices.",
    })
    .optional(),
  promo: z
    .object({
      kind: same(
        z.enum(promoKinds).meta({
          title: "Kind",
          description: "Early bird: for those who book early. Promo: any other offer.",
        }),
      ),
      until: isoDate(
        "Last day of the offer (year-month-day)",
        'The page says "Promo s/d" this day; the site drops the offer the day after, by itself. On or before the departure.',
      ),
      prices: list(priceRow, "Offer prices").meta({
        description:
          "Only the rooms and ages the offer lowers, each below this date's normal price (the page strikes the normal price through).",
      }),
    })
    .meta({ title: "Promo or early-bird price (optional)" })
    .optional(),
};

/**
 * What Indonesian agencies show on a package, each optional: the page shows a part once it is
 * given and has no empty section for one that is not. None is invented: only the company's own.
 */
const packageDetails = {
  itinerary: list(
    z.object({
      title: text("Day's title"),
      places: text("Places visited"),
      meals: z
        .object({
          breakfast: same(z.boolean().meta({ title: "Breakfast (B)" })),
          lunch: same(z.boolean().meta({ title: "Lunch (L)" })),
          dinner: same(z.boolean().meta({ title: "Dinner (D)" })),
        })
        .meta({ title: "Meals included" }),
    }),
    "Itinerary, day by day",
  ).optional(),
  prices: list(priceRow, "Prices by room and age").optional(),
  departureDates: list(
    z.object({
      date: isoDate("Departure date (year-month-day)"),
      status: same(z.enum(departureStatuses).meta({ title: "Seats" })),
      ...departureSeats,
      ...departurePrices,
    }),
    "Departure dates",
  ).optional(),
  flight: z
    .object({ airline: same(text("Airline")), route: text("Route") })
    .meta({ title: "Airline and route" })
    .optional(),
  hotelList: list(
    z.object({ city: text("City"), hotel: text("Hotel, or its class") }),
    "Hotels by city",
  ).optional(),
  payment: z
    .object({
      depositIdr: rupiah("Deposit (DP) per person (rupiah)"),
      balanceDays: wholeNumber(1, 365, "Balance (pelunasan): days before departure"),
      cancellation: list(
        z.object({
          daysBefore: wholeNumber(0, 365, "From this many days before departure"),
          charge: text("Charge", "For example: 50% of the tour price."),
        }),
        "Cancellation charges",
      ),
      checkedOn,
    })
    .meta({ title: "Payment terms" })
    .optional(),
  ...tripCostFields,
};

/** A package, one file per package in content/packages/ (the file name is its address). */
export const packageSchema = z.object({
  order: wholeNumber(1, 99, "Position in lists", "1 is shown first."),
  title: text("Package name"),
  image: picture,
  days: wholeNumber(1, 60, "Days"),
  nights: wholeNumber(0, 59, "Nights"),
  minPax: wholeNumber(1, 60, "Smallest group (people)"),
  season: same(z.enum(seasons).meta({ title: "Season" })),
  priceIdr: wholeNumber(
    priceRange.min,
    priceRange.max,
    "Starting price per person (rupiah)",
    "Digits only, for example 12500000 for Rp12.500.000. Once the package gives a twin price (by room, or by departure), the site shows the lowest adult twin price of the coming departures instead.",
  ),
  description: paragraph("Description"),
  highlights: list(text(), "Highlights"),
  included: list(text(), "Included"),
  facts: packageFacts.meta({ title: "Facts buyers compare" }),
  ...packageDetails,
});

export type PackageData = z.infer<typeof packageSchema>;

export type Season = (typeof seasons)[number];
