import art from "~/assets/art/gallery-fuji-lake.svg";
import { GuideCard } from "~/components/sections/guides/guide-card";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/guides";

export const loader = pageLoader("guides");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The guides of the page's language, newest first (`/guides`, `/id/guides`). */
export default function GuidesPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy.hero} art={art} />
      <Section labelledBy="guides-list">
        {copy.items.length > 0 ? (
          <ul
            id="guides-list"
            aria-label={copy.hero.title}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {copy.items.map((guide, index) => (
              <li key={guide.slug}>
                <GuideCard guide={guide} first={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-2xl text-lg text-muted">{copy.empty}</p>
        )}
      </Section>
    </>
  );
}
