import art from "~/assets/art/page-tours.svg";
import { PackageCard } from "~/components/sections/package-card";
import { PageHero } from "~/components/sections/page-hero";
import { ToursCustomTour } from "~/components/sections/tours-custom-tour";
import { ToursGroupSection } from "~/components/sections/tours-group-section";
import { ToursUpcoming } from "~/components/sections/tours-upcoming";
import { Section, SectionHeading } from "~/components/ui/section";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/tours";

// A phone's first screen ends above the first package's picture (the intro is its largest
// element), so the picture stays a file rather than weigh down the page (decision 0005).
export const loader = pageLoader("tours");
export const clientLoader = pageLoader("tours");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function ToursPage({ loaderData: copy }: Route.ComponentProps) {
  const { packages, cardLabels, customTour, groups } = copy;
  return (
    <>
      <PageHero {...copy.hero} art={art} />

      <Section labelledBy="packages-heading">
        <SectionHeading
          id="packages-heading"
          eyebrow={packages.eyebrow}
          title={packages.title}
          intro={packages.intro}
        />
        <ul className="space-y-8 lg:space-y-10">
          {packages.items.map((item, index) => (
            <li key={item.slug}>
              <PackageCard
                package={item}
                highlightLimit={packages.highlightLimit}
                labels={cardLabels}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      </Section>

      {copy.upcoming ? <ToursUpcoming id="upcoming-heading" copy={copy.upcoming} /> : null}

      <ToursCustomTour id="custom-tour-heading" {...customTour} />

      <ToursGroupSection id="group-tours-heading" {...groups} />
    </>
  );
}
