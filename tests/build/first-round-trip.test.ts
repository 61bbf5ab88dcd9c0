/**
 * Every page and its response headers, as `npm start` sends them with brotli, fit in TCP's first
 * congestion window: the browser can paint without a second round trip (decision 0005). An HTTP
 * fact of the build: no browser. Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { get } from "node:http";
import { test } from "vitest";
import { clientDir } from "../../project/output.ts";
import { builtPagePaths, withBuildServed } from "../support/built-pages.ts";

/**
 * TCP's first congestion window: 10 segments of 1,460 bytes, as Lighthouse's simulation counts it.
 * A page whose HTML and response headers are larger needs one more round trip before it can
 * paint: ~150 ms on slow 4G, enough to take it past 1.25 times the reference page's LCP
 * (docs/decisions/0005-first-paint.md).
 */
const firstRoundTripBytes = 10 * 1460;

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
test("every page and its headers fit TCP's first congestion window", async () => {
  // The not-found pages are answered for any unknown address; the others are the site's pages.
  const paths = builtPagePaths(clientDir).filter((path) => !/(^|\/)404$/.test(path));
  assert.ok(paths.length >= 20, `${paths.length} pages in ${clientDir}`);
  const over: string[] = [];
  await withBuildServed(clientDir, async (origin) => {
    for (const path of paths) {
      const { head, body } = await responseBytes(new URL(path, origin));
      console.info(`first round trip ${path}: ${body} B compressed + ${head} B of headers`);
      if (head + body > firstRoundTripBytes) {
        over.push(
          `${path}: ${body} B of HTML and ${head} B of headers, ${head + body - firstRoundTripBytes} B over what the first round trip carries; see docs/decisions/0005-first-paint.md`,
        );
      }
    }
  });
  assert.deepEqual(over, []);
});
