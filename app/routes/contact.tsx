import { PageHero } from "~/components/sections/page-hero";
import { contactHero, contactMeta } from "~/content/contact";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...contactMeta, path: "/contact" });

export default function ContactPage() {
  return <PageHero {...contactHero} />;
}
