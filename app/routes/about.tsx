import { PageHero } from "~/components/sections/page-hero";
import { aboutHero, aboutMeta } from "~/content/about";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...aboutMeta, path: "/about" });

export default function AboutPage() {
  return <PageHero {...aboutHero} />;
}
