import { ArrowRight } from "lucide";
import { HomeHero } from "~/components/sections/home/home-hero";
import { TestimonialCard } from "~/components/sections/home/testimonial-card";
import { CtaBanner } from "~/components/sections/shared/cta-banner";
import {
  PackageSummaryCard,
  summaryCardRows,
} from "~/components/sections/shared/package-summary-card";
import { StatsSection } from "~/components/sections/shared/stats-strip";
import { Icon } from "~/components/ui/icon";
import { Section, sectionHeading } from "~/components/ui/section";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/home";

export const loader = pageLoader("home");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function HomePage({ loaderData: copy }: Route.ComponentProps) {
  const { hero, welcome, featured, testimonials, cta } = copy;
  return (
    <>
      <HomeHero {...hero} />

      <StatsSection
        label={copy.statisticsLabel}
        statistics={copy.statistics}
        source={copy.statisticsSource}
      />

      <Section labelledBy="welcome-heading" width="narrow" innerClassName="sm:text-center">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand uppercase">
          {welcome.eyebrow}
        </p>
        <h2 id="welcome-heading" className="text-3xl leading-tight sm:text-4xl">
          {welcome.title}
        </h2>
        {welcome.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-base leading-relaxed text-muted sm:text-lg">
            {paragraph}
          </p>
        ))}
        <a
          href={welcome.link.to}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {welcome.link.label}
          <Icon node={ArrowRight} className="size-4" />
        </a>
      </Section>

      <Section tone="white" heading={sectionHeading("featured-heading", featured)}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4 xl:gap-5">
          {featured.packages.map((item) => (
            <li key={item.slug} className={summaryCardRows}>
              <PackageSummaryCard
                package={item}
                detailsTo={item.detailsTo}
                highlightLimit={featured.highlightLimit}
                detailsLabel={featured.detailsLabel}
                // Named once the page has painted (decision 0014): a screen below the hero, fetched
                // before the first paint they counted into Lighthouse's simulated LCP on slow 4G.
                pictureLoading="later"
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="sand" heading={sectionHeading("testimonials-heading", testimonials)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner id="cta-heading" {...cta} />
    </>
  );
}
