import { CalendarDays, Check, CircleCheck, CircleMinus } from "lucide";
import { NotReady } from "~/components/context/company-facts";
import { Breadcrumb } from "~/components/sections/shared/breadcrumb";
import { PackageFacts } from "~/components/sections/shared/package-facts";
import {
  PackageSummaryCard,
  summaryCardRows,
} from "~/components/sections/shared/package-summary-card";
import { ShareLinks } from "~/components/sections/shared/share-links";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon, type IconNode } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Picture, phoneBanner, phoneBannerSlot } from "~/components/ui/picture";
import { DeparturePrice } from "~/components/ui/price";
import { Section } from "~/components/ui/section";
import { holdsPendingPart } from "~/copy/site";
import type { FactListCopy, PackagePageCopy } from "~/copy/view";
import { cn } from "~/lib/cn";

/** The package's first screen: where it sits, its name, length, group size, price and picture. */
export function PackageHero({ copy }: { copy: PackagePageCopy }) {
  const { package: item, labels } = copy;
  // As on the home page (home-hero.tsx): on a phone a photo leads, a 16:9 banner above the text in
  // the grid's top padding, whose lines sit 1 rem apart so that the first button stays in a
  // 360 × 640 phone's first screen.
  const photo = Boolean(item.image.srcset);
  // Each line's own class (not a parent's `[&>*+*]` rule), so that the first paint's CSS has it.
  const line = photo ? "max-sm:mt-4" : undefined;
  const picture = (
    <Picture
      image={item.image}
      sizes="(min-width: 1152px) 528px, (min-width: 1024px) 46vw, (min-width: 640px) calc(100vw - 4rem), 100vw"
      priority="lcp"
      className={cn("h-auto w-full rounded-[1.75rem] shadow-lift", photo && phoneBanner)}
    />
  );
  return (
    // On paper (no background printed) it turns to ink on white: app/print.css.
    <section className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div
        className={cn(
          "relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-8 pb-14 sm:px-8 sm:pt-10 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:pb-20",
          photo && "max-sm:pt-[calc(56.25%+1.25rem)]",
        )}
      >
        <div>
          <Breadcrumb {...copy.breadcrumb} />
          <p
            className={cn(
              "ink-pill mt-6 rounded-full bg-white/10 px-4 py-1.5 font-semibold text-white ring-1 ring-white/25 text-sm",
              line,
            )}
          >
            <Icon node={CalendarDays} />
            <span className="sr-only">{`${labels.season}: `}</span>
            {item.season}
          </p>
          <h1 className={cn("mt-5 text-4xl leading-tight sm:text-5xl", line)}>{item.title}</h1>
          <PackageFacts
            duration={item.duration}
            groupSize={item.groupSize}
            labels={labels}
            tone="hero"
            className={cn("mt-5", line)}
          />
          <p className={cn("mt-6", line)}>
            <span className="block font-display text-2xl text-white sm:text-3xl">{item.price}</span>
            <span className="mt-1 block text-sm text-white/75">{item.priceBasis}</span>
          </p>
          {/* The sharing buttons on a line of their own at every width: beside the quotation button
              they would wrap, or not, only once their labels had been parsed. */}
          <div className={cn("mt-8 flex flex-col gap-3 sm:items-start", line)}>
            <ArrowLink size="lg" href={copy.quotationTo}>
              {labels.requestQuotation}
            </ArrowLink>
            <ShareLinks share={copy.share} forward={copy.forward} title={item.title} />
          </div>
        </div>
        {photo ? <div className={phoneBannerSlot}>{picture}</div> : picture}
      </div>
    </section>
  );
}

interface IconListProps {
  id: string;
  title: string;
  items: string[];
  icon: IconNode;
  /** The highlights: each icon in a round badge, the text in ink. */
  badge?: boolean;
}

/** A heading and its list, each item after the list's icon. */
function IconList({ id, title, items, icon, badge }: IconListProps) {
  const mark = badge ? (
    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft">
      <Icon node={icon} className="size-3.5 text-brand" strokeWidth={3} />
    </span>
  ) : (
    <Icon node={icon} className="mt-0.5 size-5 shrink-0 text-ink/40" />
  );
  return (
    <div>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            {mark}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Everything the package includes: its description, every highlight, what is included. */
export function PackageBody({ copy }: { copy: PackagePageCopy }) {
  const { package: item, labels } = copy;
  return (
    <Section labelledBy="package-overview-heading" innerClassName="grid gap-10 lg:grid-cols-2">
      <div>
        <h2 id="package-overview-heading" className="text-3xl leading-tight">
          {labels.overview}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{item.description}</p>
      </div>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
        <IconList
          id="package-highlights-heading"
          title={labels.highlights}
          items={item.highlights}
          icon={Check}
          badge
        />
        <IconList
          id="package-included-heading"
          title={labels.included}
          items={item.included}
          icon={CircleCheck}
        />
        <IconList
          id="package-not-included-heading"
          title={labels.notIncluded}
          items={copy.notIncluded}
          icon={CircleMinus}
        />
      </div>
    </Section>
  );
}

interface FactListProps {
  /** The heading's id, which names the section. */
  id: string;
  list: FactListCopy;
}

/**
 * A titled list of facts, each a term and its sentences: what a buyer compares before paying, and
 * the itinerary, prices and departure dates of a package that gives them. One component for all,
 * so that a package's extra sections weigh next to nothing in the page's JavaScript.
 */
export function FactList({ id, list }: FactListProps) {
  return (
    <Section tone="white" width="narrow" heading={{ id, title: list.title, intro: list.intro }}>
      <dl className="divide-y divide-line/70 rounded-2xl bg-cream ring-1 ring-line/70">
        {list.groups.map((group) => (
          <div
            key={group.heading}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6"
          >
            <dt className="font-semibold text-ink">{group.heading}</dt>
            <dd className="leading-relaxed text-muted wrap-anywhere">
              {group.text}
              <NotReady pending={Boolean(group.pending)} />
              {group.note ? ` ${group.note}` : null}
              <NotReady pending={holdsPendingPart(group.note ?? "")} />
              {/* On paper the per-person table says each date's prices: three A4 sheets. */}
              {group.price ? (
                <DeparturePrice price={group.price} className="mt-1 print:hidden" />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The other packages, each linking to its own page. */
export function PackageOthers({ copy }: { copy: PackagePageCopy }) {
  return (
    <Section tone="white" heading={{ id: "other-packages-heading", title: copy.others.title }}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.others.items.map((other) => (
          <li key={other.slug} className={summaryCardRows}>
            <PackageSummaryCard
              package={other}
              detailsTo={other.to}
              highlightLimit={other.highlights.length}
              detailsLabel={copy.labels.details}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
