import { type ReactNode, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import logoMarkSvg from "~/assets/art/logo-mark.svg?raw";
import { ChatButton } from "~/components/layout/chat-button";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastHost } from "~/components/layout/toast-host";
import { ErrorScreen } from "~/components/sections/error-screen";
import { chatCopy } from "~/content/chat";
import { errorCopy } from "~/content/not-found";
import { siteConfig } from "~/content/site";
import { svgDataUri } from "~/lib/svg-data-uri";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import stylesheetUrl from "./app.css?url";

/** Colour of the browser's toolbar: the cream of the site header. The web manifest reuses it. */
const themeColor = "#faf7f2";

/**
 * The favicon is the logo, written into the page as a `data:` URL (~200 bytes compressed): the
 * browser has it without a request, which it would otherwise make when the page finishes loading,
 * often before the first paint (decision 0005). The PNG is for search engines and browsers without
 * SVG favicons. The PNG files, /favicon.svg and the manifest are drawn by the build from the logo
 * (scripts/build/icons.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "icon", href: svgDataUri(logoMarkSvg), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

/**
 * The stylesheet is written into each prerendered page, so the first paint needs no other request
 * (the build then keeps only the rules that page uses: scripts/build/first-paint.ts). Only the
 * prerender has its text: the browser keeps the element React finds on hydration and the CSS is
 * not shipped a second time inside the JavaScript. Once React runs, the full stylesheet is added
 * as a cached file for everything interaction can show (menus, toasts, form errors, the FAQ).
 */
const inlineStylesheet = { __html: import.meta.env.SSR ? stylesheet : "" };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, built by Vite */}
        <style dangerouslySetInnerHTML={inlineStylesheet} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Header, page, footer and the floating chat button, with toasts for every page. */
function SiteShell({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);

  // Marks the document once React has taken over the prerendered HTML.
  useEffect(() => {
    setHydrated(true);
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <>
      {hydrated ? (
        <>
          <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
          {/*
           * The manifest is only needed to install the site, never to show a page. Linked from the
           * prerendered HTML, Chrome fetches it (and an icon it lists) on the load event, which on
           * these inlined pages comes before the first paint: see docs/decisions/0005.
           */}
          <link rel="manifest" href="/site.webmanifest" />
        </>
      ) : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <aside aria-label={chatCopy.regionLabel}>
        <ChatButton />
      </aside>
      <ToastHost />
    </>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message: string = errorCopy.fallbackMessage;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error && error.message) {
    message = error.message;
  }
  return <ErrorScreen title={errorCopy.title} message={message} homeLink={errorCopy.homeLink} />;
}
