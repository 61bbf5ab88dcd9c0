import art from "~/assets/art/page-partnership.svg";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { PartnershipPrograms } from "~/components/sections/partnership-programs";
import { PartnershipReasons } from "~/components/sections/partnership-reasons";
import { PartnershipRequirements } from "~/components/sections/partnership-requirements";
import { PartnershipSteps } from "~/components/sections/partnership-steps";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/partnership";

export const loader = pageLoader("partnership");
export const clientLoader = pageLoader("partnership");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function PartnershipPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy.hero} art={art} />
      <PartnershipReasons id="why-partner-heading" {...copy.why} />
      <PartnershipPrograms id="programs-heading" {...copy.programs} />
      <PartnershipSteps id="steps-heading" {...copy.steps} />
      <PartnershipRequirements id="requirements-heading" {...copy.requirements} />
      <CtaBanner id="partnership-cta-heading" {...copy.cta} />
    </>
  );
}
