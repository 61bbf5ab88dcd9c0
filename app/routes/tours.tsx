import { PageHero } from "~/components/sections/page-hero";
import { toursPageHero, toursPageMeta } from "~/content/tours-page";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...toursPageMeta, path: "/tours" });

export default function ToursPage() {
  return <PageHero {...toursPageHero} />;
}
