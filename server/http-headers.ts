/**
 * The response headers every server of this site sends: `npm start` (server/serve.ts) applies them
 * directly and the build (site-build/server-config.ts) writes the same rules for CDN hosts
 * (`_headers`) and nginx. Change them here only.
 */

/** Fingerprinted build output: the file name changes whenever the content does. */
export const immutablePathPrefix = "/assets/";

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  /**
   * HTML and other unversioned files are revalidated on every visit: kept, and used only once the
   * server confirms them (an ETag match answers 304). The same as `public, max-age=0,
   * must-revalidate`, shorter in every page's headers (decision 0005).
   */
  revalidate: "no-cache",
  /**
   * Errors (the not-found page answering an unknown URL, 405, 416, …) are never stored: a page
   * published later shows at once. Cloudflare Pages sends the same for its 404s.
   */
  error: "no-store",
} as const;

/**
 * The caching of a response for the file or URL at `pathname`, answered with `status`. Answers to
 * a request that carries `Range` (206, 416, or a whole file when the range is ignored) are never
 * stored either: nothing on this site is fetched by range, and nginx can only tell such requests
 * apart by the header (decision 0006).
 */
export function cacheControlFor(pathname: string, status = 200, range = false): string {
  if (status >= 400 || range) return cacheControl.error;
  return pathname.startsWith(immutablePathPrefix)
    ? cacheControl.immutable
    : cacheControl.revalidate;
}

/**
 * Content-Type by file extension, the same on every server: `npm start` reads it, the nginx
 * config is generated from it (replacing the system's mime.types), and it matches what
 * Cloudflare Pages sends for the same files (checked by tests/e2e/server-agreement.spec.ts).
 */
export const contentTypes: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  js: "application/javascript",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  atom: "application/atom+xml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/vnd.microsoft.icon",
  woff2: "font/woff2",
  woff: "font/woff",
  yml: "text/yaml; charset=utf-8",
};

/** For a file whose extension is not listed. */
export const defaultContentType = "application/octet-stream";

export function contentTypeOf(pathname: string): string {
  const extension = pathname.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase() ?? "";
  return contentTypes[extension] ?? defaultContentType;
}

/**
 * Security headers sent with every response, whatever it is. Framing is refused by the CSP's
 * `frame-ancestors 'none'` (every response has a policy), which every browser in use applies
 * ahead of the older `X-Frame-Options`: that header is not sent (bytes on every response;
 * decision 0003).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Inline code a page is allowed to run, as CSP hash sources (`'sha256-…'`). The build computes them
 * from each prerendered HTML file (site-build/csp.ts).
 */
export interface InlineSources {
  /** Inline `<script>` elements. */
  scripts: readonly string[];
  /** `<style>` elements: in the HTML, or inserted at run time by a library (sonner's toasts). */
  styles: readonly string[];
  /** `style="…"` attributes in the HTML; allowing them needs `'unsafe-hashes'`. */
  styleAttributes: readonly string[];
}

/**
 * Directives that are the same for every response. A CDN sends them for URLs without a rule of
 * their own (the not-found page answering an unknown URL): `_headers` hosts may join the values of
 * several matching rules into one header, so this part must never restrict scripts or styles.
 */
const baselineDirectives: ReadonlyArray<[string, ...string[]]> = [
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
  ["upgrade-insecure-requests"],
];

function serialize(directives: ReadonlyArray<readonly string[]>): string {
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The Content-Security-Policy of a response. Nothing from another host, no `'unsafe-inline'`:
 * inline scripts and styles run only when their hash is listed. Without `inline` (any file that is
 * not a page) no inline code runs at all.
 */
export function contentSecurityPolicy(inline: Partial<InlineSources> = {}): string {
  const scripts = inline.scripts ?? [];
  const styles = inline.styles ?? [];
  const styleAttributes = inline.styleAttributes ?? [];
  const unsafeHashes = styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : [];
  return serialize([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts],
    ["style-src", "'self'", ...styles, ...unsafeHashes],
    // data: for the favicon, which each page carries inline (app/root.tsx, decision 0005).
    ["img-src", "'self'", "data:"],
    // Every other fetch directive (font-src, connect-src, manifest-src, …) is default-src's 'self':
    // written out, each would add header bytes to every response for the same policy.
    ...baselineDirectives,
  ]);
}

/**
 * The content editor, Decap CMS (decision 0012): a folder of its own, answered at `/admin/`, with
 * its own headers. Nothing links to it.
 */
export const adminPathPrefix = "/admin/";

/** Whether a file or URL path is the editor's. */
export const isAdminPath = (pathname: string) => pathname.startsWith(adminPathPrefix);

/**
 * The policy of everything under /admin/: what Decap CMS 3 needs, found by running it in Chromium
 * (decision 0012). Still nothing from another host but GitHub, and no inline script:
 * - `'unsafe-eval'`: Decap checks its configuration with ajv, which compiles each schema into a
 *   function (`new Function`); without it the editor stops at start.
 * - `style-src 'unsafe-inline'`: Decap's styles are CSS-in-JS (emotion), inserted as `<style>`
 *   elements as it renders; they cannot be hashed ahead.
 * - `blob:` and `data:` images: previews of pictures; `blob:` fetches: an upload is read back from
 *   its blob: URL before it is sent. GitHub's avatar host: the signed-in person's picture.
 * - `connect-src`: GitHub's API (the production backend) and `connectOrigins`: for `npm run
 *   admin`, the local decap-server; for a build with another API root (CMS_GITHUB_API, a test's
 *   stand-in), that. GitHub's status page, which Decap asks every five minutes, stays refused:
 *   Decap then takes GitHub as up.
 */
export function adminContentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return serialize([
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["connect-src", "'self'", "blob:", "https://api.github.com", ...connectOrigins],
    ...baselineDirectives,
  ]);
}

/**
 * Headers that are different under /admin/: search engines leave the editor out, and the GitHub
 * sign-in window it opens keeps its link back to the editor (`same-origin` would cut it as that
 * window goes to github.com, and the sign-in would never finish; decision 0012).
 */
export const adminHeaders: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** The policy for files that are not pages (scripts, styles, images, fonts, text files). */
export const defaultContentSecurityPolicy = contentSecurityPolicy();

/** The page-independent part of every policy: see `baselineDirectives`. */
export const baselineContentSecurityPolicy = serialize(baselineDirectives);

/**
 * Every header of a response for the file at `pathname` (its path in build/client, or the URL path
 * for a fingerprinted asset), given that file's Content-Security-Policy and the response status.
 * Under /admin/ the editor's headers and policy replace the site's, whatever the file.
 */
export function responseHeaders(
  pathname: string,
  csp: string = defaultContentSecurityPolicy,
  status = 200,
  range = false,
): Record<string, string> {
  const admin = isAdminPath(pathname);
  return {
    ...securityHeaders,
    ...(admin ? adminHeaders : {}),
    "Content-Security-Policy": admin ? adminContentSecurityPolicy() : csp,
    "Cache-Control": cacheControlFor(pathname, status, range),
  };
}

/** The methods the site answers; any other gets 405 with this as `Allow`. */
export const allowedMethods = "GET, HEAD";

/**
 * The largest request head (request line and headers) every server accepts: Node's
 * `maxHeaderSize` and nginx's `large_client_header_buffers` (decision 0006). Beyond it, Node
 * answers 431 and nginx 400 (a header line) or 414 (the request line).
 */
export const maxRequestHeadBytes = 16 * 1024;
