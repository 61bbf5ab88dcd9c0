/**
 * Where a page's main thread goes on a first load: a Chromium trace of one load at a phone's size,
 * read into the renderer's top-level tasks, each with its CPU time and what it spent it on. Used by
 * the long-task build check (tests/build/long-tasks.test.ts) and `npm run bench`
 * (docs/bench/main-thread.md).
 *
 * Lighthouse's simulated mode charges a phone four times what a task took on the machine that
 * traced it. The trace here gives each task's CPU time as well as its duration: on a busy machine
 * a task's duration grows while other programs run, its CPU time much less.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";
import { pageReadySelector } from "../app/lib/page-behaviour.ts";

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "loading",
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU clock at the event's start, and its CPU time in the event. */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

/** What a task spent its time on, by the trace's event names. */
const kinds: Record<string, string> = {
  ParseHTML: "parse",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  "v8.compile": "script",
  "v8.compileModule": "script",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  MinorGC: "script",
  MajorGC: "script",
};

export interface MainThreadTask {
  /** From the navigation's start, in ms. */
  start: number;
  /** Wall-clock duration, in ms. */
  duration: number;
  /** The main thread's CPU time in the task, in ms. */
  cpu: number;
  /** CPU time by kind of work (parse, style, layout, paint, script, other), in ms. */
  by: Record<string, number>;
  /** The URLs of the scripts that ran in the task (an inline script's is its page's). */
  scripts: string[];
  /** Whether the task evaluated modules (their top-level code). */
  evaluatesModules: boolean;
}

export interface MainThreadLoad {
  /** First contentful paint, from the navigation's start, in ms. */
  fcp: number;
  tasks: MainThreadTask[];
}

export interface TraceOptions {
  viewport?: { width: number; height: number };
  /** Chromium's CPU throttling (Lighthouse's applied mode uses 4); 1 traces at full speed. */
  cpuSlowdown?: number;
  /** False: the same page with JavaScript off, traced until its load event and a second more. */
  scripts?: boolean;
  /** How long the trace goes on once the page is all there, in ms (default 1000). */
  settleMs?: number;
}

/**
 * Loads `url` in a new context (an empty cache, as on a first visit) and returns the renderer's
 * main-thread tasks from the navigation until the page is all there (its script has run and, on a
 * page that hydrates, React has: `pageReadySelector`) and the next second (`settleMs`) has passed.
 */
export async function traceFirstLoad(
  browser: Browser,
  url: string,
  options: TraceOptions = {},
): Promise<MainThreadLoad> {
  try {
    return await traceOneLoad(browser, url, options);
  } catch (error) {
    // Seen once in a new browser: the trace began after the document was parsed.
    if (!(error instanceof IncompleteTrace)) throw error;
    console.warn(`${error.message} Loading it again.`);
    return await traceOneLoad(browser, url, options);
  }
}

async function traceOneLoad(
  browser: Browser,
  url: string,
  {
    viewport = { width: 375, height: 812 },
    cpuSlowdown = 1,
    scripts = true,
    settleMs = 1000,
  }: TraceOptions,
): Promise<MainThreadLoad> {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
  });
  try {
    const tab = await context.newPage();
    if (cpuSlowdown !== 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    }
    await browser.startTracing(tab, { categories: traceCategories });
    await tab.goto(url, { waitUntil: "load" });
    if (scripts) {
      await tab.waitForSelector(pageReadySelector, { state: "attached", timeout: 30_000 });
    }
    await tab.waitForTimeout(settleMs);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: TraceEvent[];
    };
    return readTrace(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

/** A trace that lacks the page's document: the browser began tracing too late; load again. */
class IncompleteTrace extends Error {}

/** The main thread's tasks in a trace, that of the renderer which parsed the document at `url`. */
export function readTrace(events: TraceEvent[], url: string): MainThreadLoad {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url === url,
  );
  if (!parse) throw new IncompleteTrace(`The trace of ${url} has no parse of its document.`);
  const own = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  // The navigation's start: the last one before the document was parsed.
  const origin =
    own.filter((event) => event.name === "navigationStart" && event.ts <= parse.ts).at(-1)?.ts ??
    parse.ts;
  const fcpEvent = own.find((event) => event.name === "firstContentfulPaint" && event.ts >= origin);
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : Number.NaN;

  const slices = own
    .filter((event) => event.ph === "X" && typeof event.dur === "number")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: MainThreadTask[] = [];
  let index = 0;
  while (index < slices.length) {
    const task = slices[index] as TraceEvent;
    index += 1;
    if (task.name !== "RunTask") continue;
    const end = task.ts + (task.dur ?? 0);
    // Each slice's CPU time goes to the innermost slice of a known kind around it (a script's
    // layout counts as layout). Slices nest by their wall-clock times.
    const by: Record<string, number> = {};
    type Open = { kind: string; end: number; endCpu: number };
    const cpuEnd = (event: TraceEvent) => (event.tts ?? 0) + (event.tdur ?? 0);
    const stack: Open[] = [{ kind: "other", end, endCpu: cpuEnd(task) }];
    let cursor = task.tts ?? 0;
    const top = () => stack[stack.length - 1] as Open;
    const charge = (untilCpu: number) => {
      const spent = Math.max(0, untilCpu - cursor);
      by[top().kind] = (by[top().kind] ?? 0) + spent / 1000;
      cursor = Math.max(cursor, untilCpu);
    };
    const scripts = new Set<string>();
    let evaluatesModules = false;
    while (index < slices.length && (slices[index] as TraceEvent).ts < end) {
      const slice = slices[index] as TraceEvent;
      index += 1;
      while (stack.length > 1 && top().end <= slice.ts) {
        charge(top().endCpu);
        stack.pop();
      }
      if (slice.tts === undefined) continue;
      charge(slice.tts);
      stack.push({
        kind: kinds[slice.name] ?? top().kind,
        end: Math.min(slice.ts + (slice.dur ?? 0), end),
        endCpu: Math.min(cpuEnd(slice), top().endCpu),
      });
      if (slice.name === "v8.evaluateModule") evaluatesModules = true;
      const script = slice.args?.data?.url;
      if (script && ["FunctionCall", "EvaluateScript", "v8.compileModule"].includes(slice.name)) {
        scripts.add(script);
      }
    }
    while (stack.length > 0) {
      charge(top().endCpu);
      stack.pop();
    }
    tasks.push({
      start: (task.ts - origin) / 1000,
      duration: (task.dur ?? 0) / 1000,
      cpu: (task.tdur ?? task.dur ?? 0) / 1000,
      by: Object.fromEntries(Object.entries(by).filter(([, ms]) => ms >= 0.05)),
      scripts: [...scripts],
      evaluatesModules,
    });
  }
  return { fcp, tasks };
}

/** Lighthouse's CPU slowdown for a mid-range phone in its simulated mode. */
export const phoneSlowdown = 4;

/** Lighthouse's long task: one over 50 ms; the time past 50 ms is blocking time. */
export const longTaskMs = 50;

/** A task's cost on a phone `slowdown` times slower than this machine (Lighthouse's by default). */
export const onPhone = (task: MainThreadTask, slowdown = phoneSlowdown) => task.cpu * slowdown;

/**
 * Lighthouse's CPU benchmark (`benchmarkIndex`) of a mid-tier phone, a Pixel 5: the score Chrome
 * DevTools calibrates its "mid-tier mobile" CPU throttling to.
 */
export const midTierPhoneIndex = 1000;

/**
 * How many times slower than this machine, as it runs now, a mid-tier phone is: Lighthouse's
 * benchmark in a tab of `browser`, the median of three, over the phone's score. Lighthouse's fixed
 * 4x assumes a fast desktop; on a slower or busier machine it overstates what a phone pays.
 */
export async function midTierSlowdown(browser: Browser): Promise<number> {
  const tab = await browser.newPage();
  try {
    const scores: number[] = [];
    for (let run = 0; run < 3; run++) {
      scores.push(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    const [, middle = 0] = scores.sort((a, b) => a - b);
    return middle / midTierPhoneIndex;
  } finally {
    await tab.close();
  }
}

/** Total blocking time after the first paint, on the simulated phone (from CPU time). */
export function blockingOnPhone(load: MainThreadLoad): number {
  return load.tasks
    .filter((task) => task.start >= load.fcp)
    .reduce((sum, task) => sum + Math.max(0, onPhone(task) - longTaskMs), 0);
}

/**
 * A task of React's work (hydrating, rendering): it calls into the framework chunk (React, React
 * DOM, React Router; vite.config.ts names it) and evaluates no module.
 */
export function isReactSlice(task: MainThreadTask): boolean {
  return (
    !task.evaluatesModules && task.scripts.some((script) => /\/framework-[\w-]+\.js$/.test(script))
  );
}

/** The longest of some tasks on Lighthouse's phone, in ms (0 if none). */
export function longestOnPhone(tasks: MainThreadTask[]): number {
  return Math.max(0, ...tasks.map(onPhone));
}

/**
 * One load's main thread by phase, each the longest task of that phase on Lighthouse's phone (4x
 * CPU), after the first paint unless named: the style recalculations before the first paint (in
 * all), the first frame (before it: parsing, style, layout, paint), the boot script (the page's inline script), module evaluation, hydration (React's
 * slices), restyles (style and layout with no script: a stylesheet arriving). `url` is the page's.
 */
export function phasesOf(load: MainThreadLoad, url: string) {
  const after = load.tasks.filter((task) => task.start >= load.fcp);
  const renders = (task: MainThreadTask) =>
    (task.by.style ?? 0) + (task.by.layout ?? 0) + (task.by.paint ?? 0) + (task.by.parse ?? 0);
  return {
    fcp: load.fcp,
    blocking: blockingOnPhone(load),
    longest: longestOnPhone(after),
    styleBeforePaint:
      phoneSlowdown *
      load.tasks
        .filter((task) => task.start < load.fcp)
        .reduce((sum, task) => sum + (task.by.style ?? 0), 0),
    firstFrame: longestOnPhone(
      load.tasks.filter((task) => task.start < load.fcp && renders(task) > task.cpu / 2),
    ),
    boot: longestOnPhone(after.filter((task) => task.scripts.includes(url))),
    evaluation: longestOnPhone(after.filter((task) => task.evaluatesModules)),
    hydration: longestOnPhone(after.filter(isReactSlice)),
    restyle: longestOnPhone(
      after.filter((task) => task.scripts.length === 0 && renders(task) > task.cpu / 2),
    ),
  };
}
