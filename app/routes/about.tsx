import art from "~/assets/art/page-about.svg";
import { AboutCardGrid } from "~/components/sections/about/about-card-grid";
import { AboutClosing } from "~/components/sections/about/about-closing";
import { AboutWhoWeAre } from "~/components/sections/about/about-who-we-are";
import { PageHero } from "~/components/sections/shared/page-hero";
import { companyFactsHandle } from "~/lib/page-behaviour";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/about";

export const loader = pageLoader("about");

/** The page lists the company's facts in full (so the footer does not). */
export const handle = companyFactsHandle;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function AboutPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy.hero} art={art} />
      <AboutWhoWeAre id="who-we-are-heading" {...copy.whoWeAre} />
      <AboutCardGrid id="values-heading" tone="white" {...copy.values} />
      <AboutCardGrid id="why-choose-us-heading" tone="sand" {...copy.whyChooseUs} />
      <AboutClosing id="closing-heading" {...copy.closing} />
    </>
  );
}
