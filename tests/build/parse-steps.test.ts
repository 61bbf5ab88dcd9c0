/**
 * Every prerendered page, at the end-to-end tests' phone and computer sizes, shows nothing in its
 * first screen that moves while the page is parsed (tests/support/parse-steps.ts). On a computer
 * the check covers the page's `<main>`: the header's right-hand buttons fill in from the right
 * as they are parsed (docs/decisions/0005-first-paint.md). Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { test } from "vitest";
import { behaviourTestLaunchOptions } from "../../launchers/chromium.ts";
import { clientDir } from "../../project/output.ts";
import { viewports } from "../budgets.ts";
import { builtPagePaths, withBuildServed } from "../support/built-pages.ts";
import { movedWhileParsing } from "../support/parse-steps.ts";

const paths = builtPagePaths(clientDir);

/** A page's layout: a package's or a guide's page, or the page itself (`/id/about` → `/about`). */
const templateOf = (path: string) =>
  path
    .replace(/^\/id(?=\/|$)/, "")
    .replace(/^\/tours\/.+/, "package")
    .replace(/^\/guides\/.+/, "guide") || "/";

/** One page of each layout: the tablets' sizes change the header and the heroes, not content. */
const templatePaths = paths.filter(
  (path, index) => paths.findIndex((other) => templateOf(other) === templateOf(path)) === index,
);

test("nothing in a page's first screen moves while the page is parsed", async () => {
  assert.ok(paths.length > 20, `${paths.length} pages in ${clientDir}`);
  const moved: string[] = [];
  await withBuildServed(clientDir, async (origin) => {
    const browser = await chromium.launch(behaviourTestLaunchOptions());
    try {
      // A phone and a computer on every page; a tablet upright and on its side (the header's menu
      // button and the home hero's two columns, where the header and the hero's buttons once
      // moved) on one page of each layout.
      const tablets = [
        { width: 768, height: 1024 },
        { width: 1024, height: 768 },
      ];
      for (const viewport of [viewports.phone, ...tablets, viewports.desktop]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false });
        const tab = await context.newPage();
        for (const path of tablets.includes(viewport) ? templatePaths : paths) {
          await tab.goto(`${origin}${path}`);
          for (const step of await movedWhileParsing(tab, "body")) {
            moved.push(`${path} @${viewport.width}: ${step}`);
          }
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
  assert.deepEqual(moved, []);
});
