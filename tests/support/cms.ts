/**
 * The content editor in local mode, for browser tests: decap-server on a copy of a project tree and
 * the /admin/ page for it, as `npm run admin` starts them (editor/local-mode.ts), plus the
 * steps a test takes in Decap's screens. Point it at a fixture tree with its own configuration, or
 * at the project itself (a copy is edited, never the tree given):
 *
 *   const cms = await startCms(projectRoot, 4270); // the configuration of editor/cms-config.ts
 *
 * By hand: CMS_TREE=<folder> CMS_PORT=4270 npx node tests/support/cms.ts (prints the address).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { cmsConfig } from "../../editor/cms-config.ts";
import { startLocalCms } from "../../editor/local-mode.ts";

export interface CmsUnderTest {
  /** The editor page: `http://127.0.0.1:<port>/admin/`. */
  url: string;
  /** The copy of the tree that decap-server reads and writes. */
  root: string;
  /** What decap-server printed, for a failure message. */
  backendLog: () => string;
  /** Stops both servers and removes the copy. */
  stop: () => Promise<void>;
}

/** Never copied: dependencies, history, builds and test output. */
const notCopied = new Set(["node_modules", ".git", ".react-router", "test-results", "reports"]);
const copied = (path: string) => {
  const name = basename(path);
  return !notCopied.has(name) && name !== "build" && !name.startsWith("build-");
};

/**
 * Copies `tree` and starts the editor for the copy: the page on `port`, decap-server on the next
 * one. `config` is the Decap configuration without `local_backend`, by default the project's.
 * `inPlace` edits `tree` itself (a copy the caller made), and leaves it when stopped.
 */
export async function startCms(
  tree: string,
  port: number,
  config: (localBackendUrl: string) => Record<string, unknown> = (localBackendUrl) =>
    cmsConfig({ localBackendUrl }),
  { inPlace = false }: { inPlace?: boolean } = {},
): Promise<CmsUnderTest> {
  const root = inPlace ? tree : mkdtempSync(join(tmpdir(), "cms-tree-"));
  if (!inPlace) cpSync(tree, root, { recursive: true, filter: copied });
  try {
    const cms = await startLocalCms({
      root,
      config,
      adminPort: port,
      backendPort: port + 1,
      backendOutput: "pipe",
    });
    return {
      url: cms.adminUrl,
      root,
      backendLog: cms.backendLog,
      stop: async () => {
        await cms.stop();
        if (!inPlace) rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (!inPlace) rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the editor and signs in to the local backend (a button, no password). */
export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Collections" }).waitFor();
}

/** Opens an entry of a folder collection by the labels Decap shows: collection, then entry. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("link", { name: entry }).click();
  await page.getByText("Writing in", { exact: false }).first().waitFor();
}

/**
 * Shows the entry in one language only, `locale` ("en", "id"): Decap's i18n editor opens with the
 * default language on the left and another on the right (each headed "Writing in <CODE>", with the
 * same field labels); "Toggle i18n" leaves one pane, whose language menu switches it. Field
 * labels are then unique on the page (`page.getByLabel("Title")`).
 */
export async function editIn(page: Page, locale: string): Promise<void> {
  // Decap writes the codes in lower case and shows them in capitals (CSS).
  const header = (code: string) =>
    page.getByRole("button", { name: new RegExp(`^Writing in ${code}$`, "i") });
  const headers = header("\\w+");
  await headers.first().waitFor();
  if ((await headers.count()) > 1) {
    await page.getByTitle("Toggle i18n").click();
    await expectCount(headers, 1);
  }
  if ((await header(locale).count()) === 0) {
    await headers.click();
    await page
      .getByRole("menuitem")
      .filter({ hasText: new RegExp(`^${locale}$`, "i") })
      .click();
    await header(locale).waitFor();
  }
}

/** Waits until a locator matches exactly `count` elements. */
async function expectCount(locator: Locator, count: number): Promise<void> {
  await locator.nth(count - 1).waitFor();
  await locator.nth(count).waitFor({ state: "detached" });
}

/**
 * Publishes the entry open in the editor: "Publish", then "Publish now". The caller waits for what
 * follows: `savedStatus`, or Decap's refusal (`refusedMessage`, a field's own message).
 */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** Decap's toast when a save is accepted. */
export const savedMessage = "Entry saved";
/**
 * The status over the editor once every change is saved ("Unsaved changes" until then): unlike
 * the toast, which stays a few seconds, it tells this save from the one before.
 */
export const savedStatus = "Changes saved";
/**
 * Decap's toast when it refuses a save because a required field is empty. Other refusals (a
 * number under its `min`, a pattern) show only the field's own message ("Price (IDR) must be at
 * least 0."); either way the status stays "Unsaved changes" and nothing is written. Decap checks
 * the fields of the default language only.
 */
export const refusedMessage =
  "Oops, you've missed a required field. Please complete before saving.";

if (import.meta.main) {
  const tree = process.env.CMS_TREE ?? process.cwd();
  const cms = await startCms(tree, Number(process.env.CMS_PORT ?? 4270));
  console.info(`Editing a copy of ${tree} in ${cms.root}: ${cms.url} (Ctrl-C stops)`);
  process.once("SIGINT", () => cms.stop().then(() => process.exit(0)));
}
