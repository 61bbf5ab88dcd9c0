import { Fragment } from "react";
import {
  FactList,
  PackageBody,
  PackageHero,
  PackageOthers,
} from "~/components/sections/package/package-detail";
import { PackageEstimate } from "~/components/sections/package/package-estimate";
import { companyFactsHandle } from "~/lib/page-behaviour";
import { packageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/package";

export const loader = packageLoader;

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
      ].map((list, index) => (
        <Fragment key={list?.title ?? index}>
          {list && <FactList id={`facts-${index}`} list={list} />}
          {/* After the departures: what it costs this group, and when to pay. */}
          {index === 2 && copy.tripCost.estimate ? (
            <PackageEstimate
              estimate={copy.tripCost.estimate}
              perPerson={copy.tripCost.perPerson}
            />
          ) : null}
        </Fragment>
      ))}
      <PackageOthers copy={copy} />
    </>
  );
}
