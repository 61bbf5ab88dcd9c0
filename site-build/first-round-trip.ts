/**
 * The build's last step: every page and its response headers, as `npm start` sends them with
 * brotli, fit in TCP's first congestion window, so the browser can paint without a second round
 * trip (decision 0005). A page over it stops the build, named with how far over it is; staff are
 * told what to do in docs/content-guide.md. `PAGE_BUDGETS=warn` lists such pages and builds: for
 * a test fixture that fills every field at once, never for the site.
 *
 * Also a command: `node site-build/first-round-trip.ts [client folder]` checks a build.
 */
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { relative } from "node:path";
import { clientDir, walkFiles } from "../project/output.ts";
import { isAdminPath } from "../server/http-headers.ts";

/**
 * TCP's first congestion window: 10 segments of 1,460 bytes, as Lighthouse's simulation counts it.
 * A page whose HTML and response headers are larger needs one more round trip before it can
 * paint: ~150 ms on slow 4G, enough to take it past 1.25 times the reference page's LCP.
 */
export const firstRoundTripBytes = 10 * 1460;

export interface FirstRoundTrip {
  path: string;
  /** The status line and headers, and the compressed HTML, in bytes. */
  head: number;
  body: number;
}

/** The bytes of a response as they cross the network: its head (status line and headers), its body. */
function responseBytes(url: URL): Promise<{ head: number; body: number }> {
  return new Promise((done, fail) => {
    get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      let body = 0;
      response.on("data", (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on("end", () => {
        const lines = [
          `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`,
        ];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
        }
        done({ head: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`), body });
      });
    }).on("error", fail);
  });
}

/**
 * Each page of a build (the not-found pages aside: they answer any unknown address) as the Node
 * server sends it.
 */
export async function firstRoundTrips(root: string): Promise<FirstRoundTrip[]> {
  const paths = [...walkFiles(root)]
    .map((file) => `/${relative(root, file)}`)
    .filter(
      (path) => path.endsWith(".html") && !isAdminPath(path) && !/(^|\/)404\.html$/.test(path),
    )
    .map((path) => path.replace(/\.html$/, "").replace(/(^|\/)index$/, "/"))
    .sort();
  const { createSiteServer } = await import("../server/serve.ts");
  const server = createSiteServer(root);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const trips: FirstRoundTrip[] = [];
    for (const path of paths) trips.push({ path, ...(await responseBytes(new URL(path, origin))) });
    return trips;
  } finally {
    server.close();
  }
}

/** One plain sentence per page over the first round trip. */
export const overFirstRoundTrip = (trips: FirstRoundTrip[]): string[] =>
  trips
    .filter(({ head, body }) => head + body > firstRoundTripBytes)
    .map(
      ({ path, head, body }) =>
        `${path}: ${body} B of HTML and ${head} B of headers, ${head + body - firstRoundTripBytes} B over what the first round trip carries (${firstRoundTripBytes} B). Shorten its text or move some of it to another page (docs/content-guide.md, "Pages must stay small").`,
    );

/**
 * Checks a build; returns a line for the build's log, or the problem: `stop` when the build must
 * stop (not with `PAGE_BUDGETS=warn`).
 */
export async function checkFirstRoundTrips(
  root: string,
): Promise<{ summary: string; over: string[]; stop: boolean }> {
  const trips = await firstRoundTrips(root);
  const over = overFirstRoundTrip(trips);
  const tightest = trips.reduce<FirstRoundTrip | undefined>(
    (least, trip) => (!least || trip.head + trip.body > least.head + least.body ? trip : least),
    undefined,
  );
  const margin = tightest ? firstRoundTripBytes - tightest.head - tightest.body : 0;
  return {
    summary: `${trips.length} pages each within the first round trip; the fullest, ${tightest?.path}, has ${margin} B to spare`,
    over,
    stop: over.length > 0 && process.env.PAGE_BUDGETS !== "warn",
  };
}

if (process.argv[1] === import.meta.filename) {
  const { over } = await checkFirstRoundTrips(process.argv[2] ?? clientDir);
  if (over.length > 0) {
    console.error(
      `Pages over their first round trip:\n${over.map((line) => `  - ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.info("Every page fits its first round trip.");
}
