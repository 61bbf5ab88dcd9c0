/**
 * How the site answers HTTP, as one table of requests sent to each of the three servers it ships
 * on: `npm start` (server/serve.ts), nginx with deploy/nginx/site.conf, and Cloudflare's runtime
 * (`wrangler pages dev`, applying build/client/_headers and _redirects); see tests/e2e/servers.ts.
 * Each row names the status, headers and body every server must answer. Where a server
 * legitimately differs, the row says so for that server, with the reason, rather than loosening
 * the assertion for all (docs/decisions/0006-serving.md). Every answer must carry the security
 * headers of server/http-headers.ts, exactly one Content-Security-Policy and no header twice.
 *
 * Pages, files and policies are read from the build; which language's not-found page answers an
 * unknown URL, from the language registry. Every page, as each server sends it, is parsed and its
 * inline scripts and styles hashed: the policy sent with it must allow each one. With each page's
 * policy the same on every server, that proves without a browser that Chromium runs the page on
 * each (what a policy may allow at all is checked in server/http-headers.test.ts).
 * tests/e2e/servers.spec.ts runs a few pages in Chromium on each server, and every other
 * end-to-end test runs every page on `npm start` with a fixture that fails on a CSP violation.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { inspect, isDeepStrictEqual } from "node:util";
import { type DefaultTreeAdapterMap, parse, defaultTreeAdapter as tree } from "parse5";
import { localeInfo, localeOfPath, locales } from "../../app/lib/locale.ts";
import { signInPaths } from "../../editor/sign-in.ts";
import { refusalPolicy } from "../../editor/sign-in-pages.ts";
import { readPagePolicies } from "../../project/output.ts";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPathPrefix,
  allowedMethods,
  baselineContentSecurityPolicy,
  cacheControl,
  contentTypeOf,
  defaultContentSecurityPolicy,
  immutablePathPrefix,
  isAdminPath,
  securityHeaders,
} from "../../server/http-headers.ts";
import {
  listFiles,
  notFoundFileName,
  pageFileOf,
  precompressedSuffixes,
  readSiteFiles,
  redirectsTo,
} from "../../server/site-files.ts";
import {
  type Answer,
  buildRoot,
  clientDir,
  expect,
  fetchBytes,
  fetchRaw,
  type ServerName,
  serverNames,
  httpTest as test,
} from "./servers";

const site = readSiteFiles(clientDir);
const policies = readPagePolicies(buildRoot) ?? new Map<string, string>();
const built = new Set(listFiles(clientDir));
const hasCompressedCopy = (file: string) => built.has(`${file}${precompressedSuffixes.gzip}`);
const htmlType = contentTypeOf(".html");
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** What a response must carry; `null` means the header must be absent. */
interface Expected {
  status: number;
  location?: string;
  contentType?: string | null;
  contentRange?: string | null;
  allow?: string | null;
  cacheControl?: string | null;
  csp?: string;
  vary?: string | null;
  encoding?: string | null;
  /**
   * The security headers of server/http-headers.ts, exactly one Content-Security-Policy: checked
   * on every answer unless a server's own answer to a request it refuses carries none.
   */
  securityHeaders?: boolean;
  /** The file of the build (or bytes `start` to `end` of it) that the decompressed body is. */
  bodyOf?: { file: string; start?: number; end?: number };
  /** No body at all. */
  emptyBody?: boolean;
  /** What the body must not contain. */
  notInBody?: RegExp;
  /** The policy sent allows every inline script and style of the body (an HTML page). */
  inlineAllowed?: boolean;
  /** Headers that must equal those of a plain GET of the same path (a 304 carries the 200's). */
  asGet?: string[];
  /**
   * The content editor's headers (server/http-headers.ts) replace the site's: its policy, noindex,
   * its Cross-Origin-Opener-Policy. Any other answer carries no X-Robots-Tag.
   */
  admin?: boolean;
}

type Headers = Record<string, string>;

interface Row {
  name: string;
  path: string;
  method?: string;
  /** Request headers, fixed or built from the server's own answer (its ETag, …). */
  headers?: Headers | ((origin: string) => Promise<Headers>);
  /** A request no HTTP client sends, as raw bytes (`path` then only names it). */
  raw?: string;
  expect: Expected;
  /** A server that legitimately answers otherwise: what it sends instead, and why. */
  differs?: Partial<Record<ServerName, { expect: Partial<Expected>; because: string }>>;
}

const because = {
  noVary:
    "Cloudflare compresses as it sends and sends no Vary (the edge adds it); the runtime shows none",
  cdnNotFoundPolicy:
    "an unknown URL only matches the /* rule of _headers, whose policy is the page-independent part",
  noRanges: "wrangler pages dev ignores Range (RFC 9110 allows it): the whole file, 200",
  noListEtag: "Cloudflare's asset server compares If-None-Match with one tag only: no list, no *",
  noLastModified: "Cloudflare's asset server sends no Last-Modified and ignores If-Modified-Since",
  noAllow: "Cloudflare's asset server sends 405 without Allow and with its default caching",
  noBrotli: "Debian's nginx has no brotli module",
  starNotAny: "treats * as no coding (RFC 9110 says any coding not listed): nothing is compressed",
  firstListed: "picks the first coding listed rather than the smaller one",
  nginxRejectsGarbage:
    "nginx rejects a Range it cannot parse with 416 (RFC 9110 allows ignore or reject)",
  nginxOverflow: "nginx's parser refuses numbers that overflow and answers 416",
  nginxHeadRange: "nginx applies a Range to HEAD too (RFC 9110 says only GET)",
  cdnCompressesAll:
    "Cloudflare compresses small files too; nginx and npm start send them as they are",
  cdnServesCopies:
    "the CDN publishes every file of build/client, the precompressed copies included",
  cdnResolvesInside: "Cloudflare resolves the path inside the site and finds nothing",
  cdnAssetNotFoundPolicy:
    "an unknown URL under /assets/ matches the /assets/* rule of _headers, whose strict file policy blocks the not-found page's inline script and style (no link leads there)",
  cdnAdminNotFoundPolicy:
    "an unknown URL under /admin/ matches the /admin/* rule of _headers: the editor's headers over the not-found page (no link leads there)",
  no304Etag: "Cloudflare's runtime sends a 304 without the ETag of the 200",
  noIfMatch: "Cloudflare's asset server ignores If-Match and If-Unmodified-Since: the page, 200",
  noXGzip: "takes x-gzip for an unknown coding (RFC 9110: a recipient should read it as gzip)",
  ownRefusal:
    "wrangler pages dev answers a request it cannot read itself, before any rule of _headers",
  noAtomCompression:
    "Cloudflare's local runtime does not compress application/atom+xml (the edge lists it among the types it compresses: not tested here)",
};

/** A row's differences, with wrangler's missing Vary added to its own. */
function noVaryOnWrangler(differs: Row["differs"] = {}): Row["differs"] {
  return {
    ...differs,
    wrangler: {
      expect: { vary: null, ...differs.wrangler?.expect },
      because: [because.noVary, differs.wrangler?.because].filter(Boolean).join("; "),
    },
  };
}

/** A response's Content-Security-Policy as directives: `script-src` → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

interface InlineCode {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}
const inlineCodeByBody = new Map<string, InlineCode>();

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

type Element = DefaultTreeAdapterMap["element"];

/** Every element of a parsed document, in document order (template contents never run). */
function* elementsOf(node: DefaultTreeAdapterMap["parentNode"]): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}
const attribute = (element: Element, name: string) =>
  tree.getAttrList(element).find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  tree
    .getChildNodes(element)
    .filter(tree.isTextNode)
    .map((text) => tree.getTextNodeContent(text))
    .join("");

/**
 * The hashes of the inline code a browser checks against the policy, read from the HTML with
 * parse5 (the parser jsdom uses, after the HTML standard), independently of the build's own
 * hashing: scripts without `src` that run (not JSON data blocks, not empty), `<style>` elements and
 * `style` attributes.
 */
function inlineCodeOf(html: string): InlineCode {
  const key = sha256(Buffer.from(html));
  const known = inlineCodeByBody.get(key);
  if (known) return known;
  const elements = [...elementsOf(parse(html))];
  const code: InlineCode = {
    scripts: elements
      .filter(({ tagName }) => tagName === "script")
      .filter((script) => attribute(script, "src") === undefined)
      .filter((script) => !/json/i.test(attribute(script, "type") ?? ""))
      .map(textOf)
      .filter((text) => text !== "")
      .map(hashOf),
    styles: elements
      .filter(({ tagName }) => tagName === "style")
      .map(textOf)
      .map(hashOf),
    styleAttributes: elements
      .map((element) => attribute(element, "style"))
      .filter((style) => style !== undefined)
      .map(hashOf),
  };
  inlineCodeByBody.set(key, code);
  return code;
}

/**
 * What an answer gets wrong, one line per value: "nginx: a page: content-type: expected …, got …".
 * A table's test collects them and asserts once that there are none, naming every one (a Playwright
 * `expect` per value is a reported step each: thousands per table, much of this spec's CPU).
 */
type Findings = string[];
const shown = (value: unknown) =>
  typeof value === "string" && value.length > 200 ? `${value.slice(0, 200)}…` : inspect(value);
function expectSame(found: Findings, actual: unknown, expected: unknown, label: string): void {
  if (!isDeepStrictEqual(actual, expected)) {
    found.push(`${label}: expected ${shown(expected)}, got ${shown(actual)}`);
  }
}

function checkInlineCode(found: Findings, label: string, html: string, policy: string): void {
  const csp = directives(policy);
  const code = inlineCodeOf(html);
  if (code.scripts.length === 0) found.push(`${label}: the page has no inline script`);
  // A directive the policy leaves out falls back to default-src; without either, anything runs.
  const allowed = (directive: string, hashes: string[]) => {
    const sources = csp.get(directive) ?? csp.get("default-src");
    return sources ? hashes.filter((hash) => !sources.includes(hash)) : [];
  };
  expectSame(
    found,
    allowed("script-src", code.scripts),
    [],
    `${label}: inline scripts not allowed`,
  );
  expectSame(found, allowed("style-src", code.styles), [], `${label}: style elements not allowed`);
  if (code.styleAttributes.length > 0) {
    expectSame(
      found,
      allowed("style-src", ["'unsafe-hashes'", ...code.styleAttributes]),
      [],
      `${label}: style attributes not allowed`,
    );
  }
}

/** A body by its length and hash: a failure reads as two short lines, not two files. */
const bodyFacts = (body: Buffer) => ({ bytes: body.length, sha256: sha256(body) });

/** Where each language's pages live: `/`, `/id/`. */
const localePrefixes = locales.map((locale) => `${localeInfo[locale].prefix}/`);
/** The not-found page of the language a URL is in: `/id/nothing` gets the Indonesian one. */
const notFoundPageOf = (path: string) =>
  `${localeInfo[localeOfPath(path)].prefix}/${notFoundFileName}`;

const notFound = (path: string, extra: Partial<Row> = {}): Row => ({
  name: `${extra.method ?? "GET"} ${path} is the not-found page ${notFoundPageOf(path)}`,
  path,
  expect: {
    status: 404,
    contentType: htmlType,
    cacheControl: cacheControl.error,
    csp: policies.get(notFoundPageOf(path)),
    vary: "Accept-Encoding",
    bodyOf: { file: notFoundPageOf(path) },
    inlineAllowed: true,
  },
  differs: {
    wrangler: path.startsWith(immutablePathPrefix)
      ? {
          expect: { vary: null, csp: defaultContentSecurityPolicy, inlineAllowed: false },
          because: `${because.cdnAssetNotFoundPolicy}; ${because.noVary}`,
        }
      : {
          expect: { vary: null, csp: baselineContentSecurityPolicy },
          because: `${because.cdnNotFoundPolicy}; ${because.noVary}`,
        },
  },
  ...extra,
});

/**
 * Pages whose URL in capitals is asked for: the first at each depth (`/about`, `/id/about`, …).
 * No server has a rule per page for it, unlike the page's own URL and its redirects.
 */
const capitalized = new Set(
  Object.values(
    Object.groupBy(
      site.pages.filter(({ url }) => url !== "/"),
      ({ url }) => url.split("/").length,
    ),
  ).map((group) => group?.[0]?.url),
);

const query = "?utm_source=x&y=%20";
/** The site's pages; the editors' pages under /admin/ have their rows with the editor's. */
const sitePages = site.pages.filter(({ url }) => !isAdminPath(url));
const editorPages = site.pages.filter(({ url }) => isAdminPath(url));

const pageRows: Row[] = sitePages.flatMap(({ url, file }) => [
  {
    name: `GET ${url} is the page, at its one URL, with its own policy`,
    path: url,
    expect: {
      status: 200,
      contentType: contentTypeOf(file),
      cacheControl: cacheControl.revalidate,
      csp: policies.get(file),
      vary: "Accept-Encoding",
      encoding: null,
      bodyOf: { file },
      inlineAllowed: true,
    },
    differs: { wrangler: { expect: { vary: null }, because: because.noVary } },
  },
  ...redirectsTo(url).map(
    (alias): Row => ({
      name: `GET ${alias}${query} redirects to ${url}, keeping the query`,
      path: `${alias}${query}`,
      expect: { status: 308, location: `${url}${query}` },
    }),
  ),
  notFound(url === "/" ? "/index" : `${url}/index`),
  ...(capitalized.has(url) ? [notFound(url.toUpperCase())] : []),
]);

/**
 * One file of each type, in /assets/ and elsewhere: the largest, likeliest to be compressed. The
 * content editor's files have their own rows.
 */
const sampleFiles = Object.values(
  Object.groupBy(
    site.files
      .filter((file) => !isAdminPath(file))
      .toSorted((a, b) => statSync(join(clientDir, b)).size - statSync(join(clientDir, a)).size),
    (file) => `${file.startsWith(immutablePathPrefix)} ${file.split(".").at(-1)}`,
  ),
).flatMap((files) => files?.slice(0, 1) ?? []);

const fileRows: Row[] = sampleFiles.map((file) => ({
  name: `GET ${file} is the file, typed and cached`,
  path: file,
  expect: {
    status: 200,
    contentType: contentTypeOf(file),
    cacheControl: file.startsWith(immutablePathPrefix)
      ? cacheControl.immutable
      : cacheControl.revalidate,
    csp: defaultContentSecurityPolicy,
    vary: hasCompressedCopy(file) ? "Accept-Encoding" : null,
    encoding: null,
    bodyOf: { file },
  },
  differs: { wrangler: { expect: { vary: null }, because: because.noVary } },
}));

const robots = "/robots.txt";
const robotsSize = statSync(join(clientDir, robots)).size;
const rangeRow = (
  range: string,
  expected: Partial<Expected>,
  differs: Row["differs"] = {},
  method = "GET",
): Row => ({
  name: `${method} ${robots} with Range: ${range.slice(0, 40)}`,
  path: robots,
  method,
  headers: { Range: range },
  expect: { status: 200, contentRange: null, cacheControl: cacheControl.error, ...expected },
  differs: {
    wrangler: {
      expect: {
        status: 200,
        contentRange: null,
        cacheControl: cacheControl.revalidate,
        ...(method === "GET" ? { bodyOf: { file: robots } } : {}),
      },
      because: because.noRanges,
    },
    ...differs,
  },
});
/** 206 with bytes `start` to `end` (inclusive) of robots.txt. */
const partial = (start: number, end: number): Partial<Expected> => ({
  status: 206,
  contentRange: `bytes ${start}-${end}/${robotsSize}`,
  bodyOf: { file: robots, start, end },
});
const whole: Partial<Expected> = { bodyOf: { file: robots } };
const unsatisfiable: Partial<Expected> = {
  status: 416,
  contentRange: `bytes */${robotsSize}`,
  bodyOf: undefined,
};

const rangeRows: Row[] = [
  rangeRow("bytes=0-9", partial(0, 9)),
  rangeRow("bytes=-10", partial(robotsSize - 10, robotsSize - 1)),
  rangeRow(`bytes=${robotsSize - 5}-`, partial(robotsSize - 5, robotsSize - 1)),
  rangeRow("bytes=-100000", partial(0, robotsSize - 1)),
  rangeRow("bytes=5-1", unsatisfiable),
  rangeRow(`bytes=${robotsSize}-${robotsSize + 100}`, unsatisfiable),
  rangeRow("bytes=99999999999999999999-", unsatisfiable),
  rangeRow("bytes=-0", unsatisfiable),
  rangeRow("bytes=0-1,4-5", whole),
  rangeRow("items=0-5", whole),
  rangeRow("BYTES=1-2", partial(1, 2)),
  rangeRow("bytes=", whole),
  rangeRow("bytes=abc", whole, {
    nginx: { expect: unsatisfiable, because: because.nginxRejectsGarbage },
  }),
  rangeRow("bytes=0-99999999999999999999", partial(0, robotsSize - 1), {
    nginx: { expect: unsatisfiable, because: because.nginxOverflow },
  }),
  rangeRow(
    "bytes=0-9",
    { emptyBody: true },
    {
      nginx: {
        expect: { status: 206, contentRange: `bytes 0-9/${robotsSize}` },
        because: because.nginxHeadRange,
      },
    },
    "HEAD",
  ),
];

/** The validators a server sends for a path. */
async function validators(origin: string, path: string) {
  const { headers } = await fetchRaw(origin, path);
  return { etag: String(headers.etag), lastModified: String(headers["last-modified"]) };
}

const about = site.pages.find(({ url }) => url !== "/") ?? site.pages[0];
const page = about?.url ?? "/";
const pageFile = about?.file ?? "/index.html";
const notModified: Expected = {
  status: 304,
  contentType: null,
  cacheControl: cacheControl.revalidate,
  csp: policies.get(pageFile),
  vary: "Accept-Encoding",
  emptyBody: true,
  asGet: ["etag", "last-modified", "cache-control", "content-security-policy", "vary"],
};
const withoutEtag = notModified.asGet?.filter((name) => name !== "etag");
const modified: Expected = { status: 200, vary: "Accept-Encoding", bodyOf: { file: pageFile } };
const preconditionFailed: Expected = {
  status: 412,
  cacheControl: cacheControl.error,
  csp: policies.get(pageFile),
};
const conditionalRow = (
  name: string,
  headers: (origin: string) => Promise<Headers>,
  expected: Expected,
  differs: Row["differs"] = {},
): Row => ({
  name: `GET ${page} with ${name}`,
  path: page,
  headers,
  expect: expected,
  differs: noVaryOnWrangler(
    differs.wrangler || expected.status !== 304
      ? differs
      : { wrangler: { expect: { asGet: withoutEtag }, because: because.no304Etag } },
  ),
});
const wranglerModified: Partial<Expected> = {
  status: 200,
  contentType: htmlType,
  emptyBody: false,
  asGet: [],
  bodyOf: { file: pageFile },
};
const wranglerIgnores = {
  wrangler: {
    expect: { ...wranglerModified, cacheControl: cacheControl.revalidate },
    because: because.noIfMatch,
  },
};

const conditionalRows: Row[] = [
  conditionalRow(
    "If-None-Match: its ETag",
    async (origin) => ({ "If-None-Match": (await validators(origin, page)).etag }),
    notModified,
  ),
  conditionalRow(
    "If-None-Match: its weak ETag",
    async (origin) => ({ "If-None-Match": `W/${(await validators(origin, page)).etag}` }),
    notModified,
  ),
  conditionalRow(
    "If-None-Match: a list with its ETag",
    async (origin) => ({ "If-None-Match": `"other", ${(await validators(origin, page)).etag}` }),
    notModified,
    { wrangler: { expect: wranglerModified, because: because.noListEtag } },
  ),
  conditionalRow("If-None-Match: *", async () => ({ "If-None-Match": "*" }), notModified, {
    wrangler: { expect: wranglerModified, because: because.noListEtag },
  }),
  conditionalRow(
    "If-None-Match: another tag",
    async () => ({ "If-None-Match": '"other"' }),
    modified,
  ),
  conditionalRow(
    "If-Modified-Since: its Last-Modified",
    async (origin) => ({ "If-Modified-Since": (await validators(origin, page)).lastModified }),
    notModified,
    { wrangler: { expect: wranglerModified, because: because.noLastModified } },
  ),
  conditionalRow(
    "If-Modified-Since: a later date",
    async () => ({ "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
    notModified,
    { wrangler: { expect: wranglerModified, because: because.noLastModified } },
  ),
  conditionalRow(
    "If-Modified-Since: an earlier date",
    async () => ({ "If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" }),
    modified,
  ),
  conditionalRow(
    "If-Modified-Since: no date",
    async () => ({ "If-Modified-Since": "yesterday" }),
    modified,
  ),
  conditionalRow(
    "If-None-Match: another tag and If-Modified-Since: its Last-Modified (the tag decides)",
    async (origin) => ({
      "If-None-Match": '"other"',
      "If-Modified-Since": (await validators(origin, page)).lastModified,
    }),
    modified,
  ),
  conditionalRow(
    "If-Match: its ETag",
    async (origin) => ({ "If-Match": (await validators(origin, page)).etag }),
    modified,
  ),
  conditionalRow(
    "If-Match: another tag",
    async () => ({ "If-Match": '"other"' }),
    preconditionFailed,
    wranglerIgnores,
  ),
  conditionalRow(
    "If-Unmodified-Since: an earlier date",
    async () => ({ "If-Unmodified-Since": "Sat, 01 Jan 2000 00:00:00 GMT" }),
    preconditionFailed,
    wranglerIgnores,
  ),
  {
    name: `GET ${robots} with If-Range: its ETag and a range`,
    path: robots,
    headers: async (origin) => ({
      Range: "bytes=0-9",
      "If-Range": (await validators(origin, robots)).etag,
    }),
    expect: partial(0, 9) as Expected,
    differs: {
      wrangler: {
        expect: { status: 200, contentRange: null, ...whole },
        because: because.noRanges,
      },
    },
  },
  {
    name: `GET ${robots} with If-Range: its Last-Modified and a range`,
    path: robots,
    headers: async (origin) => ({
      Range: "bytes=0-9",
      "If-Range": (await validators(origin, robots)).lastModified,
    }),
    expect: partial(0, 9) as Expected,
    differs: {
      wrangler: {
        expect: { status: 200, contentRange: null, ...whole },
        because: `${because.noRanges}; ${because.noLastModified}`,
      },
    },
  },
  ...[
    ["another tag", '"other"'],
    ["its weak ETag (If-Range needs a strong one)", "weak"],
  ].map(
    ([name, tag]): Row => ({
      name: `GET ${robots} with If-Range: ${name} and a range`,
      path: robots,
      headers: async (origin) => ({
        Range: "bytes=0-9",
        "If-Range": tag === "weak" ? `W/${(await validators(origin, robots)).etag}` : String(tag),
      }),
      expect: { status: 200, contentRange: null, ...whole },
    }),
  ),
];

/** The largest file with compressed copies of each type, the home page and each not-found page. */
const compressedTargets: Array<{ path: string; file: string; status: number }> = [
  { path: "/", file: pageFileOf("/"), status: 200 },
  ...localePrefixes.map((prefix) => ({
    path: `${prefix}no-such-page`,
    file: notFoundPageOf(prefix),
    status: 404,
  })),
  ...sampleFiles.filter(hasCompressedCopy).map((file) => ({ path: file, file, status: 200 })),
];
const compressionRows: Row[] = compressedTargets.flatMap(({ path, file, status }) =>
  (["gzip", "br"] as const).map(
    (coding): Row => ({
      name: `GET ${path} with Accept-Encoding: ${coding} is compressed`,
      path,
      headers: { "Accept-Encoding": coding },
      expect: { status, encoding: coding, vary: "Accept-Encoding", bodyOf: { file } },
      differs: {
        ...(coding === "br"
          ? { nginx: { expect: { encoding: null }, because: because.noBrotli } }
          : {}),
        wrangler: path.endsWith(".atom")
          ? { expect: { vary: null, encoding: null }, because: because.noAtomCompression }
          : { expect: { vary: null }, because: because.noVary },
      },
    }),
  ),
);

const encodingRow = (
  accept: string,
  encoding: string | null,
  differs: Row["differs"] = {},
  path = page,
): Row => ({
  name: `GET ${path} with Accept-Encoding: ${accept || "(empty)"}`,
  path,
  headers: { "Accept-Encoding": accept },
  expect: {
    status: 200,
    encoding,
    vary: path === page ? "Accept-Encoding" : null,
    bodyOf: { file: path === page ? pageFile : path },
  },
  differs: noVaryOnWrangler(differs),
});
/** A server that sends `encoding` instead, and why. */
const sends = (encoding: string | null, reason: string) => ({
  expect: { encoding },
  because: reason,
});

const encodingRows: Row[] = [
  encodingRow("gzip, br", "br", {
    nginx: sends("gzip", because.noBrotli),
    wrangler: sends("gzip", because.firstListed),
  }),
  encodingRow("gzip;q=1, br;q=0.5", "gzip"),
  encodingRow("gzip;q=0", null),
  encodingRow("gzip;q=0, br;q=0", null),
  encodingRow("*", "br", {
    nginx: sends(null, because.starNotAny),
    wrangler: sends(null, because.starNotAny),
  }),
  encodingRow("*;q=0, gzip", "gzip", {
    wrangler: {
      expect: { status: 406, encoding: undefined, bodyOf: undefined },
      because: "Cloudflare's runtime answers 406 when * is refused, though gzip is listed",
    },
  }),
  encodingRow("x-gzip", "gzip", {
    nginx: sends(null, because.noXGzip),
    wrangler: sends(null, because.noXGzip),
  }),
  encodingRow("identity", null),
  encodingRow("deflate", null),
  encodingRow("", null),
  encodingRow("gzip", null, { wrangler: sends("gzip", because.cdnCompressesAll) }, robots),
  {
    name: `GET ${page} with Accept-Encoding: gzip and a range: the compressed copy, whole`,
    path: page,
    headers: { "Accept-Encoding": "gzip", Range: "bytes=0-9" },
    expect: {
      status: 200,
      encoding: "gzip",
      contentRange: null,
      cacheControl: cacheControl.error,
      bodyOf: { file: pageFile },
    },
    differs: {
      wrangler: {
        expect: { cacheControl: cacheControl.revalidate },
        because: because.noRanges,
      },
    },
  },
];

const refused = (method: string, path: string): Row => ({
  name: `${method} ${path} is refused with 405 and Allow`,
  path,
  method,
  expect: { status: 405, allow: allowedMethods, cacheControl: cacheControl.error },
  differs: {
    wrangler: {
      expect: { allow: null, cacheControl: cacheControl.revalidate },
      because: because.noAllow,
    },
  },
});

const methodRows: Row[] = [
  refused("POST", "/"),
  refused("POST", page),
  refused("DELETE", robots),
  {
    ...notFound("/no-such-page"),
    method: "POST",
    name: "POST /no-such-page is the not-found page",
    differs: {
      wrangler: {
        expect: {
          status: 405,
          allow: null,
          contentType: null,
          cacheControl: null,
          csp: baselineContentSecurityPolicy,
          vary: null,
          bodyOf: undefined,
          inlineAllowed: false,
          emptyBody: true,
        },
        because:
          "Cloudflare's asset server answers every method but GET and HEAD with 405, whatever the path",
      },
    },
  },
];

/** Files outside build/client, server config and policies must never be sent. */
const leak = /devDependencies|root:x:0|add_header|sha256-.*"\/404\.html"/;
const outOfBuild = (path: string): Row => ({
  name: `GET ${path} leaves nothing out of the build`,
  path,
  expect: { status: 400, notInBody: leak },
  differs: { wrangler: { expect: { status: 404 }, because: because.cdnResolvesInside } },
});
/** wrangler's own answer to a request it refuses: no header of the site's. */
const refusedByWrangler = (status: number) => ({
  wrangler: { expect: { status, securityHeaders: false }, because: because.ownRefusal },
});
const rawRequest = (line: string, ...headers: string[]) =>
  `${[line, "Host: localhost", ...headers, "Connection: close"].join("\r\n")}\r\n\r\n`;

const requestRows: Row[] = [
  {
    name: "a 15 KB header is accepted",
    path: "/",
    headers: { "X-Padding": "a".repeat(15_000) },
    expect: { status: 200 },
  },
  {
    name: "a 17 KB header is refused",
    path: "/",
    headers: { "X-Padding": "a".repeat(17_000) },
    expect: { status: 431 },
    differs: {
      nginx: { expect: { status: 400 }, because: "nginx answers an oversized header line 400" },
      ...refusedByWrangler(431),
    },
  },
  {
    name: "a 20 KB request line is refused",
    path: `/${"a".repeat(20_000)}`,
    expect: { status: 431 },
    differs: {
      nginx: { expect: { status: 414 }, because: "nginx answers an oversized request line 414" },
      ...refusedByWrangler(431),
    },
  },
  ...[
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/../../package.json",
    "/assets/..%2f..%2fpackage.json",
    "/../nginx/http-maps.conf",
    "/%2e%2e/page-policies.json",
  ].map((path) => outOfBuild(path)),
  // A backslash is a character of a file name, not a separator: no such file.
  notFound("/..%5c..%5cpackage.json"),
  {
    name: "GET /%zz (a malformed escape) is refused",
    path: "/%zz",
    expect: { status: 400 },
    differs: {
      wrangler: {
        expect: { status: 404 },
        because: "Cloudflare reads the escape as it is and finds no such file",
      },
    },
  },
  {
    name: "GET /a%00b (a NUL byte) is refused",
    path: "/a%00b",
    expect: { status: 400 },
    differs: {
      wrangler: {
        expect: { status: 502, securityHeaders: false },
        because: "wrangler pages dev's local proxy fails on a NUL byte in the path",
      },
    },
  },
  {
    name: "GET /assets/../robots.txt resolves inside the build",
    path: "/assets/../robots.txt",
    expect: { status: 200, contentType: contentTypeOf(robots), bodyOf: { file: robots } },
  },
  {
    name: "GET //about merges the slashes",
    path: `/${page}`,
    expect: { status: 200, csp: policies.get(pageFile), bodyOf: { file: pageFile } },
    differs: {
      wrangler: {
        expect: { csp: baselineContentSecurityPolicy },
        because:
          "Cloudflare serves the page but matches _headers on the path as sent: only /* applies",
      },
    },
  },
  {
    name: `GET http://localhost${page} (absolute form) is the page`,
    path: page,
    raw: rawRequest(`GET http://localhost${page} HTTP/1.1`),
    expect: { status: 200, csp: policies.get(pageFile), bodyOf: { file: pageFile } },
  },
  {
    name: "a request line that is no request is refused",
    path: "/",
    raw: "GARBAGE\r\n\r\n",
    expect: { status: 400 },
    differs: refusedByWrangler(400),
  },
  {
    name: "a header line without a colon is refused",
    path: "/",
    raw: rawRequest("GET / HTTP/1.1", "Bad Header"),
    expect: { status: 400 },
    differs: refusedByWrangler(400),
  },
];

const notFoundRows: Row[] = [
  ...localePrefixes.flatMap((prefix) =>
    [`${prefix}404`, `${prefix}404.html`, `${prefix}no-such-page`, `${prefix}a/b/c`].map((path) =>
      notFound(path),
    ),
  ),
  // Outside a language's folder, though spelled like it: the default language's page.
  ...localePrefixes
    .filter((prefix) => prefix !== "/")
    .flatMap((prefix) => [`${prefix.slice(0, -1)}x`, `${prefix.toUpperCase()}no-such-page`])
    .map((path) => notFound(path)),
  ...["/_headers", "/_redirects", "/tours/unknown-tour", "/assets/missing.js"].map((path) =>
    notFound(path),
  ),
  {
    ...notFound(`${site.pages[0]?.file}.gz`),
    differs: {
      wrangler: {
        expect: {
          status: 200,
          contentType: "application/gzip",
          // Cloudflare's own caching for a file _headers does not name.
          cacheControl: "public, max-age=0, must-revalidate",
          csp: baselineContentSecurityPolicy,
          vary: null,
          bodyOf: undefined,
          inlineAllowed: false,
        },
        because: because.cdnServesCopies,
      },
    },
  },
];

/** The content editor (decision 0012): at /admin/, with its own headers, linked from nowhere. */
const adminFile = (file: string, encoding: string | null = null): Row => ({
  name: `GET ${file}${encoding ? ` with Accept-Encoding: ${encoding}` : ""}: the editor's, revalidated`,
  path: file === `${adminPathPrefix}index.html` ? adminPathPrefix : file,
  headers: encoding ? { "Accept-Encoding": encoding } : {},
  expect: {
    status: 200,
    admin: true,
    contentType: contentTypeOf(file),
    cacheControl: cacheControl.revalidate,
    csp: adminContentSecurityPolicy(),
    vary: hasCompressedCopy(file) ? "Accept-Encoding" : null,
    encoding,
    bodyOf: { file },
  },
  differs: noVaryOnWrangler(encoding === "br" ? { nginx: sends(null, because.noBrotli) } : {}),
});
function adminNotFound(path: string): Row {
  return {
    ...notFound(path),
    differs: {
      wrangler: {
        expect: {
          admin: true,
          csp: adminContentSecurityPolicy(),
          vary: null,
          inlineAllowed: false,
        },
        because: because.cdnAdminNotFoundPolicy,
      },
    },
  };
}

const adminRows: Row[] = site.apps.length
  ? [
      adminFile(`${adminPathPrefix}index.html`),
      adminFile(`${adminPathPrefix}config.yml`),
      adminFile(`${adminPathPrefix}decap-cms.js`),
      adminFile(`${adminPathPrefix}decap-cms.js`, "br"),
      ...redirectsTo(adminPathPrefix).map(
        (alias): Row => ({
          name: `GET ${alias}${query} redirects to ${adminPathPrefix}, keeping the query`,
          path: `${alias}${query}`,
          // The folder's other URLs are under it, and get its headers; the bare name does not.
          expect: {
            status: 308,
            location: `${adminPathPrefix}${query}`,
            admin: isAdminPath(alias),
          },
        }),
      ),
      adminNotFound(`${adminPathPrefix}no-such-file`),
      // The content check for editors (editor/content-report.ts): a page, under the editor's
      // headers, whose one <style> the editor's policy allows as it allows Decap's.
      ...editorPages.flatMap(({ url, file }): Row[] => [
        {
          ...adminFile(file),
          name: `GET ${url} is the editors' page ${file}, with the editor's headers`,
          path: url,
        },
        ...redirectsTo(url).map(
          (alias): Row => ({
            name: `GET ${alias}${query} redirects to ${url}, keeping the query`,
            path: `${alias}${query}`,
            expect: { status: 308, location: `${url}${query}`, admin: true },
          }),
        ),
        adminNotFound(`${url}/index`),
      ]),
    ]
  : [];

/**
 * The editor's sign-in endpoint (editor/sign-in.ts) runs on Cloudflare Pages Functions only;
 * the test runtime has no secrets bound, so it says the online sign-in is not set up. nginx and
 * npm start have no such URL (docs/cms-sign-in.md: they use the office route).
 */
const signInOnCloudflare = (expect: Partial<Expected>) => ({
  wrangler: {
    expect: {
      securityHeaders: false,
      contentType: htmlType,
      cacheControl: "no-store",
      csp: refusalPolicy,
      vary: null,
      bodyOf: undefined,
      inlineAllowed: false,
      notInBody: /authorization:github|Set-Cookie/,
      ...expect,
    },
    because:
      "the sign-in endpoint is a Pages Function with its own headers; without its secrets it refuses in plain words",
  },
});
const signInRows: Row[] = [
  ...Object.values(signInPaths).map(
    (path): Row => ({
      ...notFound(`${path}?provider=github&scope=repo&code=abc&state=abc`),
      name: `GET ${path}: the sign-in on Cloudflare (not set up: 404, no token); elsewhere not found`,
      differs: signInOnCloudflare({ status: 404 }),
    }),
  ),
  {
    ...notFound(signInPaths.callback),
    method: "POST",
    name: `POST ${signInPaths.callback}: refused with 405 on Cloudflare; elsewhere not found`,
    differs: signInOnCloudflare({ status: 405, allow: allowedMethods }),
  },
];

const tables: Record<string, Row[]> = {
  "each page at its one URL with its own policy; the other URLs redirect or are not found":
    pageRows,
  "files, typed and cached": fileRows,
  "the not-found page, with 404": notFoundRows,
  methods: methodRows,
  ranges: rangeRows,
  "conditional requests": conditionalRows,
  "compression of pages, not-found pages and files": compressionRows,
  "encoding negotiation": encodingRows,
  "request limits, malformed requests and paths out of the build": requestRows,
  "the content editor at /admin/": adminRows,
  "the editor's sign-in, /api/auth and /api/callback": signInRows,
};

function check(found: Findings, server: ServerName, row: Row, answer: Answer, get?: Answer): void {
  const expected: Expected = { ...row.expect, ...row.differs?.[server]?.expect };
  const label = `${server}: ${row.name}`;
  const header = (name: string, from = answer) => {
    const value = from.headers[name];
    return value === undefined ? null : String(value);
  };
  expectSame(found, answer.status, expected.status, `${label}: status`);
  const repeated = answer.headerNames.filter(
    (name, index) => answer.headerNames.indexOf(name) !== index,
  );
  expectSame(found, repeated, [], `${label}: headers sent twice`);
  if (expected.securityHeaders !== false) {
    const wanted = { ...securityHeaders, ...(expected.admin ? adminHeaders : {}) };
    const sent = Object.keys(wanted).map((name) => [name, header(name.toLowerCase())]);
    expectSame(found, Object.fromEntries(sent), wanted, `${label}: security headers`);
    expectSame(
      found,
      header("x-robots-tag"),
      expected.admin ? (adminHeaders["X-Robots-Tag"] ?? null) : null,
      `${label}: X-Robots-Tag`,
    );
    expectSame(
      found,
      answer.headerNames.filter((name) => name === "content-security-policy").length,
      1,
      `${label}: Content-Security-Policy headers`,
    );
  }
  const headerChecks: Array<[keyof Expected, string]> = [
    ["location", "location"],
    ["contentType", "content-type"],
    ["contentRange", "content-range"],
    ["allow", "allow"],
    ["cacheControl", "cache-control"],
    ["csp", "content-security-policy"],
    ["vary", "vary"],
    ["encoding", "content-encoding"],
  ];
  for (const [key, name] of headerChecks) {
    if (expected[key] !== undefined)
      expectSame(found, header(name), expected[key], `${label}: ${name}`);
  }
  if (expected.bodyOf) {
    const { file, start = 0, end } = expected.bodyOf;
    const bytes = readFileSync(join(clientDir, file));
    expectSame(
      found,
      bodyFacts(answer.body),
      bodyFacts(bytes.subarray(start, end === undefined ? undefined : end + 1)),
      `${label}: the body is ${file}`,
    );
  }
  if (expected.emptyBody) expectSame(found, answer.raw.length, 0, `${label}: body length`);
  if (expected.notInBody?.test(answer.text)) {
    found.push(`${label}: the body matches ${expected.notInBody}`);
  }
  if (expected.inlineAllowed) {
    checkInlineCode(found, label, answer.text, header("content-security-policy") ?? "");
  }
  for (const name of expected.asGet ?? []) {
    expectSame(found, header(name), get && header(name, get), `${label}: ${name} as for GET`);
  }
}

async function answerOf(origin: string, row: Row): Promise<Answer> {
  if (row.raw) return fetchBytes(origin, row.raw);
  const headers = typeof row.headers === "function" ? await row.headers(origin) : row.headers;
  return fetchRaw(origin, row.path, { method: row.method, headers });
}

/** Sends every row to every server, a few rows at a time, and checks each answer. */
async function runTable(
  rows: readonly Row[],
  origins: Record<ServerName, string>,
): Promise<Findings> {
  const found: Findings = [];
  const queue = [...rows];
  const sendNext = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const current = row;
      await Promise.all(
        serverNames.map(async (server) => {
          const origin = origins[server];
          try {
            const answer = await answerOf(origin, current);
            const asGet = { ...current.expect, ...current.differs?.[server]?.expect }.asGet;
            const get = asGet?.length ? await fetchRaw(origin, current.path) : undefined;
            check(found, server, current, answer, get);
          } catch (error) {
            found.push(`${server}: ${current.name}: failed: ${error}`);
          }
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, sendNext));
  return found;
}

test.describe("the three servers agree", () => {
  // One test per table, every row checked; a failure names each row, server and value wrong.
  for (const [table, rows] of Object.entries(tables)) {
    test(table, async ({ baseURL, nginxURL, wranglerURL }) => {
      const found = await runTable(rows, {
        "npm start": baseURL as string,
        nginx: nginxURL,
        wrangler: wranglerURL,
      });
      expect(found, "what the servers answer otherwise than the table says").toEqual([]);
      if (rows === pageRows) {
        // Each page has a policy of its own, written from its own inline code.
        const pagePolicies = site.pages.map(({ file }) => policies.get(file));
        expect(pagePolicies.filter((policy) => policy === undefined)).toEqual([]);
      }
    });
  }

  test("HEAD sends the headers of GET and no body", async ({ baseURL, nginxURL, wranglerURL }) => {
    const origins = [baseURL as string, nginxURL, wranglerURL];
    // Per connection or per message framing; Content-Length is compared where both send it.
    const volatile = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    const variants: Headers[] = [{}, { "Accept-Encoding": "gzip" }];
    const requests = origins.flatMap((origin) =>
      [page, "/no-such-page", robots].flatMap((path) =>
        variants.map((headers) => ({ origin, path, headers })),
      ),
    );
    await Promise.all(
      requests.map(async ({ origin, path, headers }) => {
        const [get, head] = await Promise.all([
          fetchRaw(origin, path, { headers }),
          fetchRaw(origin, path, { method: "HEAD", headers }),
        ]);
        const framing = get.headers["content-length"] && head.headers["content-length"];
        const comparable = (answer: Answer) =>
          Object.fromEntries(
            Object.entries(answer.headers).filter(
              ([name]) => !volatile.has(name) && (framing || name !== "content-length"),
            ),
          );
        const label = `${origin}${path} ${JSON.stringify(headers)}`;
        expect.soft(comparable(head), label).toEqual(comparable(get));
        expect.soft(head.raw.length, label).toBe(0);
      }),
    );
  });
});
