import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import logoMarkSvg from "~/assets/art/logo-mark.svg?raw";
import { ErrorScreen } from "~/components/sections/error-screen";
import { localizedPath } from "~/content/pages";
import { siteConfig } from "~/content/site";
import type { ShellCopy } from "~/content/view";
import { brandFontHeadScript, loadBrandFont, showBrandFont } from "~/lib/brand-font";
import { errorMessage } from "~/lib/error-message";
import { type Locale, localeInfo, localeOfPath } from "~/lib/locale";
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
 * (site-build/icons.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "icon", href: svgDataUri(logoMarkSvg), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

/**
 * The stylesheet is written into each prerendered page, so the first paint needs no other request
 * (the build then keeps only the rules that page uses: site-build/first-paint.ts). Only the
 * prerender has its text: the browser keeps the element React finds on hydration and the CSS is
 * not shipped a second time inside the JavaScript. Once React runs, the full stylesheet is added
 * as a cached file for everything interaction can show (menus, toasts, form errors, the FAQ).
 */
const inlineStylesheet = { __html: import.meta.env.SSR ? stylesheet : "" };

/** Like the stylesheet, the head script is only in the prerendered HTML, which runs it. */
const brandFontScript = { __html: import.meta.env.SSR ? brandFontHeadScript : "" };

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    // The head script may mark <html> for the brand typeface before React runs (lib/brand-font.ts).
    <html lang={localeInfo[localeOfPath(pathname)].tag} suppressHydrationWarning>
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Once React has taken over the prerendered HTML, the document is marked and the full stylesheet
 * and the manifest are linked; the page itself is a language's layout route (routes/locale-layout.tsx).
 */
export default function App() {
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    document.documentElement.dataset.hydrated = "true";
    // Well after the first paint, so the font is never a request the first paint waits for.
    void loadBrandFont();
  }, []);

  // The next page is drawn in the brand typeface (not this one: see lib/brand-font.ts), before
  // its first frame.
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) showBrandFont();
  }, [pathname]);

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
      <Outlet />
    </>
  );
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
