import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { PartnershipPrograms } from "~/components/sections/partnership-programs";
import { PartnershipReasons } from "~/components/sections/partnership-reasons";
import { PartnershipRequirements } from "~/components/sections/partnership-requirements";
import { PartnershipSteps } from "~/components/sections/partnership-steps";
import {
  partnershipCta,
  partnershipHero,
  partnershipMeta,
  partnershipPrograms,
  partnershipRequirements,
  partnershipSteps,
  partnershipWhy,
} from "~/content/partnership";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...partnershipMeta, path: "/partnership" });

export default function PartnershipPage() {
  return (
    <>
      <PageHero {...partnershipHero} />
      <PartnershipReasons id="why-partner-heading" {...partnershipWhy} />
      <PartnershipPrograms id="programs-heading" {...partnershipPrograms} />
      <PartnershipSteps id="steps-heading" {...partnershipSteps} />
      <PartnershipRequirements id="requirements-heading" {...partnershipRequirements} />
      <CtaBanner id="partnership-cta-heading" {...partnershipCta} />
    </>
  );
}
