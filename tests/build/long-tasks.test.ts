/**
 * A phone's main thread stays free after the first paint, on the heaviest built page (the most
 * elements) of each kind (decision 0017), at a phone's size, in Chromium:
 * - a page that does not hydrate: no task that runs the page's own code (its boot script, its
 *   script from app/enhance/) would be a long task on a mid-tier phone;
 * - the page that hydrates: none of React's tasks would be (app/entry.client.tsx hydrates in a
 *   transition; in one task, it alone is over twice the limit).
 * The phone is this machine slowed as Chrome DevTools calibrates its mid-tier preset: Lighthouse's
 * CPU benchmark here, measured in the same browser just before, over a Pixel 5's (bench/traces.ts).
 * A busy machine still lengthens some loads' tasks (twice over, seen in CI beside the end-to-end
 * tests), so the check waits for a quiet second and judges the median load: each load's longest
 * own task, the middle one, of five loads of the page that hydrates and three of the static page,
 * whose tasks are far below the limit (docs/bench/tests.md).
 * Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { chromium } from "playwright-core";
import { test } from "vitest";
import { behaviour } from "../../app/lib/page-behaviour.ts";
import {
  isReactSlice,
  longTaskMs,
  type MainThreadTask,
  midTierSlowdown,
  onPhone,
  traceFirstLoad,
} from "../../bench/traces.ts";
import { chromiumLaunchOptions, ensureChromium } from "../../launchers/chromium.ts";
import { clientDir } from "../../project/output.ts";
import { pageFileOf } from "../../server/site-files.ts";
import { builtPagePaths, withBuildServed } from "../support/built-pages.ts";
import { cpuTicks } from "../support/cpu-ticks.ts";

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

/** Loads per kind of page. */
const loads = { static: 3, hydrating: 5 } as const;

/**
 * Waits, up to 60 s, for a second in which the machine's cores are at most a quarter busy:
 * `npm test` runs this check last, alone, but right after the end-to-end tests the servers and
 * browsers they started are still winding down, and a load then measured React's task at 56 ms
 * against 40 ms idle. Returns the busy share of the last second before the loads.
 */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 60_000;
  for (;;) {
    const before = cpuTicks();
    await new Promise((resume) => setTimeout(resume, 1_000));
    const after = cpuTicks();
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busy <= 0.25 || Date.now() > until) return busy;
  }
}

/** The middle of an odd number of values. */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[(values.length - 1) >> 1] ?? 0;

test("no long task of the page's own after the first paint: the heaviest static page, and the heaviest that hydrates", async () => {
  // One server, one browser and one benchmark for both pages: the check runs alone, so its time is
  // the whole machine's.
  const kinds = ["static", "hydrating"] as const;
  const measured = await withBuildServed(clientDir, async (origin) => {
    const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()));
    try {
      await quietMachine();
      const slowdown = await midTierSlowdown(browser);
      const byKind = [];
      for (const kind of kinds) {
        const heaviest = pages.find((page) => page.hydrates === (kind === "hydrating"));
        assert.ok(heaviest, `no ${kind} page in ${clientDir}`);
        const busy = await quietMachine();
        const url = `${origin}${heaviest.path}`;
        const runs: MainThreadTask[][] = [];
        for (let i = 0; i < loads[kind]; i++) {
          // The page's own tasks end before it is all there (docs/bench/tests.md): a short wait
          // after it suffices.
          const load = await traceFirstLoad(browser, url, { settleMs: 300 });
          runs.push(
            load.tasks.filter((task) => task.start >= load.fcp && ownTasks[kind](task, url)),
          );
        }
        byKind.push({ kind, heaviest, busy, runs });
      }
      return { slowdown, byKind };
    } finally {
      await browser.close();
    }
  });
  const { slowdown } = measured;
  const phone = (task: MainThreadTask) => onPhone(task, slowdown);
  const problems: string[] = [];
  for (const { kind, heaviest, busy, runs } of measured.byKind) {
    // The check cannot pass without the page's code to look at.
    for (const own of runs) {
      const cpu = own.reduce((sum, task) => sum + task.cpu, 0);
      assert.ok(own.length > 0 && cpu > 0.5, `${heaviest.path}: none of its code in a trace`);
    }
    const longest = runs.map((own) => own.reduce((a, b) => (phone(b) > phone(a) ? b : a)));
    const middle = median(longest.map(phone));
    const typical = longest.find((task) => phone(task) === middle) as MainThreadTask;
    console.info(
      `long tasks: ${heaviest.path} (${kind}, ${heaviest.elements} elements), ${runs.length} loads, the cores ${(busy * 100).toFixed(0)} % busy before: its own code ran in ${runs.map((own) => own.length).join("/")} tasks; the longest on a mid-tier phone (${slowdown.toFixed(1)}x this machine) ${longest.map((task) => phone(task).toFixed(0)).join("/")} ms, median ${middle.toFixed(0)} ms`,
    );
    if (middle > longTaskMs) {
      problems.push(
        `${heaviest.path}: in the median of ${runs.length} loads, a task at ${typical.start.toFixed(0)} ms takes ${middle.toFixed(0)} ms on a phone (${typical.cpu.toFixed(1)} ms of CPU here, running ${typical.scripts.join(", ")})`,
      );
    }
  }
  assert.deepEqual(problems, []);
});
