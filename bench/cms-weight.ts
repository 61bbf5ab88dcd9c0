/**
 * What a first visit to the content editor (/admin/, decision 0012) costs: the production build
 * (BUILD_DIR, default build) served by `npm start` on CMS_BENCH_PORT (default 4410), /admin/
 * opened in Chromium from a fresh profile, every response counted as Chromium received it
 * (headers and body, `encodedDataLength`) until Decap shows its first screen (the sign-in), or
 * the page saying the online editor is not set up (a build without CMS_GITHUB_REPO), and
 * the network is idle; then a second visit, which revalidates. Unthrottled: the time is only
 * comparable on one machine. The log is docs/bench/cms.md.
 *
 *   BUILD_DIR=build npx node bench/cms-weight.ts
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions, ensureChromium } from "../launchers/chromium.ts";
import { buildRoot } from "../project/output.ts";

const port = Number(process.env.CMS_BENCH_PORT ?? 4410);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server/serve.ts"], {
  cwd: new URL("..", import.meta.url),
  env: { ...process.env, BUILD_DIR: buildRoot, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()));
try {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/admin/`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`npm start did not answer at ${origin}.`);
    // The server reads the build into memory first: ask again shortly.
    await new Promise((done) => setTimeout(done, 100));
  }
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  type Row = { url: string; status?: number; encoding?: string; bytes?: number };
  const rows = new Map<string, Row>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) =>
    rows.set(requestId, { url: request.url }),
  );
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const row = rows.get(requestId);
    if (!row) return;
    row.status = response.status;
    const headers = Object.entries(response.headers as Record<string, string>);
    row.encoding = headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const row = rows.get(requestId);
    if (row) row.bytes = encodedDataLength;
  });
  const visit = async (label: string) => {
    rows.clear();
    const started = Date.now();
    await page.goto(`${origin}/admin/`);
    await page
      .getByRole("button", { name: /Login/ })
      .or(page.getByText("Error loading the CMS configuration"))
      .or(page.getByRole("heading", { name: "The online editor is not set up yet" }))
      .waitFor();
    const shown = Date.now() - started;
    await page.waitForLoadState("networkidle");
    const all = [...rows.values()];
    const total = all.reduce((sum, { bytes = 0 }) => sum + bytes, 0);
    console.info(
      `${label}: ${all.length} requests, ${total} bytes, first screen after ${shown} ms`,
    );
    for (const { url, status, encoding, bytes } of all) {
      console.info(
        `  ${status} ${url.replace(origin, "")} ${encoding ?? "as it is"} ${bytes} bytes`,
      );
    }
  };
  await visit("First visit");
  await visit("Second visit");
} finally {
  await browser.close();
  server.kill();
  await once(server, "exit");
}
