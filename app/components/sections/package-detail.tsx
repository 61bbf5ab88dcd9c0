import { ArrowRight, CalendarDays, Check, CircleCheck, CircleMinus } from "lucide";
import { Link } from "react-router";
import { useShellCopy } from "~/components/layout/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Picture, phoneBanner, phoneBannerSlot } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { PackagePageCopy } from "~/content/view";
import { cn } from "~/lib/cn";
import { Breadcrumb } from "./breadcrumb";
import { PackageFacts } from "./package-facts";
import { PackageForward } from "./package-forward";
import { PackageSummaryCard, summaryCardRows } from "./package-summary-card";
import { SharePackage } from "./share-package";

/** The package's first screen: where it sits, its name, length, group size, price and picture. */
export function PackageHero({ copy }: { copy: PackagePageCopy }) {
  const { package: item, labels } = copy;
  const { ui } = useShellCopy();
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
    // On paper (no background printed) the navy first screen turns to ink on white (app/print.css).
    <section data-print="ink" className="relative overflow-hidden bg-ink text-white">
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
            <span className="mt-1 block text-sm text-white/75">{ui.perPerson}</span>
          </p>
          {/* The sharing buttons on a line of their own at every width: beside the quotation button
              they would wrap, or not, only once their labels had been parsed. */}
          <div data-print="hide" className={cn("mt-8 flex flex-col gap-3 sm:items-start", line)}>
            <Button asChild size="lg">
              <Link to={copy.quotationTo}>
                <span className="arrow-label">
                  {labels.requestQuotation}
                  <Icon node={ArrowRight} />
                </span>
              </Link>
            </Button>
            <SharePackage share={copy.share} title={item.title} />
            <PackageForward forward={copy.forward} />
          </div>
        </div>
        {photo ? <div className={phoneBannerSlot}>{picture}</div> : picture}
      </div>
    </section>
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
        <div>
          <h2 id="package-highlights-heading" className="text-2xl">
            {labels.highlights}
          </h2>
          <ul aria-labelledby="package-highlights-heading" className="mt-4 space-y-3 text-ink">
            {item.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft">
                  <Icon node={Check} className="size-3.5 text-brand" strokeWidth={3} />
                </span>
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="package-included-heading" className="text-2xl">
            {labels.included}
          </h2>
          <ul aria-labelledby="package-included-heading" className="mt-4 space-y-3 text-muted">
            {item.included.map((included) => (
              <li key={included} className="flex gap-3">
                <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-ink/40" />
                <span>{included}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="package-not-included-heading" className="text-2xl">
            {labels.notIncluded}
          </h2>
          <ul aria-labelledby="package-not-included-heading" className="mt-4 space-y-3 text-muted">
            {copy.notIncluded.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon node={CircleMinus} className="mt-0.5 size-5 shrink-0 text-ink/40" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/** What a buyer compares before paying: payment, departures, rooms, visa, meals and prayer… */
export function PackageTerms({ copy }: { copy: PackagePageCopy }) {
  const { terms } = copy;
  return (
    <Section labelledBy="package-terms-heading" tone="white" width="narrow">
      <SectionHeading id="package-terms-heading" title={terms.title} />
      <dl className="divide-y divide-line/70 rounded-2xl bg-cream ring-1 ring-line/70">
        {terms.groups.map((group) => (
          <div
            key={group.heading}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6"
          >
            <dt className="font-semibold text-ink">{group.heading}</dt>
            <dd className="leading-relaxed text-muted">
              {group.text}
              {group.items ? (
                <ul className="mt-1 list-disc pl-5">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {group.checked ? <small className="block text-xs">{group.checked}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      {terms.quotation ? <p className="mt-5 font-semibold">{terms.quotation}</p> : null}
    </Section>
  );
}

/**
 * The questions buyers ask, each with its answer in view: short answers need no disclosure widget,
 * and so no script beyond the page's own.
 */
export function PackageQuestions({ copy }: { copy: PackagePageCopy }) {
  const { faq } = copy;
  return (
    <Section labelledBy="package-faq-heading" tone="sand" width="narrow">
      <SectionHeading id="package-faq-heading" title={faq.title} />
      <div className="space-y-6">
        {faq.items.map((item) => (
          <div key={item.question}>
            <h3 className="text-lg leading-snug sm:text-xl">{item.question}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.answer}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The other packages, each linking to its own page. */
export function PackageOthers({ copy }: { copy: PackagePageCopy }) {
  return (
    <Section labelledBy="other-packages-heading" tone="white">
      <SectionHeading id="other-packages-heading" title={copy.others.title} />
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
