import art from "~/assets/art/page-tours.svg";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PackageCard } from "~/components/sections/tours/package-card";
import { ToursCustomTour } from "~/components/sections/tours/tours-custom-tour";
import { ToursGroupSection } from "~/components/sections/tours/tours-group-section";
import { ToursUpcoming } from "~/components/sections/tours/tours-upcoming";
import { Section, sectionHeading } from "~/components/ui/section";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/tours";

// A phone's first screen ends above the first package's picture (the intro is its largest
// element), so the picture stays a file rather than weigh down the page (decision 0005).
export const loader = pageLoader("tours");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function ToursPage({ loaderData: copy }: Route.ComponentProps) {
  const { packages, cardLabels, customTour, groups } = copy;
  return (
    <>
      <PageHero {...copy.hero} art={art} />

      <Section heading={sectionHeading("packages-heading", packages)}>
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
