import { LegalDocument } from "~/components/sections/legal/legal-document";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/terms";

export const loader = pageLoader("terms");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function TermsPage({ loaderData: copy }: Route.ComponentProps) {
  return <LegalDocument {...copy} />;
}
