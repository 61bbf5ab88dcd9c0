/**
 * The bench's main-thread part (bench/bench.ts describes it; the traces are read by
 * bench/traces.ts): each route's first load traced three times, medians by phase.
 */
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions, ensureChromium } from "../launchers/chromium.ts";
import { createSiteServer } from "../server/serve.ts";
import { benchRoutes, buildDir, listen, median, runs, sitePort, writeReports } from "./settings.ts";
import { phasesOf, traceFirstLoad } from "./traces.ts";

/** Each route's first load traced three times (BENCH_RUNS): medians by phase. */
export async function mainThreadSection(): Promise<void> {
  const site = createSiteServer(join(buildDir, "client"));
  await listen(site, sitePort);
  const routes = benchRoutes();
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()));
  const version = `Chromium ${browser.version()}`;
  type Phases = ReturnType<typeof phasesOf> & { blockingWithoutScripts: number };
  const rows: Array<{ route: string } & Phases> = [];
  try {
    for (const route of routes) {
      const url = `http://localhost:${sitePort}${route}`;
      const loads: Phases[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Beside each load, the same page with its scripts off: what the HTML and CSS alone cost.
        const bare = await traceFirstLoad(browser, url, { scripts: false });
        loads.push({
          ...phasesOf(await traceFirstLoad(browser, url), url),
          blockingWithoutScripts: phasesOf(bare, url).blocking,
        });
      }
      const keys = Object.keys(loads[0] ?? {}) as Array<keyof Phases>;
      rows.push({
        route,
        ...(Object.fromEntries(
          keys.map((key) => [key, median(loads.map((load) => load[key]))]),
        ) as Phases),
      });
      console.info(`main thread: ${route} done`);
    }
  } finally {
    await browser.close();
    site.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const table = [
    "| Route | FCP | Blocking after FCP | Without scripts | Longest task after FCP | Style before FCP | First frame | Boot script | Module evaluation | Hydration (longest slice) | Restyle (no script) |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${ms(r.fcp)} | ${ms(r.blocking)} | ${ms(r.blockingWithoutScripts)} | ${ms(r.longest)} | ${ms(r.styleBeforePaint)} | ${ms(r.firstFrame)} | ${ms(r.boot)} | ${ms(r.evaluation)} | ${ms(r.hydration)} | ${ms(r.restyle)} |`,
    ),
  ].join("\n");
  const heading = `Main thread on a first load at 375 × 812, ${version}, ${runs}-run medians; every task time is on Lighthouse's phone (4× its CPU time here), FCP as measured (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores):`;
  console.info(`\n${heading}\n\n${table}\n`);
  writeReports(
    "-main-thread",
    { runs, date: new Date().toISOString(), browser: version, loadAverage: loadavg(), rows },
    `${heading}\n\n${table}\n`,
  );
}
