/**
 * The content editor in local mode (`npm run admin`), in Chromium, on a copy of the project with
 * its own configuration (generated from the content schemas): a save Decap refuses (a price of 0,
 * under the schema's minimum) leaves the file as it was and says why; Decap checks the default
 * language only, so an emptied Indonesian title is saved, and the build's content check is what
 * stops it, naming the file, language and field; a price missing a zero is saved and the check
 * warns about it by the package's name, with an Indonesian sentence saved as typed, placeholder
 * included. The photo build (tests/build/photo-build.test.ts) writes such edits into its files and
 * checks they reach the built site. Every browser error fails the test, and so does any request to
 * another host.
 *
 * CMS_TEST_PORT sets the editor's port (default 4270; decap-server takes the next one).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatProblem } from "../../content-check/content-messages.ts";
import { checkContentFiles } from "../../content-check/content-rules.ts";
import { behaviourTestLaunchOptions } from "../../launchers/chromium.ts";
import { projectRoot } from "../../project/output.ts";
import {
  type CmsUnderTest,
  editIn,
  logIn,
  openEntry,
  publish,
  savedStatus,
  startCms,
} from "../support/cms.ts";

const port = Number(process.env.CMS_TEST_PORT ?? 4270);
const entryFile = "content/packages/tokyo-discovery.json";
type Entry = Record<"en" | "id", { title: string; priceIdr: number; description: string }>;
/** A sentence with one of the site's placeholders, as staff type it. */
const idDescription =
  "Nikmati Tokyo yang modern dan tradisional dalam satu perjalanan, lengkap dengan {meals} setiap hari.";
const original = JSON.parse(readFileSync(join(projectRoot, entryFile), "utf8")) as Entry;
const priceLabel = "Starting price per person (rupiah)";
const titleLabel = "Package name";

let cms: CmsUnderTest;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const pageErrors: string[] = [];

/** A file as Biome formats it, with the project's configuration (`npm run format`). */
function biomeFormatted(text: string, path: string): string {
  const biome = join(projectRoot, "node_modules/@biomejs/biome/bin/biome");
  const result = spawnSync(process.execPath, [biome, "format", `--stdin-file-path=${path}`], {
    cwd: projectRoot,
    input: text,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`);
  return result.stdout;
}

const saved = () => readFileSync(join(cms.root, entryFile), "utf8");
const onDisk = () => JSON.parse(saved()) as Entry;

beforeAll(async () => {
  [cms, browser] = await Promise.all([
    startCms(projectRoot, port),
    chromium.launch(behaviourTestLaunchOptions()),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // A step waits on what Decap shows; Decap parses its megabyte of script first, which on a busy
  // machine (npm test runs this beside the build) takes many seconds.
  page.setDefaultTimeout(45_000);
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("request", (request) => {
    const { protocol, host } = new URL(request.url());
    if (protocol.startsWith("http") && !host.startsWith("127.0.0.1:")) {
      problems.push(`another host: ${request.url()}`);
    }
  });
  await logIn(page, cms.url);
  await openEntry(page, "Tour packages / Paket tur", original.en.title);
});

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
});

test("a price of 0 is refused: the file stays as it was and the field says why", async () => {
  const before = saved();
  await editIn(page, "en");
  await page.getByLabel(priceLabel).fill("0");
  await publish(page);
  await page.getByText(`${priceLabel} must be between 1000000 and 200000000.`).waitFor();
  await page.getByText("Unsaved changes").waitFor();
  expect(saved()).toBe(before);
  expect(problems).toEqual([]);
  // Decap rejects its own save promise without a reason; the browser reports it unhandled.
  expect(pageErrors).toEqual(["undefined"]);
});

test("an emptied Indonesian title is saved by Decap and stopped by the build, by name", async () => {
  await page.getByLabel(priceLabel).fill(String(original.en.priceIdr));
  await editIn(page, "id");
  await page.getByLabel(titleLabel, { exact: true }).fill("");
  await publish(page);
  await page.getByText(savedStatus).waitFor();
  expect(onDisk().id.title).toBe("");
  // As Decap writes it, the file passes `npm run lint`.
  expect(biomeFormatted(saved(), entryFile)).toBe(saved());
  expect(checkContentFiles(cms.root).problems.map(formatProblem)).toEqual([
    `${entryFile}, Indonesian: title: Package name is empty`,
  ]);
  expect(problems).toEqual([]);
});

test("a price missing a zero and an Indonesian sentence are saved, and the build warns about the price by the package's name", async () => {
  await editIn(page, "id");
  await page.getByLabel(titleLabel, { exact: true }).fill(original.id.title);
  await page.getByLabel("Description", { exact: true }).fill(idDescription);
  await editIn(page, "en");
  await page.getByLabel(priceLabel).fill("1250000");
  await publish(page);
  await page.getByText(savedStatus).waitFor();
  // The price is a fact: Decap copies it to the Indonesian side.
  expect([onDisk().en.priceIdr, onDisk().id.priceIdr]).toEqual([1_250_000, 1_250_000]);
  expect(onDisk().id.description).toBe(idDescription);
  const { problems: found, warnings } = checkContentFiles(cms.root);
  expect(found.map(formatProblem)).toEqual([]);
  expect(warnings).toEqual([
    expect.stringMatching(
      new RegExp(`^${original.en.title}: its price per person is IDR 1,250,000`),
    ),
  ]);
  expect(problems).toEqual([]);
});
