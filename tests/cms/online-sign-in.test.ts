/**
 * The online editor's sign-in, end to end in Chromium, on Cloudflare's own runtime: `wrangler pages
 * dev` serves the editor's folder (as the build writes it, configured for a repository) and runs
 * the sign-in endpoint (functions/api/, editor/sign-in.ts) with its secrets as bindings;
 * a stand-in for GitHub on loopback (tests/support/github-stand-in.ts) plays the OAuth consent, the
 * token exchange and the REST calls Decap makes. What this cannot show: GitHub's real consent
 * screen and API, and Cloudflare's hosted Pages (docs/cms-sign-in.md says so).
 *
 * CMS_TEST_PORT + 2 and + 3 are wrangler's ports (the local-mode test takes + 0 and + 1).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { packageSchema } from "../../app/copy/schema/package.ts";
import { fieldLabel } from "../../content-check/schema-tree.ts";
import { writeAdminFolder } from "../../editor/admin-folder.ts";
import { behaviourTestLaunchOptions } from "../../launchers/chromium.ts";
import { type RunningWrangler, startWrangler } from "../../launchers/wrangler.ts";
import { projectRoot } from "../../project/output.ts";
import { classifyFiles, listFiles } from "../../server/site-files.ts";
import { renderHeadersFile } from "../../site-build/cdn-rules.ts";
import { type GithubStandIn, startGithubStandIn } from "../support/github-stand-in.ts";

const port = Number(process.env.CMS_TEST_PORT ?? 4270) + 2;
const host = "127.0.0.1";
const site = `http://${host}:${port}`;
const repo = "gateway-japan/website";
const entry = JSON.parse(
  readFileSync(join(projectRoot, "content/packages/tokyo-discovery.json"), "utf8"),
) as { en: { title: string } };

let github: GithubStandIn;
let wrangler: RunningWrangler;
let browser: Browser;
const deploy = mkdtempSync(join(tmpdir(), "online-editor-"));
const problems: string[] = [];

function watch(page: Page) {
  page.on("console", (message) => {
    if (message.type() === "error") {
      problems.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on("request", (request) => {
    const { protocol, host: requestHost } = new URL(request.url());
    if (protocol.startsWith("http") && !requestHost.startsWith(`${host}:`)) {
      problems.push(`another host: ${request.url()}`);
    }
  });
}

beforeAll(async () => {
  github = await startGithubStandIn({ root: projectRoot, repo, branch: "main" });
  // The editor's folder as a build configured for the repository writes it, and its headers.
  writeAdminFolder(deploy, projectRoot, {
    repo,
    branch: "main",
    siteOrigin: site,
    apiRoot: github.apiRoot,
  });
  writeFileSync(join(deploy, "index.html"), "<!doctype html><title>Site</title><p>Site</p>\n");
  mkdirSync(join(deploy, "assets"), { recursive: true });
  writeFileSync(join(deploy, "404.html"), "<!doctype html><title>Not found</title>\n");
  const files = classifyFiles(listFiles(deploy));
  writeFileSync(join(deploy, "_headers"), renderHeadersFile(files, new Map(), [github.origin]));
  [wrangler, browser] = await Promise.all([
    startWrangler({
      clientDir: deploy,
      host,
      port,
      bindings: {
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_ORIGIN: github.origin,
      },
    }),
    chromium.launch(behaviourTestLaunchOptions()),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await wrangler?.stop();
  await github?.stop();
  rmSync(deploy, { recursive: true, force: true });
});

test("staff sign in through GitHub in the pop-up, see the collections and read a package", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Decap loads a 1 MB script; on a busy machine the first screen takes a while.
  page.setDefaultTimeout(45_000);
  watch(page);
  await page.goto(`${site}/admin/`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  const popup = await popupOpened;
  watch(popup);
  await popup.getByRole("link", { name: "Authorize" }).click();
  await page.getByRole("heading", { name: "Collections" }).waitFor();
  expect(popup.isClosed()).toBe(true);
  expect(github.tokens).toHaveLength(1);
  // The editorial workflow: drafts are reviewed before they are published.
  await expect(page.getByRole("link", { name: "Workflow" }).isVisible()).resolves.toBe(true);
  await page.getByRole("link", { name: "Tour packages / Paket tur", exact: true }).click();
  await page.getByRole("link", { name: entry.en.title }).click();
  const label = fieldLabel(packageSchema, ["title"]);
  await expect(page.getByLabel(label, { exact: true }).first().inputValue()).resolves.toBe(
    entry.en.title,
  );
  // The token never reached a URL, and nothing came from another host.
  const cookies = await context.cookies(site);
  expect(cookies.map(({ name }) => name)).not.toContain(github.tokens[0]);
  expect(problems).toEqual([]);
  expect(github.unanswered).toEqual([]);
  if (process.env.SCREENSHOTS_DIR) {
    await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, "admin-signed-in.png") });
  }
  await context.close();
}, 120_000);

test("a page of another origin that opens /api/auth gets no token", async () => {
  github.pages.set(
    "/opener",
    `<!doctype html><title>Other site</title><button onclick="window.heard=[];addEventListener('message',e=>heard.push(String(e.data)));window.open('${site}/api/auth?provider=github&scope=repo','w','width=600,height=600')">Open</button>`,
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${github.origin}/opener`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Open" }).click();
  const popup = await popupOpened;
  const tokensBefore = github.tokens.length;
  await popup.getByRole("link", { name: "Authorize" }).click();
  // The endpoint exchanged the code (the window holds a token for its own origin only)...
  await popup.getByText("Signing you in").waitFor();
  expect(github.tokens.length).toBe(tokensBefore + 1);
  // ...and the opener, of another origin, heard nothing: no handshake, no token.
  await popup.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
  await context.close();
});
