import { PageHero } from "~/components/sections/page-hero";
import { TourCard } from "~/components/sections/tour-card";
import { ToursCustomTour } from "~/components/sections/tours-custom-tour";
import { ToursGroupSection } from "~/components/sections/tours-group-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { pageCopyPrerenderLoader } from "~/content/first-screen-art.server";
import { headOf } from "~/content/head";
import { pageCopyLoader } from "~/content/route-data";
import type { Route } from "./+types/tours";

// The first package's picture is the largest thing in a phone's first screen.
export const loader = pageCopyPrerenderLoader("tours", (copy) => copy.packages.tours[0]?.image);
export const clientLoader = pageCopyLoader("tours");

export const meta = (args: Route.MetaArgs) =>
  headOf(args.loaderData, ({ pageMeta }) =>
    pageMeta("tours", args.loaderData?.meta, args, { tours: args.loaderData?.packages.tours }),
  );

export default function ToursPage({ loaderData: copy }: Route.ComponentProps) {
  const { packages, cardLabels, customTour, groups } = copy;
  return (
    <>
      <PageHero {...copy.hero} art="tours" />

      <Section labelledBy="packages-heading">
        <SectionHeading
          id="packages-heading"
          eyebrow={packages.eyebrow}
          title={packages.title}
          intro={packages.intro}
        />
        <ul className="space-y-8 lg:space-y-10">
          {packages.tours.map((tour, index) => (
            <li key={tour.slug}>
              <TourCard
                tour={tour}
                highlightLimit={packages.highlightLimit}
                labels={cardLabels}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      </Section>

      <ToursCustomTour id="custom-tour-heading" {...customTour} />

      <ToursGroupSection id="group-tours-heading" {...groups} />
    </>
  );
}
