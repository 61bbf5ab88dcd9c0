import {
  PackageBody,
  PackageHero,
  PackageOthers,
  PackageQuestions,
  PackageTerms,
} from "~/components/sections/package-detail";
import { PrintHowToBook } from "~/components/sections/package-forward";
import {
  PackageDepartures,
  PackageItinerary,
  PackagePrices,
} from "~/components/sections/package-tables";
import printStylesheet from "~/print.css?url";
import { packageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/package";

export const loader = packageLoader;
export const clientLoader = packageLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The page on paper: its own stylesheet, which the screen never waits for (app/print.css). */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

/** A tour package's own page (`/tours/<slug>`, `/id/tours/<slug>`): what a traveler forwards. */
export default function PackagePage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PackageHero copy={copy} />
      <PackageBody copy={copy} />
      {copy.itinerary ? <PackageItinerary itinerary={copy.itinerary} /> : null}
      {copy.prices ? <PackagePrices prices={copy.prices} /> : null}
      {copy.departures ? <PackageDepartures departures={copy.departures} /> : null}
      <PackageTerms copy={copy} />
      <PackageQuestions copy={copy} />
      <PrintHowToBook forward={copy.forward} />
      <PackageOthers copy={copy} />
    </>
  );
}
