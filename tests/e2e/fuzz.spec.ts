/**
 * A seeded fuzz test of the two servers that take requests from the internet themselves:
 * `npm start` (the Playwright web server) and nginx with the shipped config. fast-check generates
 * batches of raw HTTP requests (random and malformed request lines, methods, paths with traversal,
 * encodings, NUL bytes and great length, headers with every shape of Range, conditional and
 * encoding headers, huge values) and sends each over its own TCP socket. Every answer must be a
 * 4xx or better, never repeat a header, and never carry anything but a file of the build (its
 * bytes, by hash) or nothing: no file outside build/client, no stack trace. After every batch
 * both servers must still answer `/` with 200. Cloudflare's runtime is not fuzzed: in production
 * Cloudflare's edge reads the requests, not the local proxy of `wrangler pages dev`, which answers
 * some generated ones with 500 or 502 itself.
 *
 * FUZZ_SEED reproduces a run (the seed is printed at the start and in any failure); FUZZ_BATCHES
 * and FUZZ_BATCH_SIZE set its length (default 60 batches of 50 requests per server).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { listFiles, readSiteFiles, redirectsTo } from "../../server/site-files.ts";
import { clientDir, exchange, expect, type RawAnswer, httpTest as test } from "./servers";

/** By default the date (20261123): the same for every worker and run of a day, new each day. */
const seed = Number(
  process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll("-", ""),
);
const batches = Number(process.env.FUZZ_BATCHES ?? 60);
const batchSize = Number(process.env.FUZZ_BATCH_SIZE ?? 50);
/** Requests in flight at once in a batch. */
const concurrency = 10;

const site = readSiteFiles(clientDir);
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
/** Every file of the build, by the hash of its bytes: the only bodies a server may send. */
const buildFileHashes = new Set(
  listFiles(clientDir).map((file) => sha256(readFileSync(join(clientDir, file)))),
);

/** What must never appear in an answer: files outside the build, server config, stack traces. */
const leaks: Array<[what: string, pattern: RegExp]> = [
  ["package.json", /"devDependencies"/],
  ["/etc/passwd", /root:x?:0:0:/],
  ["nginx config", /add_header|try_files|map \$uri/],
  ["page-policies.json", /"\/[\w/.-]*\.html": "default-src/],
  ["a stack trace", /\n\s+at [^\n]+:\d+:\d+\)?/],
  ["an error name", /\b(TypeError|RangeError|ReferenceError|ERR_[A-Z_]{4,})\b/],
];

const knownPaths = [
  ...site.pages.flatMap(({ url }) => [url, ...redirectsTo(url), `${url}/index`]),
  ...site.notFound.flatMap(({ prefix, file }) => [file, `${prefix}404`]),
  ...site.files.filter((_, index) => index % 5 === 0),
  "/_headers",
  "/_redirects",
  "/index",
  "/favicon.ico",
  "/robots.txt",
];

const traversals = [
  "/../package.json",
  "/..%2f..%2fpackage.json",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/assets/../../package.json",
  "/..\\..\\package.json",
  "/%2e%2e%5cpackage.json",
  "/../nginx/http-maps.conf",
  "/../page-policies.json",
  "/..%252f..%252fpackage.json",
  "/.%2e/.%2e/etc/passwd",
  "/%c0%ae%c0%ae/etc/passwd",
  "/assets/%2e%2e/%2e%2e/package.json",
  "/..;/package.json",
  "/....//....//etc/passwd",
  "/../../../../../../../../etc/passwd",
  "/%00/../package.json",
  "/assets/..%00/package.json",
  "file:///etc/passwd",
  "http://localhost/../package.json",
];

const segment = fc.oneof(
  fc.constantFrom("about", "tours", "assets", "id", "404", "index.html", "..", ".", ""),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
  fc.constantFrom(
    "%00",
    "%",
    "%zz",
    "%2f",
    "%2F",
    "%5c",
    "%2e",
    "%ff",
    "%C3%A9",
    "é",
    "\u0000",
    "\t",
    "%20",
    " ",
  ),
);

const path = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...knownPaths) },
  { weight: 2, arbitrary: fc.constantFrom(...traversals) },
  {
    weight: 3,
    arbitrary: fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => `/${"a".repeat(n)}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "*",
      "",
      "http://localhost/about",
      "HTTP://x/..",
      "about",
      "//",
      "/?",
      "/#f",
    ),
  },
);
const query = fc.option(
  fc.oneof(
    fc.constantFrom("?", "?a=1", "?x=%00", "?q=../../etc/passwd"),
    fc.string({ maxLength: 20 }).map((q) => `?${q}`),
  ),
  { nil: "" },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "HEAD") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "POST",
      "PUT",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "PATCH",
      "CONNECT",
      "PROPFIND",
      "get",
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,12}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant("HTTP/1.1") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "HTTP/1.0",
      "HTTP/2.0",
      "HTTP/0.9",
      "HTTP/1.2",
      "http/1.1",
      "",
      "HTTP/1.1 x",
      "HTTP/",
    ),
  },
);

const position = fc.oneof(
  fc.nat({ max: 200_000 }).map(String),
  fc.constantFrom("", "0", "9".repeat(30), "-1", "abc"),
);
const rangeValue = fc.oneof(
  fc.tuple(position, position).map(([a, b]) => `bytes=${a}-${b}`),
  position.map((n) => `bytes=-${n}`),
  fc
    .array(fc.tuple(position, position), { minLength: 2, maxLength: 5 })
    .map((ranges) => `bytes=${ranges.map(([a, b]) => `${a}-${b}`).join(",")}`),
  fc.constantFrom(
    "items=0-5",
    "bytes=",
    "bytes",
    "bytes=0-1,",
    "BYTES=0-3",
    "bytes= 0-3",
    "bytes=0--1",
    "bytes=--1",
  ),
  fc.string({ maxLength: 30 }),
);
const etag = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{0,24}$/).map((tag) => `"${tag}"`),
  fc.constant("*"),
  fc.string({ maxLength: 20 }),
);
const httpDate = fc.oneof(
  fc
    .date({ min: new Date("1970-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
    .map((date) => date.toUTCString()),
  fc.string({ maxLength: 30 }),
);
const coding = fc.tuple(
  fc.constantFrom("gzip", "br", "deflate", "identity", "*", "x-gzip", "zstd", "GZIP"),
  fc.option(
    fc.oneof(
      fc.constantFrom("0", "1", "0.5", "0.000", "1.0", "2", "-1", "abc"),
      fc.string({ maxLength: 5 }),
    ),
  ),
);
const acceptEncoding = fc.oneof(
  fc
    .array(coding, { maxLength: 5 })
    .map((codings) =>
      codings.map(([name, q]) => (q === null ? name : `${name};q=${q}`)).join(", "),
    ),
  fc.string({ maxLength: 40 }),
);

const header = fc.oneof(
  { weight: 3, arbitrary: rangeValue.map((value) => ["Range", value] as const) },
  {
    weight: 2,
    arbitrary: fc
      .array(etag, { minLength: 1, maxLength: 4 })
      .map((tags) => ["If-None-Match", tags.join(", ")] as const),
  },
  { weight: 1, arbitrary: etag.map((tag) => ["If-Match", tag] as const) },
  { weight: 2, arbitrary: httpDate.map((date) => ["If-Modified-Since", date] as const) },
  { weight: 1, arbitrary: httpDate.map((date) => ["If-Unmodified-Since", date] as const) },
  { weight: 1, arbitrary: fc.oneof(etag, httpDate).map((value) => ["If-Range", value] as const) },
  { weight: 3, arbitrary: acceptEncoding.map((value) => ["Accept-Encoding", value] as const) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1_000, max: 20_000 })
      .map((n) => ["X-Huge", "x".repeat(n)] as const),
  },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ["Expect", "100-continue"],
      ["Host", ""],
      ["Host", "a b"],
      ["Content-Length", "abc"],
      ["Transfer-Encoding", "gzip"],
    ),
  },
);

interface FuzzRequest {
  bytes: Buffer;
  /** As shown in a failure: the request line and headers, long values cut. */
  summary: string;
  /** How fast-check prints it in a counterexample. */
  [fc.toStringMethod]: () => string;
}

/** Whether a header value holds a control character other than tab (invalid in a field value). */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && code !== 9) || code === 127;
  });

/** The parts of a request; `wellFormed` draws only what a valid HTTP/1.1 client sends. */
function requestParts(wellFormed: boolean) {
  return fc.record({
    method: wellFormed
      ? fc.constantFrom("GET", "GET", "GET", "HEAD", "HEAD", "POST", "PUT", "DELETE", "OPTIONS")
      : method,
    path: wellFormed
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...knownPaths) },
          {
            weight: 2,
            arbitrary: fc.constantFrom(...traversals.filter((t) => /^[\x21-\x7e]+$/.test(t))),
          },
          {
            weight: 3,
            arbitrary: fc
              .array(
                segment.filter((part) => /^[\x21-\x7e]*$/.test(part)),
                { maxLength: 6 },
              )
              .map((parts) => `/${parts.join("/")}`),
          },
        )
      : path,
    query: wellFormed ? fc.constantFrom("", "", "?a=1", "?q=../../etc/passwd", "?x=%00") : query,
    version: wellFormed ? fc.constantFrom("HTTP/1.1", "HTTP/1.1", "HTTP/1.0") : version,
    headers: fc.array(
      wellFormed
        ? header.filter(
            ([name, value]) =>
              /^[\w-]+$/.test(name) &&
              !hasControlCharacter(value) &&
              name !== "Host" &&
              name !== "Content-Length" &&
              name !== "Transfer-Encoding",
          )
        : header,
      { maxLength: 6 },
    ),
    host: wellFormed
      ? fc.constant(true)
      : fc.oneof(
          { weight: 9, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
    body: fc.constantFrom("none", "none", "length", "chunked"),
    eol: wellFormed ? fc.constant("\r\n") : fc.constantFrom("\r\n", "\r\n", "\r\n", "\n"),
  });
}

const request = fc
  .oneof(
    { weight: 3, arbitrary: requestParts(true) },
    { weight: 2, arbitrary: requestParts(false) },
  )
  .map(({ method, path, query, version, headers, host, body, eol }): FuzzRequest => {
    const line = [method, `${path}${query}`, version]
      .filter((part, index) => index === 0 || part)
      .join(" ");
    const content = body === "length" ? "a=1&b=2" : "";
    const lines = [
      line,
      ...(host ? ["Host: localhost"] : []),
      ...headers.map(([name, value]) => `${name}: ${value}`),
      ...(body === "length" ? [`Content-Length: ${content.length}`] : []),
      ...(body === "chunked" ? ["Transfer-Encoding: chunked"] : []),
      "Connection: close",
    ];
    const tail = body === "chunked" ? `7${eol}a=1&b=2${eol}0${eol}${eol}` : content;
    const summary = `${JSON.stringify(line.slice(0, 120))}${line.length > 120 ? `…(${line.length})` : ""} [${headers
      .map(([name, value]) => JSON.stringify(`${name}: ${String(value).slice(0, 60)}`))
      .join(", ")}]`;
    return {
      bytes: Buffer.from(`${lines.join(eol)}${eol}${eol}${tail}`, "utf8"),
      summary,
      [fc.toStringMethod]: () => summary,
    };
  });

function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers.get("content-encoding");
  try {
    if (coding === "gzip") return gunzipSync(answer.body);
    if (coding === "br") return brotliDecompressSync(answer.body);
  } catch {
    // a HEAD answer or a range of a compressed copy: look at it as it is
  }
  return answer.body;
}

/**
 * 5xx answers by design (RFC 9110 §15.6.2, §15.6.6): 501 for a request body in a transfer coding
 * other than chunked (both servers), 505 for a request line naming HTTP/2.0 or later (nginx).
 */
const designed5xx = new Set([501, 505]);

/** Why an answer breaks a rule, or undefined. */
function problem(answer: RawAnswer, method: string): string | undefined {
  if (answer.status !== "none" && answer.status >= 500 && !designed5xx.has(answer.status)) {
    return `status ${answer.status}`;
  }
  const repeated = answer.headerNames.filter(
    (name, index) => answer.headerNames.indexOf(name) !== index,
  );
  if (repeated.length) return `headers sent twice: ${repeated.join(", ")}`;
  // A file of the build sent whole may name errors (the framework's code does); anything else
  // must not. The head is always checked.
  const sentFile =
    buildFileHashes.has(sha256(answer.body)) || buildFileHashes.has(sha256(decoded(answer)));
  const text = sentFile
    ? answer.raw.subarray(0, answer.raw.length - answer.body.length).toString("latin1")
    : `${answer.raw.toString("latin1")}\n${decoded(answer).toString("latin1")}`;
  for (const [what, pattern] of leaks) if (pattern.test(text)) return `leaks ${what}`;
  // A chunked body (never sent by these servers for a file) is compared as it is.
  const body = answer.body;
  if (
    (answer.status === 200 || answer.status === 404) &&
    method !== "HEAD" &&
    body.length > 0 &&
    answer.headers.get("transfer-encoding") === undefined &&
    !buildFileHashes.has(sha256(body))
  ) {
    return `a ${answer.status} whose body (${body.length} bytes) is no file of the build`;
  }
  return undefined;
}

async function answersHome(port: number): Promise<boolean> {
  const answer = await exchange(
    port,
    Buffer.from("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
  );
  return answer.status === 200;
}

test.describe("fuzzing the servers", () => {
  // Both servers get the same requests; nginx is this worker's own.
  test.describe.configure({ mode: "default", timeout: 300_000 });

  for (const server of ["npm start", "nginx"] as const) {
    test(`${server} answers ${batches * batchSize} generated requests without failing`, async ({
      baseURL,
      nginxURL,
    }) => {
      const port = Number(new URL(server === "nginx" ? nginxURL : (baseURL as string)).port);
      const statuses = new Map<string, number>();
      let sent = 0;
      console.info(`fuzz ${server}: seed ${seed} (FUZZ_SEED=${seed} reproduces this run)`);
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(request, { minLength: batchSize, maxLength: batchSize }),
          async (requests) => {
            const queue = [...requests];
            const failures: string[] = [];
            await Promise.all(
              Array.from({ length: concurrency }, async () => {
                for (let next = queue.shift(); next; next = queue.shift()) {
                  const answer = await exchange(port, next.bytes).catch((error: Error) => error);
                  sent += 1;
                  if (answer instanceof Error) {
                    failures.push(`${next.summary}: ${answer.message}`);
                    continue;
                  }
                  const key = String(answer.status);
                  statuses.set(key, (statuses.get(key) ?? 0) + 1);
                  const method = next.bytes.toString("latin1").split(" ")[0] ?? "";
                  const why = problem(answer, method);
                  if (why) failures.push(`${next.summary}: ${why}`);
                }
              }),
            );
            if (!(await answersHome(port)))
              failures.push("the server no longer answers / with 200");
            if (failures.length) throw new Error(failures.slice(0, 5).join("\n"));
          },
        ),
        { seed, numRuns: batches, endOnFailure: true },
      );
      const distribution = [...statuses]
        .sort()
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ");
      console.info(
        `fuzz ${server}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${seed}; statuses ${distribution}`,
      );
      expect(sent).toBe(batches * batchSize);
      expect(await answersHome(port)).toBe(true);
    });
  }
});
