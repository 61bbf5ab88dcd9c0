import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { notFoundCopy, notFoundMeta } from "~/content/not-found";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...notFoundMeta, path: "/404", noindex: true });

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(notFoundCopy.logMessage, pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[70vh] items-center justify-center px-5 py-20 text-center">
      <div>
        <p
          className="font-display font-semibold text-8xl text-brand sm:text-9xl"
          aria-hidden="true"
        >
          {notFoundCopy.code}
        </p>
        <h1 className="mt-2 text-3xl sm:text-4xl">
          <span className="sr-only">{notFoundCopy.code}: </span>
          {notFoundCopy.message}
        </h1>
        <Button asChild size="lg" className="mt-8">
          <Link to={notFoundCopy.homeLink.to}>{notFoundCopy.homeLink.label}</Link>
        </Button>
      </div>
    </section>
  );
}
