import { AboutCardGrid } from "~/components/sections/about-card-grid";
import { AboutClosing } from "~/components/sections/about-closing";
import { AboutWhoWeAre } from "~/components/sections/about-who-we-are";
import { PageHero } from "~/components/sections/page-hero";
import { headOf } from "~/route-data/head";
import { pageCopyLoader } from "~/route-data/loaders";
import type { Route } from "./+types/about";

export const loader = pageCopyLoader("about");
export const clientLoader = pageCopyLoader("about");

export const meta = (args: Route.MetaArgs) =>
  headOf(args.loaderData, ({ pageMeta }) => pageMeta("about", args.loaderData?.meta, args));

export default function AboutPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy.hero} art="about" />
      <AboutWhoWeAre id="who-we-are-heading" {...copy.whoWeAre} />
      <AboutCardGrid id="values-heading" tone="white" {...copy.values} />
      <AboutCardGrid id="why-choose-us-heading" tone="sand" {...copy.whyChooseUs} />
      <AboutClosing id="closing-heading" {...copy.closing} />
    </>
  );
}
