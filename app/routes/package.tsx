import {
  PackageBody,
  PackageHero,
  PackageOthers,
  PackageQuestions,
  PackageTerms,
} from "~/components/sections/package-detail";
import { packageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/package";

export const loader = packageLoader;
export const clientLoader = packageLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** A tour package's own page (`/tours/<slug>`, `/id/tours/<slug>`): what a traveler forwards. */
export default function PackagePage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PackageHero copy={copy} />
      <PackageBody copy={copy} />
      <PackageTerms copy={copy} />
      <PackageQuestions copy={copy} />
      <PackageOthers copy={copy} />
    </>
  );
}
