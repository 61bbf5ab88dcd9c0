import { Section, SectionHeading } from "~/components/ui/section";
import type { DeparturesCopy, ItineraryCopy, PriceTableCopy } from "~/content/view";
import { cn } from "~/lib/cn";

/** The day-by-day itinerary: each day's title, places and the meals it includes. */
export function PackageItinerary({ itinerary }: { itinerary: ItineraryCopy }) {
  return (
    <Section labelledBy="package-itinerary-heading" tone="white" width="narrow">
      <SectionHeading id="package-itinerary-heading" title={itinerary.title} />
      <ol className="space-y-5">
        {itinerary.days.map((day) => (
          <li key={day.day} className="grid gap-1 border-l-4 border-brand-soft pl-4">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{day.day}</p>
            <h3 className="text-lg leading-snug">{day.title}</h3>
            <p className="text-muted">{day.places}</p>
            <p className="text-sm text-muted">
              <span className="font-semibold text-ink">{`${itinerary.mealsLabel}: `}</span>
              {day.meals}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-muted">{itinerary.key}</p>
    </Section>
  );
}

const table = "w-full text-left text-sm sm:text-base";
const cell = "border-b border-line/70 px-3 py-2.5";

/** Prices per person by room and by age. */
export function PackagePrices({ prices }: { prices: PriceTableCopy }) {
  return (
    <Section labelledBy="package-prices-heading" tone="cream" width="narrow">
      <SectionHeading id="package-prices-heading" title={prices.title} intro={prices.intro} />
      <table className={table} aria-labelledby="package-prices-heading">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {prices.rowHeading}
            </th>
            <th scope="col" className={cn(cell, "text-right")}>
              {prices.priceHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={cn(cell, "font-normal")}>
                {row.label}
              </th>
              <td className={cn(cell, "text-right font-semibold whitespace-nowrap")}>
                {row.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Departure dates, each with what is left of its seats. */
export function PackageDepartures({ departures }: { departures: DeparturesCopy }) {
  return (
    <Section labelledBy="package-departures-heading" tone="white" width="narrow">
      <SectionHeading id="package-departures-heading" title={departures.title} />
      <table className={table} aria-labelledby="package-departures-heading">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {departures.dateHeading}
            </th>
            <th scope="col" className={cell}>
              {departures.statusHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {departures.rows.map((row) => (
            <tr key={row.dateTime}>
              <td className={cell}>
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
              <td className={cn(cell, row.full ? "text-muted" : "font-semibold")}>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
