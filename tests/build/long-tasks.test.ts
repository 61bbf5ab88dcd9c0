/**
 * A phone's main thread stays free after the first paint, on the heaviest built page (the most
 * elements) of each kind (decision 0017), at a phone's size, in Chromium:
 * - a page that does not hydrate: no task that runs the page's own code (its boot script, its
 *   script from app/enhance/) would be a long task on the phone Lighthouse simulates;
 * - the page that hydrates: none of React's tasks would be (app/entry.client.tsx hydrates in a
 *   transition; in one task, it alone is over twice the limit).
 * Lighthouse's phone is four times the CPU time a task takes here (bench/traces.ts). A busy
 * machine still lengthens some loads' tasks (twice over, seen in CI beside the end-to-end tests),
 * so the check judges the median load of five: each load's longest own task, the middle one.
 * Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parse } from "parse5";
import { chromium } from "playwright-core";
import { test } from "vitest";
import { behaviour } from "../../app/lib/page-behaviour.ts";
import {
  isReactSlice,
  longTaskMs,
  type MainThreadTask,
  onPhone,
  traceFirstLoad,
} from "../../bench/traces.ts";
import { chromiumLaunchOptions, ensureChromium } from "../../launchers/chromium.ts";
import { clientDir } from "../../project/output.ts";
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

const pages = builtPagePaths(clientDir)
  .filter((path) => !/(^|\/)404$/.test(path))
  .map((path) => {
    const html = readFileSync(join(clientDir, pageFileOf(path)), "utf8");
    return {
      path,
      elements: elementCount(html),
      hydrates: html.includes(`${behaviour.hydrates}=`),
    };
  })
  .sort((a, b) => b.elements - a.elements);

/** The tasks after the first paint that ran the page's own code, by kind of page. */
const ownTasks = {
  static: (task: MainThreadTask, url: string) =>
    task.scripts.some((script) => script === url || /\/assets\/enhance-[\w-]+\.js$/.test(script)),
  hydrating: (task: MainThreadTask) => isReactSlice(task),
};

const loads = 5;

/**
 * Waits, up to 90 s, for the machine's one-minute load to fall to 1.5 (of 2 cores): `npm test`
 * runs this check last, alone, but right after the end-to-end tests the servers and browsers they
 * started are still winding down, and a load then measured React's task at 56 ms against 40 ms
 * idle. Returns the load the loads start at.
 */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 90_000;
  const oneMinute = () => loadavg()[0] ?? 0;
  while (oneMinute() > 1.5 && Date.now() < until) {
    await new Promise((resume) => setTimeout(resume, 2_000));
  }
  return oneMinute();
}

/** The middle of an odd number of values. */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[(values.length - 1) >> 1] ?? 0;

for (const kind of ["static", "hydrating"] as const) {
  test(`no long task of the page's own after the first paint: the heaviest ${kind} page`, async () => {
    const heaviest = pages.find((page) => page.hydrates === (kind === "hydrating"));
    assert.ok(heaviest, `no ${kind} page in ${clientDir}`);
    const load = await quietMachine();
    const runs = await withBuildServed(clientDir, async (origin) => {
      const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()));
      try {
        const url = `${origin}${heaviest.path}`;
        const runs: MainThreadTask[][] = [];
        for (let i = 0; i < loads; i++) {
          const load = await traceFirstLoad(browser, url);
          runs.push(
            load.tasks.filter((task) => task.start >= load.fcp && ownTasks[kind](task, url)),
          );
        }
        return runs;
      } finally {
        await browser.close();
      }
    });
    // The check cannot pass without the page's code to look at.
    for (const own of runs) {
      const cpu = own.reduce((sum, task) => sum + task.cpu, 0);
      assert.ok(own.length > 0 && cpu > 0.5, `${heaviest.path}: none of its code in a trace`);
    }
    const longest = runs.map((own) => own.reduce((a, b) => (onPhone(b) > onPhone(a) ? b : a)));
    const middle = median(longest.map(onPhone));
    const typical = longest.find((task) => onPhone(task) === middle) as MainThreadTask;
    console.info(
      `long tasks: ${heaviest.path} (${kind}, ${heaviest.elements} elements), ${loads} loads from a machine load of ${load.toFixed(1)}: its own code ran in ${runs.map((own) => own.length).join("/")} tasks; the longest on a phone ${longest.map((task) => onPhone(task).toFixed(0)).join("/")} ms, median ${middle.toFixed(0)} ms`,
    );
    assert.ok(
      middle <= longTaskMs,
      `${heaviest.path}: in the median of ${loads} loads, a task at ${typical.start.toFixed(0)} ms takes ${middle.toFixed(0)} ms on a phone (${typical.cpu.toFixed(1)} ms of CPU here, running ${typical.scripts.join(", ")})`,
    );
  });
}
