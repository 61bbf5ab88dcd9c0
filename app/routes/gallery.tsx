import { GallerySocialPanel, GalleryVideosPanel } from "~/components/sections/gallery-panels";
import { GalleryPhotoGrid } from "~/components/sections/gallery-photo-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ReviewCard } from "~/components/sections/review-card";
import { StatsSection } from "~/components/sections/stats-strip";
import { Section, SectionHeading } from "~/components/ui/section";
import {
  customerReviews,
  galleryCopy,
  galleryHero,
  galleryMeta,
  galleryPhotos,
} from "~/content/gallery";
import { galleryStatistics } from "~/content/statistics";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...galleryMeta, path: "/gallery" });

export default function GalleryPage() {
  const { photos, reviews, videos, social } = galleryCopy;
  return (
    <>
      <PageHero {...galleryHero} />

      <StatsSection label={galleryCopy.statisticsLabel} statistics={galleryStatistics} />

      <Section labelledBy="photos-heading">
        <SectionHeading
          id="photos-heading"
          eyebrow={photos.eyebrow}
          title={photos.title}
          intro={photos.intro}
        />
        <GalleryPhotoGrid photos={galleryPhotos} />
      </Section>

      <Section labelledBy="reviews-heading" tone="sand">
        <SectionHeading
          id="reviews-heading"
          eyebrow={reviews.eyebrow}
          title={reviews.title}
          intro={reviews.intro}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {customerReviews.map((review, index) => (
            <li key={review.name}>
              <ReviewCard
                review={review}
                tourLabel={reviews.tourLabel}
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
