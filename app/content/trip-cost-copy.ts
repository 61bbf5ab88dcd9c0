/**
 * The package page's estimate, per-person table and departure lines, built from the package's
 * figures and the page's words in one language (issue 38). Each part only when the package gives
 * what it needs: today's packages give none, and their pages show none of it.
 */
import { type EstimatePrices, firstChoice, passportTypes, roomsOffered } from "~/lib/estimate";
import { describeEstimate, type EstimateData } from "~/lib/estimate-view";
import { formatIdr } from "~/lib/format-price";
import { type Locale, localeInfo } from "~/lib/locale";
import { sayDay, sayMonth } from "~/lib/payment-schedule";
import { fillTemplate } from "~/lib/template";
import { packagePath } from "./pages";
import type { PackageOffer, TripCostCopy, UpcomingDeparturesCopy } from "./trip-cost-view";
import type { PackageSource, PageSource } from "./view";

type Words = Pick<PageSource<"package">, "prices" | "departures" | "tripCost">;

/** The price table's rows as the estimate reads them. */
function pricesOf(source: PackageSource): EstimatePrices {
  return Object.fromEntries((source.prices ?? []).map((row) => [row.row, row.priceIdr]));
}

/** What the estimate computes from: undefined for a package without a room price. */
export function estimateData(
  source: PackageSource,
  words: Words,
  locale: Locale,
): EstimateData | undefined {
  const prices = pricesOf(source);
  if (roomsOffered(prices).length === 0) return undefined;
  const { estimate, schedule } = words.tripCost;
  return {
    locale,
    intl: localeInfo[locale].intl,
    today: source.builtOn,
    prices,
    extras: (source.extras ?? []).map((extra) => ({ ...extra })),
    departures: (source.departureDates ?? []).map((departure) => departure.date),
    ...(source.payment
      ? {
          payment: {
            depositIdr: source.payment.depositIdr,
            balanceDays: source.payment.balanceDays,
            cancellation: source.payment.cancellation,
          },
        }
      : {}),
    words: {
      rows: words.prices.rows,
      rooms: estimate.rooms,
      passports: estimate.passports,
      people: estimate.people,
      lineCount: estimate.lineCount,
      perPerson: estimate.perPerson,
      perGroup: estimate.perGroup,
      summary: estimate.summary,
      schedule,
    },
  };
}

/** The estimate form and the per-person table, when the package gives room prices. */
export function tripCostCopy(
  source: PackageSource,
  words: Words,
  locale: Locale,
  contactPath: string,
): TripCostCopy {
  const data = estimateData(source, words, locale);
  if (!data) return {};
  const { estimate: said } = words.tripCost;
  const departures = (source.departureDates ?? []).map((departure) => ({
    date: departure.date,
    label: `${sayDay(departure.date, data.intl)} · ${words.departures.statuses[departure.status]}`,
    full: departure.status === "full",
  }));
  const choice = firstChoice(data.prices);
  const departure = departures.find((item) => !item.full)?.date;
  const view = describeEstimate(data, choice, departure);
  if (!view) return {};
  const checkedOn = source.payment?.checkedOn;
  const idr = (amount: number) => formatIdr(amount, locale);
  const scope = (per: "person" | "group") => (per === "person" ? said.perPerson : said.perGroup);
  const rooms = roomsOffered(data.prices);
  const ages = (["childWithBed", "childNoBed", "infant"] as const).filter(
    (row) => data.prices[row] !== undefined,
  );
  return {
    estimate: {
      badge: said.badge,
      title: said.title,
      intro: said.intro,
      checked: [
        said.confirms,
        checkedOn ? fillTemplate(said.checked, { date: sayDay(checkedOn, data.intl) }) : "",
      ]
        .filter(Boolean)
        .join(" "),
      labels: {
        departure: said.departure,
        room: said.room,
        people: said.people,
        passport: said.passport,
        optional: said.optional,
        total: said.total,
        average: said.average,
        notOffered: said.notOffered,
        ask: said.ask,
        schedule: words.tripCost.schedule.title,
      },
      departures,
      rooms: rooms.map((key) => ({ key, label: said.rooms[key] })),
      passports: passportTypes.map((key) => ({ key, label: said.passports[key] })),
      optionalExtras: data.extras.flatMap((extra, index) =>
        extra.optional
          ? [{ index, label: `${extra.name} (${idr(extra.amountIdr)} ${scope(extra.per)})` }]
          : [],
      ),
      initial: { choice, ...(departure ? { departure } : {}), view },
      contactPath,
      data,
    },
    perPerson: {
      title: said.tableTitle,
      headings: { room: said.tableRoom, price: said.tablePackage },
      rows: [
        ...rooms.map((room) => ({
          label: said.rooms[room],
          price: idr(
            (room === "single"
              ? (data.prices.twin ?? 0) + (data.prices.singleSupplement ?? 0)
              : data.prices[room]) ?? 0,
          ),
        })),
        ...ages.map((row) => ({
          label: words.prices.rows[row],
          price: idr(data.prices[row] ?? 0),
        })),
      ],
      extrasTitle: said.tableExtras,
      extras: data.extras.map((extra) => ({
        label: `${extra.name}: ${extra.purpose}${extra.passport ? ` · ${said.passports[extra.passport]}` : ""}`,
        amount: `${idr(extra.amountIdr)} ${scope(extra.per)}`,
      })),
    },
  };
}

/** A departure's line: its status, seats left and how many are booked against the minimum. */
export function departureLine(
  departure: NonNullable<PackageSource["departureDates"]>[number],
  words: Words,
): string {
  const { seats } = words.tripCost;
  return [
    words.departures.statuses[departure.status],
    departure.seatsLeft !== undefined && departure.status !== "full"
      ? fillTemplate(seats.left, { count: departure.seatsLeft })
      : "",
    departure.booked !== undefined && departure.minimum !== undefined
      ? fillTemplate(seats.booked, { booked: departure.booked, minimum: departure.minimum })
      : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The day seat figures were counted, said, when the package gives seat figures. */
export function seatsUpdated(
  source: PackageSource,
  words: Words,
  locale: Locale,
): string | undefined {
  const counted = source.departureDates?.some(
    (departure) => departure.seatsLeft !== undefined || departure.booked !== undefined,
  );
  return counted && source.seatsUpdatedOn
    ? fillTemplate(words.tripCost.seats.updated, {
        date: sayDay(source.seatsUpdatedOn, localeInfo[locale].intl),
      })
    : undefined;
}

/**
 * The package's offer: its starting price (the price its page shows first, which search engines
 * must find on the page), whether seats are left, until when the price holds.
 */
export function packageOffer(source: PackageSource): PackageOffer {
  const dates = source.departureDates;
  const open = dates?.filter((departure) => departure.status !== "full");
  const availability = !dates
    ? "InStock"
    : !open?.length
      ? "SoldOut"
      : open.every((departure) => departure.status === "few-seats")
        ? "LimitedAvailability"
        : "InStock";
  return {
    priceIdr: source.priceIdr,
    availability,
    ...(source.priceValidUntil ? { priceValidUntil: source.priceValidUntil } : {}),
  };
}

/**
 * Every package's coming departures in date order, grouped by month, each with its status as the
 * package page words it. Undefined when no package gives dates: the tours page then shows nothing.
 */
export function upcomingDepartures(
  sources: readonly PackageSource[],
  words: PageSource<"tours">["upcoming"],
  locale: Locale,
  statuses?: Readonly<Record<string, string>>,
): UpcomingDeparturesCopy | undefined {
  const intl = localeInfo[locale].intl;
  const all = sources
    .flatMap((source) => (source.departureDates ?? []).map((departure) => ({ source, departure })))
    .sort((a, b) => a.departure.date.localeCompare(b.departure.date));
  if (all.length === 0) return undefined;
  const months: UpcomingDeparturesCopy["months"] = [];
  for (const { source, departure } of all) {
    const month = sayMonth(departure.date, intl);
    let group = months.at(-1);
    if (group?.month !== month) {
      group = { month, items: [] };
      months.push(group);
    }
    group.items.push({
      date: sayDay(departure.date, intl),
      title: source.title,
      to: packagePath(source.slug, locale),
      status: statuses?.[departure.status] ?? "",
    });
  }
  return { ...words, months };
}
