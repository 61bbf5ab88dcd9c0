/**
 * The three nginx files the build writes into `<build>/nginx/` (site-build/server-config.ts),
 * included beside the committed deploy/nginx/site.conf (see the comment at its top):
 * `http-maps.conf` (the per-response header values), `server-headers.conf` (every header, sent
 * always) and `locations.conf` (the site's URLs).
 */
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPathPrefix,
  allowedMethods,
  cacheControl,
  contentTypes,
  defaultContentSecurityPolicy,
  defaultContentType,
  immutablePathPrefix,
  securityHeaders,
} from "../server/http-headers.ts";
import {
  nearestNotFound,
  redirectStatus,
  redirectsTo,
  type SiteFiles,
} from "../server/site-files.ts";
import type { PagePolicy } from "./csp.ts";

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
