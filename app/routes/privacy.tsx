import { LegalDocument } from "~/components/sections/legal/legal-document";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/privacy";

export const loader = pageLoader("privacy");

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function PrivacyPage({ loaderData: copy }: Route.ComponentProps) {
  return <LegalDocument {...copy} />;
}
