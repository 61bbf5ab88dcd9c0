import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useShellCopy } from "~/components/layout/shell-copy";
import { Button } from "~/components/ui/button";
import { notFoundLoader } from "~/route-data/loaders";
import type { Route } from "./+types/not-found";

export const loader = notFoundLoader;
export const clientLoader = notFoundLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** Any path that is not a page, in the language of its prefix; the unknown path is logged. */
export default function NotFoundPage() {
  const { notFound } = useShellCopy();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(notFound.logMessage, pathname);
  }, [notFound.logMessage, pathname]);

  return (
    // Top-aligned: content centred in the screen would move while the page is parsed.
    <section className="min-h-[70vh] px-5 pt-20 pb-20 text-center sm:pt-28">
      <div>
        <p className="font-display text-8xl text-brand sm:text-9xl" aria-hidden="true">
          {notFound.code}
        </p>
        <h1 className="mt-2 text-3xl sm:text-4xl">
          <span className="sr-only">{notFound.code}: </span>
          {notFound.message}
        </h1>
        <Button asChild size="lg" className="mt-8 w-full max-w-xs">
          <Link to={notFound.homeLink.to}>{notFound.homeLink.label}</Link>
        </Button>
      </div>
    </section>
  );
}
