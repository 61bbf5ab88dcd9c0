import { ArrowRight, CalendarDays, Check, CircleCheck } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { PackageFacts } from "~/components/sections/shared/package-facts";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { contactPathFor } from "~/copy/inquiry";
import { packagePath } from "~/copy/pages";
import type { PackageCardLabels, PackageView } from "~/copy/view";
import { fillTemplate } from "~/lib/template";

interface PackageCardProps {
  package: PackageView;
  /** The tours page never shows more highlights than this. */
  highlightLimit: number;
  labels: PackageCardLabels;
  /** The first card's picture shows in the first screen of tablets and large desktops. */
  eager?: boolean;
}

/**
 * A package on the tours page. The article carries the package slug as its `id`, so
 * `/tours#<slug>` (Home's "View Details" links) scrolls to it; `scroll-padding-top` on <html>
 * keeps it clear of the fixed header.
 */
export function PackageCard({
  package: item,
  highlightLimit,
  labels,
  eager = false,
}: PackageCardProps) {
  const { locale, ui } = useShellCopy();
  const headingId = `${item.slug}-title`;
  const highlightsId = `${item.slug}-highlights`;
  const includedId = `${item.slug}-included`;
  return (
    <article
      id={item.slug}
      aria-labelledby={headingId}
      className="group grid overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/70 transition-shadow hover:shadow-lift xl:grid-cols-2"
    >
      <div className="relative overflow-hidden bg-sand">
        <Picture
          image={item.image}
          // From 1280 px the picture fills the left half of the card's full height, cropped; a
          // package with more text than usual gets sand above and below rather than a picture cut
          // to a sliver (the cap keeps most of its width in view).
          sizes="(min-width: 1280px) 36rem, calc(100vw - 2.5rem)"
          priority={eager ? "eager" : "lazy"}
          className="aspect-[40/26] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] xl:absolute xl:inset-0 xl:my-auto xl:aspect-auto xl:h-full xl:max-h-[31.5rem]"
        />
        <Badge className="absolute top-4 left-4 bg-white/95 py-1.5 text-ink shadow-card ring-1 ring-line/60">
          {/* As tall as the label's line (16 px), so the badge is its final height before the
              label is parsed. */}
          <Icon node={CalendarDays} className="h-4 w-3.5 text-brand" />
          <span className="sr-only">{`${labels.season}: `}</span>
          {item.season}
        </Badge>
      </div>

      <div className="flex flex-col p-5 sm:p-8 xl:py-7">
        <h3 id={headingId} className="text-2xl leading-tight sm:text-3xl">
          <a
            href={packagePath(item.slug, locale)}
            className="underline-offset-4 hover:text-brand hover:underline"
          >
            {item.title}
          </a>
        </h3>
        <PackageFacts
          duration={item.duration}
          groupSize={item.groupSize}
          labels={labels}
          tone="card"
          className="mt-3"
        />
        <p className="mt-4 leading-relaxed text-muted">{item.description}</p>
        <a
          href={packagePath(item.slug, locale)}
          className="mt-3 inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-brand hover:text-brand-dark"
        >
          {labels.details}
          <span className="sr-only">{` ${fillTemplate(ui.detailsFor, { title: item.title })}`}</span>
          <Icon node={ArrowRight} className="size-4" />
        </a>

        <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-cream p-4 ring-1 ring-line/70 sm:flex-row sm:items-center sm:justify-between sm:p-5 xl:mt-5 xl:flex-col xl:items-stretch xl:gap-3 xl:p-4">
          <p>
            <span className="block font-display text-lg leading-tight text-balance text-brand sm:text-2xl">
              {item.price}
            </span>
            <span className="mt-0.5 block text-sm text-muted">{item.priceBasis}</span>
          </p>
          <ArrowLink
            className="shrink-0"
            href={contactPathFor(locale, { kind: "package", key: item.slug })}
          >
            {labels.requestQuotation}
            <span className="sr-only">{` ${fillTemplate(ui.detailsFor, { title: item.title })}`}</span>
          </ArrowLink>
        </div>
      </div>

      {/* Below the picture and the summary, across the card: the picture keeps close to its own shape. */}
      <div className="mx-5 grid gap-6 border-t border-line py-6 sm:mx-8 sm:grid-cols-2 sm:pb-8 xl:col-span-2 xl:gap-x-16">
        <div>
          <h4
            id={highlightsId}
            className="text-xs font-semibold tracking-[0.16em] text-brand uppercase"
          >
            {labels.highlights}
          </h4>
          <ul aria-labelledby={highlightsId} className="mt-3 space-y-2.5 text-sm text-ink">
            {item.highlights.slice(0, highlightLimit).map((highlight) => (
              <li key={highlight} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-soft"
                >
                  <Icon node={Check} className="size-3 text-brand" strokeWidth={3} />
                </span>
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4
            id={includedId}
            className="text-xs font-semibold tracking-[0.16em] text-brand uppercase"
          >
            {labels.included}
          </h4>
          <ul aria-labelledby={includedId} className="mt-3 space-y-2.5 text-sm text-muted">
            {item.included.map((included) => (
              <li key={included} className="flex gap-2.5">
                <Icon node={CircleCheck} className="mt-0.5 size-4 shrink-0 text-ink/40" />
                <span>{included}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
