/**
 * `npm run bench`, three parts (BENCH_ONLY=lighthouse, =main-thread or =load runs one), each in
 * a file of its own (bench/lighthouse.ts, bench/main-thread.ts, bench/load.ts):
 * - Lighthouse (mobile) three times on every route, beside reference pages served by the same
 *   server: the text reference, one small self-contained HTML document with the same headline and
 *   no JavaScript or CSS files; and for each photo that leads a route's first screen on the
 *   bench's phone (the route's LCP preload is a photo), a photo reference: the same document with
 *   that photo above the headline, the very file the phone takes (the srcset candidate Chrome
 *   picks at 412 px and DPR 1.75), so one document and one image. A route led by a photo is read
 *   against its photo's reference (target 1.15×), every other route against the text reference
 *   (1.25×): decision 0014. Two passes: Lighthouse's default simulated throttling (a model of slow 4G
 *   computed from an unthrottled load), then applied throttling (`throttlingMethod: "devtools"`:
 *   the browser really shapes the network to slow 4G, 562.5 ms per request and 1.47 Mbit/s, and
 *   slows the CPU 4×). BENCH_THROTTLING=simulated or =devtools runs one. Medians, and the element
 *   Chrome chose as the LCP, in reports/bench.json and .md.
 *   Beside LCP each table gives Total Blocking Time, and the heading the browser's version. A route
 *   whose simulated TBT (median) is over 100 ms fails the bench (exit code 1), but only on a quiet
 *   machine: TBT is CPU time, which other programs on the machine lengthen. The bench calls the
 *   machine quiet when the text reference, a page with no script, shows a median blocking time of
 *   at most a quarter of the limit (a single run of it is noise: docs/bench/main-thread.md) and
 *   Lighthouse's CPU benchmark (`benchmarkIndex`, measured at every run) varies by less than 20 %
 *   over the pass; otherwise it reports TBT without judging it and says to rerun.
 * - Main thread: each route's first load at a phone's size traced in Chromium, three times
 *   (bench/traces.ts): blocking time and the longest task after the first paint on
 *   Lighthouse's phone (four times the CPU time here, so a busy machine lengthens it much less
 *   than it lengthens TBT), beside the same page's blocking time with its scripts off, and the
 *   longest task of each phase: the first frame, the boot script, module evaluation, hydration
 *   (the contact page), and restyles no script runs in. Medians in
 *   reports/bench-main-thread.json and .md (docs/bench/main-thread.md).
 * - Load: autocannon, 10 s and 50 connections each (BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS),
 *   on `/`, the largest script and an unknown path, against `npm start` (its own process, whose
 *   resident memory is read before and after) and nginx: requests per second, p99 latency,
 *   errors and non-2xx answers. Figures in reports/bench-load.json and .md.
 * The site is built for the bench's own origin (BUILD_DIR=build-bench) so canonical URLs and the
 * sitemap point where Lighthouse looks. Ports: BENCH_PORT (default 4400) for the site, the next
 * for the reference page, the one after for nginx, the next for npm start under load.
 */
import { spawnSync } from "node:child_process";
import { lighthouseSection, tbtLimitMs } from "./lighthouse.ts";
import { loadSection } from "./load.ts";
import { mainThreadSection } from "./main-thread.ts";
import { buildDir, root, sections, sitePort } from "./settings.ts";

process.env.BUILD_DIR = buildDir;
// project/output.ts read BUILD_DIR when it loaded (static imports run first): every server the bench
// starts is given its folder instead.

function buildForBench() {
  console.info(`Building the site for http://localhost:${sitePort} into ${buildDir}/ ...`);
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, VITE_SITE_URL: `http://localhost:${sitePort}` },
  });
  if (result.status !== 0) throw new Error("The build failed.");
}

buildForBench();
/** Routes whose simulated TBT is over the limit on a quiet machine: the bench fails. */
const overBudget: string[] = [];
if (sections.includes("lighthouse")) overBudget.push(...(await lighthouseSection()));
if (sections.includes("main-thread")) await mainThreadSection();
if (sections.includes("load")) await loadSection();
if (overBudget.length > 0) {
  console.error(
    `\nTotal Blocking Time over ${tbtLimitMs} ms (simulated, median):\n${overBudget.join("\n")}`,
  );
  process.exitCode = 1;
}
