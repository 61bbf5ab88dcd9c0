import { ArrowRight, Check, Clock } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { PackageSummary } from "~/copy/view";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

/**
 * For the `<li>` around each card: a grid item six rows tall (picture, duration, title, price,
 * highlights, link) whose rows are its list's rows. The list needs no more than `grid`.
 */
export const summaryCardRows = "flex sm:grid sm:row-span-6 sm:grid-rows-subgrid sm:gap-0";
const rows = "sm:grid sm:row-span-6 sm:grid-rows-subgrid sm:gap-0";
const contentRows = "sm:grid sm:row-span-5 sm:grid-rows-subgrid sm:gap-0";

interface PackageSummaryCardProps {
  package: PackageSummary;
  /** Where View Details leads: the package's card on the tours page. */
  detailsTo: string;
  highlightLimit: number;
  detailsLabel: string;
  headingLevel?: "h2" | "h3";
  /** `later` on the home page: its featured packages are a screen below its hero (picture.tsx). */
  pictureLoading?: "lazy" | "later";
}

/**
 * A featured package on the home page (and among "other packages" on a package page): picture,
 * duration, title, price, top highlights, details link. From 640 px the card takes six rows of
 * its list's grid (`summaryCardRows` on the `<li>`) and shares them with the cards beside it
 * (subgrid): a title that wraps moves the prices and highlights of the whole row together.
 */
export function PackageSummaryCard({
  package: item,
  detailsTo,
  highlightLimit,
  detailsLabel,
  headingLevel: Heading = "h3",
  pictureLoading = "lazy",
}: PackageSummaryCardProps) {
  const { ui } = useShellCopy();
  const headingId = `featured-${item.slug}`;
  return (
    <Card
      className={cn(
        // The full width of its list item on phones, whatever the length of its text.
        "group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lift",
        rows,
      )}
    >
      <article aria-labelledby={headingId} className={cn("flex h-full flex-col", rows)}>
        <div className="overflow-hidden">
          <Picture
            image={item.image}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
            priority={pictureLoading}
            className="aspect-[40/26] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </div>
        <div className={cn("flex flex-1 flex-col p-5 xl:px-4", contentRows)}>
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
            <Icon node={Clock} className="size-3.5" />
            {item.duration}
          </p>
          <Heading id={headingId} className="mt-2 text-xl leading-snug">
            {item.title}
          </Heading>
          {/* 13 px where four cards share a row (from 1280 px), so that the price fits on one line. */}
          <p className="mt-1 text-sm font-semibold text-brand xl:text-[13px]">
            <span className="block">{item.price}</span>
            <span className="block font-normal text-muted">{ui.perPerson}</span>
          </p>
          {highlightLimit > 0 && (
            <ul className="mt-4 space-y-2 text-sm text-muted">
              {item.highlights.slice(0, highlightLimit).map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-brand" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          )}
          <a
            href={detailsTo}
            className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-5 text-sm font-semibold text-brand hover:text-brand-dark"
          >
            {detailsLabel}
            <span className="sr-only">{` ${fillTemplate(ui.detailsFor, { title: item.title })}`}</span>
            <Icon
              node={ArrowRight}
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </article>
    </Card>
  );
}
