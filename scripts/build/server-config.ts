/**
 * Writes the response header rules of scripts/http-headers.ts for every server the site ships
 * with, using the Content-Security-Policy of each page computed from the final HTML:
 * - `<build>/page-policies.json`: the policy of each HTML file, read by `npm start` (scripts/serve.ts)
 * - `<build>/client/_headers`: Netlify and Cloudflare Pages
 * - `<build>/nginx/http-maps.conf` and `<build>/nginx/server-headers.conf`: nginx, included by
 *   the committed deploy/nginx/site.conf setup (see the comment at its top)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  baselineContentSecurityPolicy,
  cacheControl,
  defaultContentSecurityPolicy,
  immutablePathPrefix,
  responseHeaders,
  securityHeaders,
} from "../http-headers.ts";
import { type PagePolicy, pagePolicies } from "./csp.ts";
import { walkFiles } from "./paths.ts";

/** Where `npm start` finds the page policies, relative to the build folder. */
export const pagePoliciesFile = "page-policies.json";

/**
 * Content-Security-Policy by HTML file (`/about/index.html`), as written by the build; undefined
 * when the folder holds no build.
 */
export function readPagePolicies(buildRoot: string): Map<string, string> | undefined {
  const path = join(buildRoot, pagePoliciesFile);
  if (!existsSync(path)) return undefined;
  return new Map(Object.entries(JSON.parse(readFileSync(path, "utf8")) as Record<string, string>));
}

/** The URL paths at which a CDN serves an HTML file: `/about/index.html` → /about, /about/, … */
export function urlPathsOf(file: string): string[] {
  if (file.endsWith("/index.html")) {
    const folder = file.slice(0, -"index.html".length);
    return folder === "/" ? ["/", file] : [folder.slice(0, -1), folder, file];
  }
  return file.endsWith(".html") ? [file.slice(0, -".html".length), file] : [file];
}

/** Files a server sends as they are, outside the fingerprinted assets: favicon, robots.txt, … */
function plainFiles(clientDir: string): string[] {
  return [...walkFiles(clientDir)]
    .map((file) => `/${relative(clientDir, file).split(sep).join("/")}`)
    .filter(
      (file) =>
        !file.startsWith(immutablePathPrefix) &&
        !/\.(html|br|gz)$/.test(file) &&
        file !== "/_headers",
    )
    .sort();
}

type Rule = [path: string, headers: Record<string, string>];

/** Cloudflare Pages' limits for `_headers`; Netlify has none lower. */
const headersFileLimits = { rules: 100, lineLength: 2000 };

/**
 * `_headers` for Netlify and Cloudflare Pages. Both apply every rule whose path matches, and
 * Cloudflare joins the values of a header set by several of them with a comma, so no header name
 * appears in two rules that match the same URL, except the Content-Security-Policy, whose `/*` part
 * (the page-independent directives) may be joined harmlessly: two policies are both enforced.
 */
export function renderHeadersFile(pages: PagePolicy[], files: string[]): string {
  const rules: Rule[] = [
    ["/*", { ...securityHeaders, "Content-Security-Policy": baselineContentSecurityPolicy }],
    [
      `${immutablePathPrefix}*`,
      {
        "Cache-Control": cacheControl.immutable,
        "Content-Security-Policy": defaultContentSecurityPolicy,
      },
    ],
    ...pages.flatMap(({ file, csp }) =>
      urlPathsOf(file).map((path): Rule => [path, pageHeaders(file, csp)]),
    ),
    ...files.map((file): Rule => [file, pageHeaders(file, defaultContentSecurityPolicy)]),
  ];
  const text = [
    "# Response headers for Netlify and Cloudflare Pages, written by the build from",
    "# scripts/http-headers.ts and the hashes of each page's inline scripts. Do not edit.",
    ...rules.flatMap(([path, headers]) => [
      "",
      path,
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

/** The headers of a page-specific rule: everything but what the `/*` rule already sends. */
function pageHeaders(file: string, csp: string): Record<string, string> {
  const { "Cache-Control": cache, "Content-Security-Policy": policy } = responseHeaders(file, csp);
  return { "Cache-Control": cache as string, "Content-Security-Policy": policy as string };
}

function nginxString(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string.`);
  return `"${value}"`;
}

/** nginx variables holding the per-response header values; set by http-maps.conf. */
const nginxVariables = {
  "Content-Security-Policy": "$site_content_security_policy",
  "Cache-Control": "$site_cache_control",
} as const;

/**
 * nginx `http {}` context: the policy and caching of each response, chosen by `$uri`, which
 * after `try_files` (or `error_page`) is the path of the file nginx sends.
 */
export function renderNginxMaps(pages: PagePolicy[]): string {
  const escapedPrefix = immutablePathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [
    "# nginx http {} context, written by the build from scripts/http-headers.ts. Do not edit.",
    "# Include it in the http {} block that holds the site's server; see deploy/nginx/site.conf.",
    `map $uri ${nginxVariables["Content-Security-Policy"]} {`,
    `    default ${nginxString(defaultContentSecurityPolicy)};`,
    ...pages.map(({ file, csp }) => `    ${nginxString(file)} ${nginxString(csp)};`),
    "}",
    "",
    `map $uri ${nginxVariables["Cache-Control"]} {`,
    `    default ${nginxString(cacheControl.revalidate)};`,
    `    ${nginxString(`~^${escapedPrefix}`)} ${nginxString(cacheControl.immutable)};`,
    "}",
    "",
  ].join("\n");
}

/**
 * nginx `server {}` context: every response header, `always` so that error responses (404) get
 * them too. nginx drops these in any location that has an add_header of its own, so the site's
 * config has none.
 */
export function renderNginxServerHeaders(): string {
  const headers = Object.keys(responseHeaders("/")).map((name) => {
    const value =
      name in nginxVariables
        ? nginxVariables[name as keyof typeof nginxVariables]
        : nginxString(securityHeaders[name] as string);
    return `add_header ${name} ${value} always;`;
  });
  return [
    "# nginx server {} context, written by the build from scripts/http-headers.ts. Do not edit.",
    "# Include it in the site's server {} block; see deploy/nginx/site.conf.",
    ...headers,
    "",
  ].join("\n");
}

export async function writeServerConfig(clientDir: string, buildRoot: string): Promise<string> {
  const pages = pagePolicies(clientDir);
  writeFileSync(
    join(buildRoot, pagePoliciesFile),
    `${JSON.stringify(Object.fromEntries(pages.map(({ file, csp }) => [file, csp])), null, 2)}\n`,
  );
  writeFileSync(join(clientDir, "_headers"), renderHeadersFile(pages, plainFiles(clientDir)));
  const nginxDir = join(buildRoot, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, "http-maps.conf"), renderNginxMaps(pages));
  writeFileSync(join(nginxDir, "server-headers.conf"), renderNginxServerHeaders());
  const scripts = new Set(pages.flatMap(({ inline }) => inline.scripts)).size;
  const styles = new Set(pages.flatMap(({ inline }) => inline.styles)).size;
  return `CSP for ${pages.length} pages (${scripts} inline script and ${styles} style hashes); _headers, nginx/ and ${pagePoliciesFile} written`;
}
