import {
  FactList,
  PackageBody,
  PackageHero,
  PackageOthers,
} from "~/components/sections/package/package-detail";
import { companyFactsHandle } from "~/lib/page-behaviour";
import { packageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/package";

export const loader = packageLoader;
export const clientLoader = packageLoader;

/** How to book names the company and the accounts to pay into (so the footer does not). */
export const handle = companyFactsHandle;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/**
 * A tour package's own page (`/tours/<slug>`, `/id/tours/<slug>`): what a traveler forwards. The
 * itinerary, prices and departure dates show only for a package that gives them.
 */
export default function PackagePage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PackageHero copy={copy} />
      <PackageBody copy={copy} />
      {[
        copy.itinerary,
        copy.prices,
        copy.departures,
        copy.terms,
        copy.faq,
        copy.forward.howToBook,
      ].map(
        (list, index) => list && <FactList key={list.title} id={`facts-${index}`} list={list} />,
      )}
      <PackageOthers copy={copy} />
    </>
  );
}
