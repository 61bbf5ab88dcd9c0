import art from "~/assets/art/page-partnership.svg";
import { PartnershipPrograms } from "~/components/sections/partnership/partnership-programs";
import { PartnershipReasons } from "~/components/sections/partnership/partnership-reasons";
import { PartnershipRequirements } from "~/components/sections/partnership/partnership-requirements";
import { PartnershipSteps } from "~/components/sections/partnership/partnership-steps";
import { CtaBanner } from "~/components/sections/shared/cta-banner";
import { PageHero } from "~/components/sections/shared/page-hero";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/partnership";

export const loader = pageLoader("partnership");

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
