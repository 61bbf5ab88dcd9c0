import type { Statistic } from "~/content/view";
import { cn } from "~/lib/cn";

interface StatsStripProps {
  statistics: Statistic[];
  className?: string;
}

function StatsStrip({ statistics, className }: StatsStripProps) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-line shadow-card ring-1 ring-line lg:grid-cols-4",
        className,
      )}
    >
      {statistics.map((statistic) => (
        <div
          key={statistic.label}
          // The value shows above its label; its row is one value-line tall before the value is
          // parsed, so the label does not move when it comes.
          className="grid grid-rows-[minmax(2.25rem,auto)_auto] content-start justify-items-center bg-white px-4 py-6 text-center sm:grid-rows-[minmax(2.5rem,auto)_auto] sm:py-8"
        >
          <dt className="row-start-2 mt-1 text-sm font-medium text-muted">{statistic.label}</dt>
          <dd className="row-start-1 font-display text-3xl text-brand sm:text-4xl">
            {statistic.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface StatsSectionProps {
  /** Heading that names the section for screen readers (hidden on screen). */
  label: string;
  statistics: Statistic[];
}

/** The statistics strip overlapping the bottom of a page's hero, as its own named section. */
export function StatsSection({ label, statistics }: StatsSectionProps) {
  return (
    <section aria-labelledby="statistics-heading" className="relative z-10 -mt-8 px-5 sm:px-8">
      <h2 id="statistics-heading" className="sr-only">
        {label}
      </h2>
      <StatsStrip statistics={statistics} className="mx-auto max-w-5xl" />
    </section>
  );
}
