import {
  GuideBody,
  GuideHero,
  GuideRelated,
  guideTitleId,
} from "~/components/sections/guides/guide-article";
import { CtaBanner } from "~/components/sections/shared/cta-banner";
import { guideLoader } from "~/route-data/loaders";
import type { Route } from "./+types/guide";

export const loader = guideLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/**
 * A guide's own page (`/guides/<slug>`, `/id/guides/<slug>`): the guide, its sources, the packages
 * it speaks of, and the way to ask about it, which names the guide on the contact page and in the
 * WhatsApp message. It does not hydrate: its share buttons are the page script's (decision 0017).
 */
export default function GuidePage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <article aria-labelledby={guideTitleId}>
        <GuideHero copy={copy} />
        <GuideBody copy={copy} />
      </article>
      <GuideRelated related={copy.related} />
      <CtaBanner id="guide-cta" {...copy.cta} />
    </>
  );
}
