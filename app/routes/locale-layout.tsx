import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ShellCopyProvider } from "~/components/context/shell-copy";
import { SiteShell } from "~/components/layout/site-shell";
import { ErrorScreen } from "~/components/sections/shared/error-screen";
import { routeId } from "~/copy/pages";
import type { ShellCopy } from "~/copy/view";
import { errorMessage } from "~/lib/error-message";
import { localeOfPath } from "~/lib/locale";
import { shellLoader } from "~/route-data/loaders";
import type { Route } from "./+types/locale-layout";

export const loader = shellLoader;

/** A language's shell copy never changes while the visitor stays in that language. */
export const shouldRevalidate = () => false;

/** Header, footer and chat button around every page of one language, with its copy. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShellCopyProvider copy={loaderData}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </ShellCopyProvider>
  );
}

/** An error in a page of this language, shown in this language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const shell = useRouteLoaderData<ShellCopy>(routeId("layout", localeOfPath(pathname)));
  // Without this language's copy, the root's error screen takes over.
  if (!shell) throw error;
  const { title, fallbackMessage, homeLink } = shell.error;
  return (
    <ErrorScreen title={title} message={errorMessage(error, fallbackMessage)} homeLink={homeLink} />
  );
}
