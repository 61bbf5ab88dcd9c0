import { PageHero } from "~/components/sections/page-hero";
import { galleryHero, galleryMeta } from "~/content/gallery";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...galleryMeta, path: "/gallery" });

export default function GalleryPage() {
  return <PageHero {...galleryHero} />;
}
