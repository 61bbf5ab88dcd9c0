import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { behaviour } from "~/lib/page-behaviour";
import { notFoundLoader } from "~/route-data/loaders";
import type { Route } from "./+types/not-found";

export const loader = notFoundLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/**
 * Any path that is not a page, in the language of its prefix; the page's script logs the unknown
 * path (app/enhance/boot.ts), as the spec asks.
 */
export default function NotFoundPage() {
  const { notFound } = useShellCopy();
  return (
    // Top-aligned: content centred in the screen would move while the page is parsed.
    <section
      className="min-h-[70vh] px-5 pt-20 pb-20 text-center sm:pt-28"
      {...{ [behaviour.notFoundLog]: notFound.logMessage }}
    >
      <div>
        <p className="font-display text-8xl text-brand sm:text-9xl" aria-hidden="true">
          {notFound.code}
        </p>
        <h1 className="mt-2 text-3xl sm:text-4xl">
          <span className="sr-only">{notFound.code}: </span>
          {notFound.message}
        </h1>
        <Button asChild size="lg" className="mt-8 w-full max-w-xs">
          <a href={notFound.homeLink.to}>{notFound.homeLink.label}</a>
        </Button>
      </div>
    </section>
  );
}
