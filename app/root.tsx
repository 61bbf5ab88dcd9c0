import { type ReactNode, Suspense, use, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { SpaFallbackContext } from "~/components/context/spa-fallback";
import { ErrorScreen } from "~/components/sections/shared/error-screen";
import { localizedPath } from "~/copy/pages";
import { siteConfig } from "~/copy/site";
import type { ShellCopy } from "~/copy/view";
import { brandColors } from "~/lib/brand-colors";
import { brandFontHeadScript } from "~/lib/brand-font";
import { errorMessage } from "~/lib/error-message";
import { type Locale, localeInfo, localeOfPath } from "~/lib/locale";
import { behaviour, routeHydrates } from "~/lib/page-behaviour";
import { speculationRules } from "~/lib/speculation-rules";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";

/** Colour of the browser's toolbar: the cream of the site header. The web manifest reuses it. */
const themeColor = brandColors.cream;

/**
 * The PNG favicon, for search engines, which read it from the HTML as served, and for browsers
 * without scripts. The SVG favicon (the logo) is linked by the page's script after the first
 * paint, like the manifest (app/enhance/boot.ts, decision 0005): written into every page as a
 * `data:` URL it took room in each page's first round trip. The PNG files, /favicon.svg and
 * the manifest are drawn by the build from the logo (site-build/icons.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

/**
 * The stylesheet is written into each prerendered page, so the first paint needs no other request
 * (the build then keeps only the rules that page uses: site-build/first-paint.ts). Only the
 * prerender has its text: the browser keeps the element React finds on hydration and the CSS is
 * not shipped a second time inside the JavaScript. What interaction shows comes later, from a
 * stylesheet of the page's own (site-build/first-paint.ts), or on a page that hydrates, from the
 * full stylesheet once React runs (toasts and form errors are drawn by React).
 */
const inlineStylesheet = { __html: import.meta.env.SSR ? stylesheet : "" };

/** Like the stylesheet, the head script is only in the prerendered HTML, which runs it. */
const brandFontScript = { __html: import.meta.env.SSR ? brandFontHeadScript : "" };

/** Same-origin pages are prerendered as the visitor shows an intent to open them (decision 0017). */
const speculationRulesText = { __html: JSON.stringify(speculationRules) };

/**
 * Only a page whose route asks for it (`hydrateHandle`) carries React Router's scripts; every page
 * gets the small script of app/enhance/ from the build (site-build/first-paint.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hydrates = routeHydrates(useMatches()) || use(SpaFallbackContext);
  return (
    // The head script may mark <html> for the brand typeface before React runs (lib/brand-font.ts).
    <html
      lang={localeInfo[localeOfPath(pathname)].tag}
      suppressHydrationWarning
      {...(hydrates ? { [behaviour.hydrates]: "" } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own one-line script, hashed in the CSP */}
        <script dangerouslySetInnerHTML={brandFontScript} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, built by Vite */}
        <style dangerouslySetInnerHTML={inlineStylesheet} />
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own rules, hashed in the CSP */}
        <script type="speculationrules" dangerouslySetInnerHTML={speculationRulesText} />
      </body>
    </html>
  );
}

/**
 * On a page that hydrates, once React has taken over the prerendered HTML, the document is marked;
 * the page itself is a language's layout route (routes/locale-layout.tsx).
 */
export default function App() {
  useEffect(() => {
    document.documentElement.setAttribute(behaviour.hydrated, "");
  }, []);
  return <Outlet />;
}

const shellRequests = new Map<Locale, Promise<ShellCopy | undefined>>();

/** The language's shell copy for the last-resort error screen; undefined if it cannot load. */
function shellCopyFor(locale: Locale): Promise<ShellCopy | undefined> {
  let request = shellRequests.get(locale);
  if (!request) {
    request = import("~/route-data/load-copy")
      .then(({ loadShellCopy }) => loadShellCopy(locale))
      .catch(() => undefined);
    shellRequests.set(locale, request);
  }
  return request;
}

function RootErrorScreen({ error, locale }: { error: unknown; locale: Locale }) {
  const shell = use(shellCopyFor(locale));
  const home = localizedPath("home", locale);
  if (!shell) {
    // The language's copy could not load either (the visitor is offline): name the site only.
    const label = siteConfig.brandName;
    return (
      <ErrorScreen
        title={label}
        message={errorMessage(error, label)}
        homeLink={{ to: home, label }}
      />
    );
  }
  const { title, fallbackMessage, homeLink } = shell.error;
  return (
    <ErrorScreen title={title} message={errorMessage(error, fallbackMessage)} homeLink={homeLink} />
  );
}

/**
 * The last-resort error screen, for errors outside a language's layout (which shows its own): the
 * spec's "Unexpected Application Error!" and the message, in the language of the URL.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <RootErrorScreen error={error} locale={localeOfPath(pathname)} />
    </Suspense>
  );
}
