/**
 * Writes, for every server the site ships with, the rules of server/http-headers.ts and the URL
 * policy of server/site-files.ts (decision 0006), from the final build and each page's
 * Content-Security-Policy:
 * - `<build>/page-policies.json`: the policy of each HTML file, read by `npm start` (server/serve.ts)
 * - `<build>/client/_headers` and `<build>/client/_redirects`: Cloudflare Pages and Netlify
 * - `<build>/nginx/http-maps.conf`, `server-headers.conf` and `locations.conf`: nginx, included
 *   beside the committed deploy/nginx/site.conf (see the comment at its top)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEditorSettings, defaultApiRoot } from "../editor/settings.ts";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPathPrefix,
  allowedMethods,
  baselineContentSecurityPolicy,
  cacheControl,
  contentTypes,
  defaultContentSecurityPolicy,
  defaultContentType,
  immutablePathPrefix,
  isAdminPath,
  securityHeaders,
} from "../server/http-headers.ts";
import { pagePoliciesFile } from "../server/output.ts";
import {
  hostRuleFiles,
  nearestNotFound,
  notFoundFileName,
  readSiteFiles,
  redirectStatus,
  redirectsTo,
  type SiteFiles,
} from "../server/site-files.ts";
import { type PagePolicy, pagePolicies } from "./csp.ts";

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

function nginxString(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string.`);
  return `"${value}"`;
}

/** nginx variables holding the per-response header values; set by http-maps.conf. */
const nginxVariable = (header: string) => `$site_${header.toLowerCase().replace(/[^a-z]+/g, "_")}`;
/** The value of a header for the file sent, before the status is known. */
const fileVariable = (header: string) => nginxVariable(header).replace("$site_", "$site_file_");

/**
 * nginx `http {}` context. One `map` per response header, so that:
 * - the policy, caching and the content editor's headers (under /admin/) are chosen by `$uri`,
 *   which after `try_files` (or `error_page`) is the path of the file nginx sends;
 * - errors and answers to a `Range` request get `no-store`, and 405 gets `Allow`;
 * - each map is `volatile` and empty for 416: nginx sends a 416 by running the header filters a
 *   second time on the same response, which would add every header twice.
 */
export function renderNginxMaps(pages: readonly PagePolicy[]): string {
  const escapedPrefix = immutablePathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const perStatus = (header: string, byStatus: string[], otherwise: string) => [
    `map $status ${nginxVariable(header)} {`,
    "    volatile;",
    '    416 "";',
    ...byStatus.map((line) => `    ${line}`),
    `    default ${otherwise};`,
    "}",
  ];
  return [
    "# nginx http {} context, written by the build from server/http-headers.ts. Do not edit.",
    "# Include it in the http {} block that holds the site's server; see deploy/nginx/site.conf.",
    "map $uri $site_file_content_security_policy {",
    `    default ${nginxString(defaultContentSecurityPolicy)};`,
    ...pages.map(({ file, csp }) => `    ${nginxString(file)} ${nginxString(csp)};`),
    // Regular expressions are tried after every exact file, in order.
    `    ${nginxString(`~^${adminPathPrefix}`)} ${nginxString(adminContentSecurityPolicy())};`,
    "}",
    "",
    ...Object.entries(adminHeaders).flatMap(([name, value]) => [
      `map $uri ${fileVariable(name)} {`,
      `    default ${nginxString(securityHeaders[name] ?? "")};`,
      `    ${nginxString(`~^${adminPathPrefix}`)} ${nginxString(value)};`,
      "}",
      "",
    ]),
    "map $uri $site_file_cache_control {",
    `    default ${nginxString(cacheControl.revalidate)};`,
    `    ${nginxString(`~^${escapedPrefix}`)} ${nginxString(cacheControl.immutable)};`,
    "}",
    "",
    "map $http_range $site_request_cache_control {",
    '    "" $site_file_cache_control;',
    `    default ${nginxString(cacheControl.error)};`,
    "}",
    "",
    ...perStatus(
      "Cache-Control",
      [`~^[45] ${nginxString(cacheControl.error)};`],
      "$site_request_cache_control",
    ),
    "",
    ...perStatus("Content-Security-Policy", [], "$site_file_content_security_policy"),
    "",
    ...perStatus("Allow", [`405 ${nginxString(allowedMethods)};`], '""'),
    "",
    ...Object.entries(securityHeaders)
      .filter(([name]) => !(name in adminHeaders))
      .flatMap(([name, value]) => [...perStatus(name, [], nginxString(value)), ""]),
    ...Object.keys(adminHeaders).flatMap((name) => [
      ...perStatus(name, [], fileVariable(name)),
      "",
    ]),
  ].join("\n");
}

/**
 * nginx `server {}` context: every response header, `always` so that error responses (404) get
 * them too (an empty value sends nothing). nginx drops these in any location that has an
 * add_header of its own, so no location has one.
 */
export function renderNginxServerHeaders(): string {
  const names = [
    ...new Set([...Object.keys(securityHeaders), ...Object.keys(adminHeaders)]),
    "Content-Security-Policy",
    "Cache-Control",
    "Allow",
  ];
  return [
    "# nginx server {} context, written by the build from server/http-headers.ts. Do not edit.",
    "# Include it in the site's server {} block; see deploy/nginx/site.conf.",
    ...names.map((name) => `add_header ${name} ${nginxVariable(name)} always;`),
    "",
  ].join("\n");
}

/**
 * nginx `server {}` context: the site's URLs, from the build (server/site-files.ts). Every page
 * and file has an exact `location`; the URLs that redirect to a page return 308; everything else
 * answers 404 with the nearest not-found page, which is only ever sent through `error_page`.
 * Content types come from server/http-headers.ts, as `npm start` sends them.
 */
export function renderNginxLocations(site: SiteFiles): string {
  const charsetTypes = new Set<string>();
  const types = new Map<string, string[]>();
  for (const [extension, value] of Object.entries(contentTypes)) {
    const [type = "", parameter] = value.split(";").map((part) => part.trim());
    if (parameter === "charset=utf-8") charsetTypes.add(type);
    types.set(type, [...(types.get(type) ?? []), extension]);
  }
  const location = (match: string, ...body: string[]) =>
    body.length
      ? [`location ${match} {`, ...body.map((line) => `    ${line}`), "}"]
      : [`location ${match} {}`];
  const nested = site.notFound.filter(({ prefix }) => prefix !== "/");
  return [
    "# nginx server {} context, written by the build from server/site-files.ts. Do not edit.",
    "# Include it in the site's server {} block; see deploy/nginx/site.conf.",
    "types {",
    ...[...types].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`),
    "}",
    `default_type ${defaultContentType};`,
    "charset utf-8;",
    `charset_types ${[...charsetTypes].join(" ")};`,
    "",
    "# Pages, each at its one URL; the content editor at its folder's.",
    ...[...site.pages, ...site.apps].flatMap(({ url, file }) =>
      location(`= ${url}`, `try_files ${file} =404;`),
    ),
    "",
    "# Other URLs of a page redirect to it, with the query string.",
    ...[...site.pages, ...site.apps].flatMap(({ url }) =>
      redirectsTo(url).flatMap((alias) =>
        location(`= ${alias}`, `return ${redirectStatus} ${url}$is_args$args;`),
      ),
    ),
    "",
    "# Files, sent as they are.",
    ...site.files.flatMap((file) => location(`= ${file}`)),
    "",
    "# Not-found pages: sent only through error_page, with 404, for the URLs under their folder.",
    `error_page 404 ${nearestNotFound("/", site.notFound).file};`,
    ...site.notFound.flatMap(({ file }) =>
      location(`= ${file}`, "internal;", `error_page 404 ${file};`),
    ),
    ...nested.flatMap(({ prefix, file }) =>
      location(`^~ ${prefix}`, `error_page 404 ${file};`, "return 404;"),
    ),
    ...location("/", "return 404;"),
    "",
  ].join("\n");
}

export async function writeServerConfig(clientDir: string, buildRoot: string): Promise<string> {
  const site = readSiteFiles(clientDir);
  if (site.files.some((file) => file.endsWith(`/${notFoundRewriteName}`))) {
    throw new Error(`The build must not contain a file named ${notFoundRewriteName}.`);
  }
  const pages = pagePolicies(clientDir);
  const policies = new Map(pages.map(({ file, csp }) => [file, csp]));
  writeFileSync(
    join(buildRoot, pagePoliciesFile),
    `${JSON.stringify(Object.fromEntries(policies), null, 2)}\n`,
  );
  // The online editor talks to GitHub's API; another API root (a test's stand-in) is allowed too.
  const { apiRoot } = buildEditorSettings();
  const apiOrigin = new URL(apiRoot).origin;
  const headersFile = renderHeadersFile(
    site,
    policies,
    apiRoot === defaultApiRoot ? [] : [apiOrigin],
  );
  writeFileSync(join(clientDir, "_headers"), headersFile);
  const redirectsFile = renderRedirectsFile(site);
  writeFileSync(join(clientDir, "_redirects"), redirectsFile);
  const nginxDir = join(buildRoot, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, "http-maps.conf"), renderNginxMaps(pages));
  writeFileSync(join(nginxDir, "server-headers.conf"), renderNginxServerHeaders());
  writeFileSync(join(nginxDir, "locations.conf"), renderNginxLocations(site));
  const scripts = new Set(pages.flatMap(({ inline }) => inline.scripts)).size;
  const styles = new Set(pages.flatMap(({ inline }) => inline.styles)).size;
  const count = (text: string, pattern: RegExp) =>
    text.split("\n").filter((line) => pattern.test(line)).length;
  return [
    `CSP for ${pages.length} HTML files (${scripts} inline script and ${styles} style hashes)`,
    `_headers (${count(headersFile, /^\//)} rules), _redirects (${count(redirectsFile, /^\//)} rules), nginx/ and ${pagePoliciesFile} written`,
  ].join("; ");
}
