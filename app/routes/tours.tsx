import { PageHero } from "~/components/sections/page-hero";
import { TourCard } from "~/components/sections/tour-card";
import { ToursCustomTour } from "~/components/sections/tours-custom-tour";
import { ToursGroupSection } from "~/components/sections/tours-group-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { tourCardHighlightLimit, tourPackages } from "~/content/tours";
import { toursPageCopy, toursPageHero, toursPageMeta } from "~/content/tours-page";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...toursPageMeta, path: "/tours" });

export default function ToursPage() {
  const { packages, cardLabels, customTour, groups } = toursPageCopy;
  return (
    <>
      <PageHero {...toursPageHero} />

      <Section labelledBy="packages-heading">
        <SectionHeading
          id="packages-heading"
          eyebrow={packages.eyebrow}
          title={packages.title}
          intro={packages.intro}
        />
        <ul className="space-y-8 lg:space-y-10">
          {tourPackages.map((tour, index) => (
            <li key={tour.slug}>
              <TourCard
                tour={tour}
                highlightLimit={tourCardHighlightLimit}
                labels={cardLabels}
                quotationTo={packages.quotationTo}
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
