/**
 * What the build folder (build/client) holds, as every server of the site must answer it. One page
 * is one file, `X.html` (the home page `index.html`), answered at the extensionless URL `/X` and
 * nowhere else: `/X/`, `/X.html` and `/X/index.html` redirect to it. Every `<dir>/404.html` is the
 * not-found page for the URLs under `<dir>/` (the nearest one wins, as on Cloudflare Pages). Any
 * other file is sent at its own path, except the CDN's rule files, precompressed copies and
 * React Router's `.data` files, which are never sent. One folder is an app rather than pages: the
 * content editor, answered at `/admin/` by its `index.html`. `npm start` reads this at startup; the
 * build writes the nginx locations and the CDN rules from it.
 */
import { relative, sep } from "node:path";
import { walkFiles } from "../project/output.ts";
import { adminPathPrefix } from "./http-headers.ts";

/** The status of every redirect to a page's one URL; it keeps the method (and Cloudflare uses it). */
export const redirectStatus = 308;

/** Files in build/client that are instructions for a host, not part of the site. */
export const hostRuleFiles = ["/_headers", "/_redirects"] as const;

/** The file name of a not-found page, in the folder whose URLs it answers. */
export const notFoundFileName = "404.html";

/** Precompressed copies written beside a file (site-build/precompress.ts), by content coding. */
export const precompressedSuffixes = { br: ".br", gzip: ".gz" } as const;

/** Whether a path (with a leading slash) is one of the files servers never send as such. */
export function isHiddenFile(file: string): boolean {
  return (
    (hostRuleFiles as readonly string[]).includes(file) ||
    file.split("/").some((segment) => segment.startsWith(".")) ||
    /\.(br|gz|data)$/.test(file)
  );
}

/** `/about` → `/about.html`, `/` → `/index.html`: the file a page URL is answered with. */
export function pageFileOf(url: string): string {
  return url === "/" ? "/index.html" : `${url}.html`;
}

/** `/about.html` → `/about`, `/index.html` → `/`; undefined for a not-found page or another file. */
export function pageUrlOf(file: string): string | undefined {
  if (!file.endsWith(".html") || file.endsWith(`/${notFoundFileName}`)) return undefined;
  if (file === "/index.html") return "/";
  if (file.endsWith("/index.html")) {
    throw new Error(
      `${file}: pages are written as X.html beside their folder (site-build/page-files.ts).`,
    );
  }
  return file.slice(0, -".html".length);
}

/** `/404.html` → `/`, `/id/404.html` → `/id/`: the URL prefix a not-found page answers for. */
export function notFoundPrefixOf(file: string): string | undefined {
  return file.endsWith(`/${notFoundFileName}`)
    ? file.slice(0, -notFoundFileName.length)
    : undefined;
}

/**
 * Folders served as one app at their own URL, with the slash, by their `index.html`, as Decap CMS
 * expects: the content editor (decision 0012). Cloudflare Pages answers a folder's index.html that
 * way by itself.
 */
export const appFolders: readonly string[] = [adminPathPrefix];

/** `/admin/index.html` → `/admin/`; undefined for any other file. */
export function appUrlOf(file: string): string | undefined {
  return appFolders.find((folder) => file === `${folder}index.html`);
}

/**
 * The URLs that redirect to a page's one URL: `/about/`, `/about.html`, `/about/index.html`; to an
 * app's, `/admin`, `/admin/index.html` and `/admin/index` (as Cloudflare Pages redirects them).
 */
export function redirectsTo(url: string): string[] {
  if (url === "/") return ["/index.html"];
  if (url.endsWith("/")) return [url.slice(0, -1), `${url}index.html`, `${url}index`];
  return [`${url}/`, `${url}.html`, `${url}/index.html`];
}

export interface SiteFiles {
  /** Pages by URL: `/about` → `/about.html`, sorted by URL. */
  pages: ReadonlyArray<{ url: string; file: string }>;
  /** Not-found pages, deepest prefix first: `/id/` → `/id/404.html`, then `/` → `/404.html`. */
  notFound: ReadonlyArray<{ prefix: string; file: string }>;
  /** Apps at their folder's URL: `/admin/` → `/admin/index.html` (their other files are files). */
  apps: ReadonlyArray<{ url: string; file: string }>;
  /** Every other file sent as it is, by its path (which is its URL), sorted. */
  files: readonly string[];
}

/** Every file under `dir` as a site path with a leading slash, sorted. */
export function listFiles(dir: string): string[] {
  return walkFiles(dir).map((file) => `/${relative(dir, file).split(sep).join("/")}`);
}

/** Sorts the files of a build folder into pages, not-found pages and other files. */
export function classifyFiles(all: readonly string[]): SiteFiles {
  const pages: Array<{ url: string; file: string }> = [];
  const notFound: Array<{ prefix: string; file: string }> = [];
  const apps: Array<{ url: string; file: string }> = [];
  const files: string[] = [];
  for (const file of all) {
    if (isHiddenFile(file)) continue;
    const app = appUrlOf(file);
    if (app) {
      apps.push({ url: app, file });
      continue;
    }
    const prefix = notFoundPrefixOf(file);
    const url = pageUrlOf(file);
    if (prefix) notFound.push({ prefix, file });
    else if (url) pages.push({ url, file });
    else files.push(file);
  }
  if (!notFound.some(({ prefix }) => prefix === "/")) {
    throw new Error(`The build has no /${notFoundFileName}.`);
  }
  return {
    pages: pages.sort((a, b) => a.url.localeCompare(b.url)),
    notFound: notFound.sort((a, b) => b.prefix.length - a.prefix.length),
    apps,
    files,
  };
}

export function readSiteFiles(clientDir: string): SiteFiles {
  return classifyFiles(listFiles(clientDir));
}

/** The not-found page for a URL path: the one in the deepest folder along the path. */
export function nearestNotFound<T extends { prefix: string }>(
  pathname: string,
  notFound: readonly T[],
): T {
  const found = notFound.find(({ prefix }) => pathname.startsWith(prefix));
  // classifyFiles guarantees the root one, whose prefix "/" every path starts with.
  if (!found) throw new Error(`No not-found page for ${pathname}.`);
  return found;
}
