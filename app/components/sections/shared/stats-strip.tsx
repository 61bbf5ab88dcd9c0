import { NotReady } from "~/components/context/company-facts";
import { isPlaceholder } from "~/copy/site";
import type { Statistic } from "~/copy/view";
import { cn } from "~/lib/cn";

interface StatsStripProps {
  statistics: Statistic[];
  className?: string;
}

/**
 * Each figure, then what it counts, in the order they show and are read ("5,000+ Happy
 * Travelers"): shown the other way round, a label parsed before its figure moved down when the
 * figure came.
 */
function StatsStrip({ statistics, className }: StatsStripProps) {
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-line shadow-card ring-1 ring-line lg:grid-cols-4",
        className,
      )}
    >
      {statistics.map((statistic) => (
        <li key={statistic.label} className="flex flex-col bg-white px-4 py-6 text-center sm:py-8">
          <span className="font-display text-3xl text-brand sm:text-4xl">{statistic.value}</span>{" "}
          <span className="mt-1 text-sm font-medium text-muted">{statistic.label}</span>
        </li>
      ))}
    </ul>
  );
}

interface StatsSectionProps {
  /** Heading that names the section for screen readers (hidden on screen). */
  label: string;
  statistics: Statistic[];
  /** Where the figures come from, under them. */
  source: string;
}

/** The statistics strip overlapping the bottom of a page's hero, as its own named section. */
export function StatsSection({ label, statistics, source }: StatsSectionProps) {
  return (
    <section aria-labelledby="statistics-heading" className="relative z-10 -mt-8 px-5 sm:px-8">
      <h2 id="statistics-heading" className="sr-only">
        {label}
      </h2>
      <StatsStrip statistics={statistics} className="mx-auto max-w-5xl" />
      <p className="mx-auto mt-3 max-w-5xl text-center text-xs text-muted">
        {source}
        <NotReady pending={isPlaceholder(source)} />
      </p>
    </section>
  );
}
