/**
 * The rule files Cloudflare Pages and Netlify read from the site's folder, written by the build
 * (site-build/server-config.ts) from server/http-headers.ts and server/site-files.ts:
 * `<build>/client/_headers` and `<build>/client/_redirects`.
 */
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPathPrefix,
  baselineContentSecurityPolicy,
  cacheControl,
  defaultContentSecurityPolicy,
  immutablePathPrefix,
  isAdminPath,
  securityHeaders,
} from "../server/http-headers.ts";
import {
  hostRuleFiles,
  nearestNotFound,
  notFoundFileName,
  redirectStatus,
  type SiteFiles,
} from "../server/site-files.ts";

type Rule = { path: string; detach: string[]; headers: Record<string, string> };

/** Cloudflare Pages' limits for `_headers`; Netlify has none lower. */
export const headersFileLimits = { rules: 100, lineLength: 2000 };

/**
 * Plain files (neither a page nor a fingerprinted asset) as `_headers` rule paths: one `/<dir>/*`
 * for each top-level folder that holds no page (the Open Graph images, the icons), each file at
 * the root or beside pages on its own. The rule count then grows with the pages alone.
 */
function plainFileRules(site: SiteFiles): string[] {
  const topFolder = (path: string) => path.split("/").filter(Boolean).slice(0, -1)[0];
  const pageFolders = new Set(
    [...site.pages.map(({ file }) => file), ...site.notFound.map(({ file }) => file)]
      .map(topFolder)
      .filter(Boolean),
  );
  const rules = new Set<string>();
  for (const file of site.files) {
    // Assets and the editor's files have a rule of their own.
    if (file.startsWith(immutablePathPrefix) || isAdminPath(file)) continue;
    const folder = topFolder(file);
    rules.add(folder && !pageFolders.has(folder) ? `/${folder}/*` : file);
  }
  return [...rules].sort();
}

/**
 * The content editor's one rule, `/admin/*`, which also matches `/admin/` itself: its policy and
 * headers (replacing the site's where both set one), revalidated like every unversioned file.
 */
function adminRule(connectOrigins: readonly string[]): Rule {
  const replaced = Object.keys(adminHeaders).filter((name) => name in securityHeaders);
  return {
    path: `${adminPathPrefix}*`,
    detach: ["Content-Security-Policy", ...replaced],
    headers: {
      "Cache-Control": cacheControl.revalidate,
      "Content-Security-Policy": adminContentSecurityPolicy(connectOrigins),
      ...adminHeaders,
    },
  };
}

/**
 * `_headers` for Cloudflare Pages and Netlify. Both apply every rule whose path matches a URL, in
 * order. The `/*` rule sends the security headers and the page-independent part of the policy,
 * so an unknown URL (answered with a 404.html) gets exactly that; every other rule first detaches
 * the inherited Content-Security-Policy (`! Content-Security-Policy`, Cloudflare's syntax), then
 * sets its own full one: one policy per response on Cloudflare. Netlify skips the `!` lines (its
 * parser ignores a line without a colon); if it then joins the two policies, both are enforced,
 * which equals the full one, because the `/*` part restricts no script or style. No other header
 * is set by two rules that match one URL, so nothing else can be joined, but under /admin/: its
 * one rule (the content editor's headers, server/http-headers.ts) detaches and sets its
 * Cross-Origin-Opener-Policy too, which Netlify would send as two values, an invalid header that
 * browsers read as no policy: the sign-in window still works there.
 */
export function renderHeadersFile(
  site: SiteFiles,
  policies: ReadonlyMap<string, string>,
  adminConnectOrigins: readonly string[] = [],
): string {
  const own = (path: string, cache: string, csp: string): Rule => ({
    path,
    detach: ["Content-Security-Policy"],
    headers: { "Cache-Control": cache, "Content-Security-Policy": csp },
  });
  const rules: Rule[] = [
    {
      path: "/*",
      detach: [],
      headers: { ...securityHeaders, "Content-Security-Policy": baselineContentSecurityPolicy },
    },
    own(`${immutablePathPrefix}*`, cacheControl.immutable, defaultContentSecurityPolicy),
    ...(site.apps.some(({ url }) => url === adminPathPrefix)
      ? [adminRule(adminConnectOrigins)]
      : []),
    // The editors' pages under /admin/ (the content check) take the /admin/* rule's headers.
    ...site.pages
      .filter(({ url }) => !isAdminPath(url))
      .map(({ url, file }) =>
        own(url, cacheControl.revalidate, policies.get(file) ?? defaultContentSecurityPolicy),
      ),
    ...plainFileRules(site).map((path) =>
      own(path, cacheControl.revalidate, defaultContentSecurityPolicy),
    ),
  ];
  const text = [
    "# Response headers for Cloudflare Pages and Netlify, written by the build from",
    "# server/http-headers.ts and the hashes of each page's inline scripts. Do not edit.",
    ...rules.flatMap(({ path, detach, headers }) => [
      "",
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    "",
  ].join("\n");
  const tooLong = text.split("\n").find((line) => line.length > headersFileLimits.lineLength);
  if (rules.length > headersFileLimits.rules || tooLong) {
    throw new Error(
      `_headers exceeds Cloudflare Pages' limits (${headersFileLimits.rules} rules, ${headersFileLimits.lineLength} characters a line): ${rules.length} rules${tooLong ? `, a line of ${tooLong.length}` : ""}.`,
    );
  }
  return text;
}

/**
 * A path the build never writes: `_redirects` rewrites URLs that must answer 404 to it, inside the
 * folder whose 404.html should answer them.
 */
export const notFoundRewriteName = "__not-found";

/** Cloudflare Pages' limit for static `_redirects` rules (2,000) and dynamic ones (100). */
export const redirectsFileLimits = { staticRules: 2000, dynamicRules: 100 };

/**
 * `_redirects` for Cloudflare Pages and Netlify: what their own URL handling does not already do
 * as nginx and `npm start` do (measured with `wrangler pages dev`, decision 0006).
 * - `/about/index.html` → `/about` (Cloudflare answers it 404 itself; `/about/`, `/about.html`
 *   and `/index.html` it already redirects with 308).
 * - `/index`, `/about/index`, `/404`, `/404.html` (and each nested not-found page's), `/_headers`
 *   and `/_redirects` answer 404 with the nearest not-found page: Cloudflare would redirect the
 *   first ones to a page and serve the not-found page with 200, so they are rewritten (status
 *   200, which Cloudflare calls a proxy) to a path that does not exist, in the same folder.
 * - Netlify only: `/<prefix>/* /<prefix>/404.html 404` for each nested not-found page (Netlify
 *   looks up only the root 404.html by itself; Cloudflare finds the nearest one and skips these
 *   rules, whose status it does not accept).
 */
export function renderRedirectsFile(site: SiteFiles): string {
  const missing = (path: string) =>
    `${nearestNotFound(path, site.notFound).prefix}${notFoundRewriteName}`;
  const notFound = (path: string) => `${path} ${missing(path)} 200`;
  const indexPaths = [
    "/index",
    ...site.pages.filter(({ url }) => url !== "/").map(({ url }) => `${url}/index`),
  ];
  const staticRules = [
    ...site.pages
      .filter(({ url }) => url !== "/")
      .map(({ url }) => `${url}/index.html ${url} ${redirectStatus}`),
    ...indexPaths.map(notFound),
    ...site.notFound
      .flatMap(({ prefix }) => [`${prefix}404`, `${prefix}${notFoundFileName}`])
      .map(notFound),
    ...hostRuleFiles.map(notFound),
  ];
  const netlifyRules = site.notFound
    .filter(({ prefix }) => prefix !== "/")
    .map(({ prefix, file }) => `${prefix}* ${file} 404`);
  if (
    staticRules.length > redirectsFileLimits.staticRules ||
    netlifyRules.length > redirectsFileLimits.dynamicRules
  ) {
    throw new Error("_redirects exceeds Cloudflare Pages' limits.");
  }
  return [
    "# URL rules for Cloudflare Pages and Netlify, written by the build from server/site-files.ts.",
    "# Each page has one URL; see docs/decisions/0006-serving.md. Do not edit.",
    ...staticRules,
    ...(netlifyRules.length
      ? ["# Netlify: the nearest not-found page (Cloudflare finds it by itself).", ...netlifyRules]
      : []),
    "",
  ].join("\n");
}
