import { DeparturePrice } from "~/components/ui/price";
import { Section, SectionHeading } from "~/components/ui/section";
import type { UpcomingDeparturesCopy } from "~/copy/trip-cost-view";

/** The coming departures of every package, month by month, each linking to its package. */
export function ToursUpcoming({ id, copy }: { id: string; copy: UpcomingDeparturesCopy }) {
  return (
    <Section labelledBy={id} tone="white" width="narrow">
      <SectionHeading id={id} title={copy.title} intro={copy.intro} />
      <div className="space-y-8">
        {copy.months.map((month) => (
          <div key={month.month}>
            <h3 className="text-xl">{month.month}</h3>
            <ul className="mt-3 divide-y divide-line/70 rounded-2xl bg-cream ring-1 ring-line/70">
              {month.items.map((item) => (
                <li
                  key={`${item.date}-${item.to}`}
                  className="grid gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr_auto] sm:gap-4"
                >
                  <span className="font-semibold text-ink">{item.date}</span>
                  <a href={item.to} className="font-semibold text-brand-dark underline">
                    {item.title}
                  </a>
                  <span className="text-muted">{item.status}</span>
                  {item.price ? (
                    <DeparturePrice price={item.price} className="text-muted sm:col-span-3" />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
