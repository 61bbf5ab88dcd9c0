/**
 * The content editor in local mode (`npm run admin`), in Chromium: staff sign in to the local
 * backend, open a package, change its price (a number kept the same in both languages) and its
 * Indonesian summary, publish, and the JSON file on disk changes in both languages; a save that
 * Decap refuses (a required text emptied, a number below its minimum) leaves the file as it was;
 * and Decap checks the fields of the default language only (English), not the Indonesian ones.
 * What Decap writes is already formatted as `npm run lint` wants it (biome.json expands content/).
 * Run on a small fixture tree with its own configuration, in the shape of the site's content
 * (content/packages/<slug>.json, Decap's i18n `single_file`), until the real content and its
 * generated configuration land; then `startCms(projectRoot, port)` edits a copy of the project.
 * Every browser error fails the test, as in the end-to-end tests (a CSP violation logs one),
 * and so does any request to another host.
 *
 * CMS_TEST_PORT sets the editor's port (default 4270; decap-server takes the next one).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { projectRoot } from "../../server/output.ts";
import { chromiumArgs, ensureChromium } from "../support/chromium.ts";
import {
  type CmsUnderTest,
  editIn,
  logIn,
  openEntry,
  publish,
  refusedMessage,
  savedMessage,
  savedStatus,
  startCms,
} from "../support/cms.ts";

const port = Number(process.env.CMS_TEST_PORT ?? 4270);
const entryFile = "content/packages/tokyo-discovery.json";
const entry = {
  en: {
    title: "Tokyo Discovery",
    priceIdr: 12_500_000,
    summary: "Five days in Tokyo.",
    highlights: ["Shibuya", "Asakusa"],
  },
  id: {
    title: "Jelajah Tokyo",
    priceIdr: 12_500_000,
    summary: "Lima hari di Tokyo.",
    highlights: ["Shibuya", "Asakusa"],
  },
};

/** The configuration's shape for the site's content: one folder collection, two languages. */
const fixtureConfig = (localBackendUrl: string) => ({
  backend: { name: "github", repo: "OWNER/REPO", branch: "main" },
  local_backend: { url: localBackendUrl },
  media_folder: "app/assets/art",
  public_folder: "/",
  i18n: { structure: "single_file", locales: ["en", "id"], default_locale: "en" },
  collections: [
    {
      name: "packages",
      label: "Packages",
      folder: "content/packages",
      extension: "json",
      format: "json",
      create: false,
      i18n: true,
      identifier_field: "title",
      fields: [
        { name: "title", label: "Title", widget: "string", i18n: true },
        {
          name: "priceIdr",
          label: "Price (IDR)",
          widget: "number",
          value_type: "int",
          min: 0,
          i18n: "duplicate",
        },
        { name: "summary", label: "Summary", widget: "text", i18n: true },
        {
          name: "highlights",
          label: "Highlights",
          widget: "list",
          i18n: true,
          field: { name: "highlight", label: "Highlight", widget: "string" },
        },
      ],
    },
  ],
});

let tree = "";
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

const onDisk = () => JSON.parse(readFileSync(join(cms.root, entryFile), "utf8")) as typeof entry;

beforeAll(async () => {
  tree = mkdtempSync(join(tmpdir(), "cms-fixture-"));
  mkdirSync(join(tree, "content/packages"), { recursive: true });
  mkdirSync(join(tree, "app/assets/art"), { recursive: true });
  writeFileSync(join(tree, entryFile), `${JSON.stringify(entry, null, 2)}\n`);
  [cms, browser] = await Promise.all([
    startCms(tree, port, fixtureConfig),
    chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs }),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // A step waits on what Decap shows; past this, something is wrong rather than slow.
  page.setDefaultTimeout(10_000);
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
  await openEntry(page, "Packages", entry.en.title);
});

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  rmSync(tree, { recursive: true, force: true });
});

test("a price and an Indonesian text, published, change the JSON file in both languages", async () => {
  await editIn(page, "en");
  await page.getByLabel("Price (IDR)").fill("13900000");
  await editIn(page, "id");
  // The price is kept the same in every language (i18n: duplicate): the Indonesian pane shows it.
  expect(await page.getByLabel("Price (IDR)").inputValue()).toBe("13900000");
  await page.getByLabel("Summary").fill("Enam hari di Tokyo.");
  await publish(page);
  await page.getByText(savedMessage).waitFor();
  await page.getByText(savedStatus).waitFor();

  expect(onDisk(), cms.backendLog()).toEqual({
    en: { ...entry.en, priceIdr: 13_900_000 },
    id: { ...entry.id, priceIdr: 13_900_000, summary: "Enam hari di Tokyo." },
  });
  // As Decap writes it (JSON.stringify with two spaces), the file passes `npm run lint`.
  const saved = readFileSync(join(cms.root, entryFile), "utf8");
  expect(biomeFormatted(saved, entryFile)).toBe(saved);
  expect(problems).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("a save Decap refuses leaves the file as it was and says why", async () => {
  const before = readFileSync(join(cms.root, entryFile), "utf8");
  await editIn(page, "en");
  await page.getByLabel("Title").fill("");
  await page.getByLabel("Price (IDR)").fill("-1");
  await publish(page);

  // The toast comes with an empty required field only; every field's own error shows beside it.
  await page.getByText(refusedMessage).waitFor();
  await page.getByText("Title is required.").waitFor();
  await page.getByText("Price (IDR) must be at least 0.").waitFor();
  await page.getByText("Unsaved changes").waitFor();
  expect(readFileSync(join(cms.root, entryFile), "utf8")).toBe(before);
  expect(problems).toEqual([]);
  // Decap rejects its own save promise without a reason; the browser reports it unhandled.
  expect(pageErrors).toEqual(["undefined"]);
});

test("Decap checks the default language only: an emptied Indonesian title is saved", async () => {
  await page.getByLabel("Title").fill(entry.en.title);
  await page.getByLabel("Price (IDR)").fill("13900000");
  await editIn(page, "id");
  await page.getByLabel("Title").fill("");
  await publish(page);
  await page.getByText(savedStatus).waitFor();
  // So the build's content check, not the editor, is what stops an empty translation.
  expect(onDisk().id.title).toBe("");
  expect(problems).toEqual([]);
});
