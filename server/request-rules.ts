/**
 * How a request is read, where RFC 9110 lets a server choose: the path its target names, the
 * content coding to send, and the byte range. Every server of the site makes the same choices
 * (decision 0006); `npm start` (server/serve.ts) makes them here.
 */
import Negotiator from "negotiator";
import type { precompressedSuffixes } from "./site-files.ts";

export type Coding = keyof typeof precompressedSuffixes;
/** Preferred first when a client accepts several equally: brotli is the smaller. */
export const codings: readonly Coding[] = ["br", "gzip"];

/**
 * The content coding to send, from `Accept-Encoding` (negotiator: q-values, `*`, identity), with
 * `x-gzip` read as gzip (RFC 9110 §8.4.1.3) and brotli before gzip on a tie; undefined for the
 * file as it is.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const accept = acceptEncoding.replace(/(^|,)\s*x-gzip\b/gi, "$1gzip");
  const chosen = new Negotiator({ headers: { "accept-encoding": accept } }).encoding(
    [...available, "identity"],
    { preferred: [...codings, "identity"] },
  );
  return available.find((coding) => coding === chosen);
}

export type RangeDecision =
  | { kind: "ignore" }
  | { kind: "unsatisfiable" }
  | { kind: "range"; start: number; end: number };

/**
 * The byte range to send, from `Range` (RFC 9110 §14.2), for a body of `size` bytes. One policy on
 * every server where the RFC lets a server choose (decision 0006):
 * - a unit other than `bytes`, text that is not a range set, or several ranges: ignored, the
 *   whole file is sent (200);
 * - one range whose last byte comes before its first, that starts past the end, or a suffix of 0
 *   bytes: 416 with `Content-Range: bytes *\/size`;
 * - otherwise the range, its end clamped to the file (`bytes=-100` is the last 100 bytes).
 * Numbers of any length are compared exactly (BigInt): nothing reaches past the body.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  const set = header?.match(/^bytes=[ \t]*(.*)$/i)?.[1];
  if (set === undefined) return { kind: "ignore" };
  const specs = set
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return { kind: "ignore" };
  const spec = specs[0] as string;
  const total = BigInt(size);
  const intRange = spec.match(/^(\d+)-(\d*)$/);
  if (intRange) {
    const first = BigInt(intRange[1] as string);
    const last = intRange[2] ? BigInt(intRange[2]) : undefined;
    if ((last !== undefined && last < first) || first >= total) return { kind: "unsatisfiable" };
    const end = last === undefined || last >= total ? total - 1n : last;
    return { kind: "range", start: Number(first), end: Number(end) };
  }
  const suffix = spec.match(/^-(\d+)$/);
  if (suffix) {
    const length = BigInt(suffix[1] as string);
    if (length === 0n || total === 0n) return { kind: "unsatisfiable" };
    const start = length >= total ? 0n : total - length;
    return { kind: "range", start: Number(start), end: size - 1 };
  }
  return { kind: "ignore" };
}

export type Normalized = { path: string } | { status: 400 };

/**
 * The URL path a request names, as nginx reads it: the origin-form target (or the path of an
 * absolute-form one), percent-decoded (`%2F` included), repeated slashes merged and `.`/`..`
 * segments resolved. Malformed percent escapes, NUL bytes and paths climbing above the root are
 * 400, as nginx answers them; a decoded path that is not UTF-8 names nothing (404).
 */
export function normalizeTarget(target: string | undefined): Normalized & { query: string } {
  let raw = target ?? "";
  if (!raw.startsWith("/")) {
    const absolute = raw.match(/^https?:\/\/[^/?#]*(\/[^#]*)?$/i);
    if (!absolute) return { status: 400, query: "" };
    raw = absolute[1] ?? "/";
  }
  const queryStart = raw.indexOf("?");
  const rawPath = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const query = queryStart === -1 ? "" : raw.slice(queryStart + 1);
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return { status: 400, query };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { path: "/\uFFFD", query };
  }
  if (decoded.includes("\0")) return { status: 400, query };
  const segments: string[] = [];
  const parts = decoded.split("/").slice(1);
  for (const [index, segment] of parts.entries()) {
    const last = index === parts.length - 1;
    if (segment === "..") {
      if (segments.length === 0) return { status: 400, query };
      segments.pop();
      if (last) segments.push("");
    } else if (segment === ".") {
      if (last) segments.push("");
    } else if (segment !== "" || last) {
      segments.push(segment);
    }
  }
  return { path: `/${segments.join("/")}`.replace(/\/{2,}/g, "/"), query };
}
