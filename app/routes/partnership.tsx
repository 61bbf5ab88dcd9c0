import { PageHero } from "~/components/sections/page-hero";
import { partnershipHero, partnershipMeta } from "~/content/partnership";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...partnershipMeta, path: "/partnership" });

export default function PartnershipPage() {
  return <PageHero {...partnershipHero} />;
}
