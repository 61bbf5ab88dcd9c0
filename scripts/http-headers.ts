/**
 * The response headers every server of this site sends: `npm start` applies them directly and the
 * build writes the same rules for CDN hosts and nginx. Change them here only.
 */

/** Fingerprinted build output: the file name changes whenever the content does. */
export const immutablePathPrefix = "/assets/";

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  /** HTML and other unversioned files are revalidated on every visit. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(immutablePathPrefix)
    ? cacheControl.immutable
    : cacheControl.revalidate;
}

/** Security headers sent with every response. */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};
