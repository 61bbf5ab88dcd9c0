/**
 * Hydration yields to the browser: on the built site's heaviest page (the most elements), at a
 * phone's size, none of React's tasks after the first paint would be a long task on the phone
 * Lighthouse simulates (four times the CPU time it takes here: launchers/main-thread.ts). Were
 * the page hydrated in one task (app/entry.client.tsx without its transition), that task alone is
 * over twice the limit. Measured in CPU time, so a busy machine does not fail it; one load, about
 * four seconds. Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { chromium } from "playwright-core";
import { test } from "vitest";
import { chromiumArgs, ensureChromium } from "../../launchers/chromium.ts";
import { isReactSlice, longTaskMs, onPhone, traceFirstLoad } from "../../launchers/main-thread.ts";
import { clientDir } from "../../server/output.ts";
import { pageFileOf } from "../../server/site-files.ts";
import { builtPagePaths, withBuildServed } from "../support/built-pages.ts";

/** Elements in a parsed document, SVG drawings' shapes included. */
function elementCount(html: string): number {
  type Node = { tagName?: string; childNodes?: Node[]; content?: Node };
  const count = (node: Node): number =>
    (node.tagName ? 1 : 0) +
    [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])].reduce(
      (sum, child) => sum + count(child),
      0,
    );
  return count(parse(html) as Node);
}

test("hydration never blocks a phone's main thread for a long task", async () => {
  const pages = builtPagePaths(clientDir).filter((path) => !/(^|\/)404$/.test(path));
  const [heaviest] = pages
    .map((path) => ({
      path,
      elements: elementCount(readFileSync(join(clientDir, pageFileOf(path)), "utf8")),
    }))
    .sort((a, b) => b.elements - a.elements);
  assert.ok(heaviest, `no pages in ${clientDir}`);

  const load = await withBuildServed(clientDir, async (origin) => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
    try {
      return await traceFirstLoad(browser, `${origin}${heaviest.path}`);
    } finally {
      await browser.close();
    }
  });

  // React's work after the first paint (the task that evaluates the modules renders nothing).
  const react = load.tasks.filter((task) => task.start >= load.fcp && isReactSlice(task));
  const hydrationCpu = react.reduce((sum, task) => sum + task.cpu, 0);
  console.info(
    `long tasks: ${heaviest.path} (${heaviest.elements} elements) hydrated in ${react.length} tasks, ${hydrationCpu.toFixed(1)} ms of CPU; the longest ${Math.max(...react.map(onPhone)).toFixed(0)} ms on a phone`,
  );
  // The check cannot pass without a hydration to look at.
  assert.ok(hydrationCpu > 5, `${heaviest.path}: no hydration in the trace`);
  const long = react
    .filter((task) => onPhone(task) > longTaskMs)
    .map(
      (task) =>
        `${heaviest.path}: a task of React's at ${task.start.toFixed(0)} ms takes ${onPhone(task).toFixed(0)} ms on a phone (${task.cpu.toFixed(1)} ms of CPU here); see app/entry.client.tsx`,
    );
  assert.deepEqual(long, []);
});
