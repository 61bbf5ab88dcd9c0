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
          className="flex flex-col-reverse items-center bg-white px-4 py-6 text-center sm:py-8"
        >
          <dt className="mt-1 text-sm font-medium text-muted">{statistic.label}</dt>
          <dd className="font-display text-3xl text-brand sm:text-4xl">{statistic.value}</dd>
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
