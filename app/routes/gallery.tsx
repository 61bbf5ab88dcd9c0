import art from "~/assets/art/page-gallery.svg";
import {
  GallerySocialPanel,
  GalleryVideosPanel,
} from "~/components/sections/gallery/gallery-panels";
import { GalleryPhotoGrid } from "~/components/sections/gallery/gallery-photo-grid";
import { ReviewCard } from "~/components/sections/gallery/review-card";
import { PageHero } from "~/components/sections/shared/page-hero";
import { StatsSection } from "~/components/sections/shared/stats-strip";
import { Section, sectionHeading } from "~/components/ui/section";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/gallery";

// A phone's first screen ends above the first photo (the heading is its largest element), so
// the photo stays a file rather than weigh down the page (decision 0005).
export const loader = pageLoader("gallery");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function GalleryPage({ loaderData: copy }: Route.ComponentProps) {
  const { photos, reviews, videos, social } = copy;
  return (
    <>
      <PageHero {...copy.hero} art={art} />

      <StatsSection
        label={copy.statisticsLabel}
        statistics={copy.statistics}
        source={copy.statisticsSource}
      />

      <Section heading={sectionHeading("photos-heading", photos)}>
        <GalleryPhotoGrid photos={photos.items} />
      </Section>

      <Section tone="sand" heading={sectionHeading("reviews-heading", reviews)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {reviews.items.map((review, index) => (
            <li key={review.name}>
              <ReviewCard
                review={review}
                packageLabel={reviews.packageLabel}
                dateLabel={reviews.dateLabel}
                headingId={`review-${index + 1}-heading`}
              />
            </li>
          ))}
        </ul>
      </Section>

      {/* The two closing panels, side by side from 768 px. */}
      <Section innerClassName="grid gap-6 md:grid-cols-2">
        <GalleryVideosPanel id="videos-heading" {...videos} />
        <GallerySocialPanel id="social-heading" {...social} />
      </Section>
    </>
  );
}
