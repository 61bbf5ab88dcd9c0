import { AboutCardGrid } from "~/components/sections/about-card-grid";
import { AboutClosing } from "~/components/sections/about-closing";
import { AboutWhoWeAre } from "~/components/sections/about-who-we-are";
import { PageHero } from "~/components/sections/page-hero";
import {
  aboutClosing,
  aboutHero,
  aboutMeta,
  aboutValues,
  aboutWhoWeAre,
  aboutWhyChooseUs,
} from "~/content/about";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...aboutMeta, path: "/about" });

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} />
      <AboutWhoWeAre id="who-we-are-heading" {...aboutWhoWeAre} />
      <AboutCardGrid id="values-heading" tone="white" {...aboutValues} />
      <AboutCardGrid id="why-choose-us-heading" tone="sand" {...aboutWhyChooseUs} />
      <AboutClosing id="closing-heading" {...aboutClosing} />
    </>
  );
}
