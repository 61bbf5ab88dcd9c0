/**
 * The bench's Lighthouse part (bench/bench.ts describes it): every route three times in each
 * throttling mode, against its reference page, with a verdict on Total Blocking Time.
 */
import { statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localeInfo, locales } from "../app/lib/locale.ts";
import {
  chromiumArgs,
  chromiumEnv,
  chromiumLauncher,
  ensureHeadlessShell,
} from "../launchers/chromium.ts";
import { createSiteServer } from "../server/serve.ts";
import {
  benchPhone,
  photoLeads,
  photoReferencePath,
  writeReferencePages,
} from "./reference-pages.ts";
import {
  benchRoutes,
  buildDir,
  listen,
  median,
  referencePort,
  root,
  runs,
  sitePort,
  wantedRoute,
  writeReports,
} from "./settings.ts";

/** The most Total Blocking Time a route may have: simulated, median of the runs. */
export const tbtLimitMs = 100;
/** The text reference's median TBT on a quiet machine: the machine's own noise, a quarter of the limit. */
const quietReferenceTbtMs = tbtLimitMs / 4;

const throttlingMethods = ["simulate", "devtools"] as const;
type ThrottlingMethod = (typeof throttlingMethods)[number];
const throttlingNames: Record<ThrottlingMethod, string> = {
  simulate: "simulated",
  devtools: "applied (devtools)",
};
const modes = throttlingMethods.filter(
  (method) =>
    !process.env.BENCH_THROTTLING ||
    process.env.BENCH_THROTTLING.split(",").some((wanted) =>
      [method, throttlingNames[method].split(" ")[0]].includes(wanted.trim()),
    ),
);
interface RunResult {
  /** The element Chrome reported as the largest contentful paint, as Lighthouse describes it. */
  lcpElement: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's CPU benchmark of the machine at this run (higher is faster). */
  benchmarkIndex: number;
}

/** Lighthouse's description of the LCP element (lcp-breakdown-insight): tag and label. */
function lcpElementOf(details: unknown): string {
  type Node = { type?: string; nodeLabel?: string; snippet?: string };
  const list = details as { items?: Array<Node & { items?: Array<{ node?: Node }> }> } | undefined;
  const node =
    list?.items?.find((item) => item.type === "node") ??
    list?.items?.find((item) => item.items?.[0]?.node)?.items?.[0]?.node;
  if (!node) return "";
  const tag = node.snippet?.match(/^<([\w-]+)/)?.[1] ?? "";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 40);
  return tag ? `<${tag}> ${label}`.trim() : label;
}

async function audit(
  url: string,
  port: number,
  throttlingMethod: ThrottlingMethod,
  attempt = 1,
): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run measures nothing.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
    return audit(url, port, throttlingMethod, attempt + 1);
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources =
    (
      audits["resource-summary"]?.details as {
        items?: Array<{ resourceType: string; transferSize: number }>;
      }
    )?.items ?? [];
  const transfer = (type: string) =>
    resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: transfer("script"),
    totalBytes: transfer("total"),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** The Lighthouse part; returns the routes over the TBT limit on a quiet machine. */
export async function lighthouseSection(): Promise<string[]> {
  const site = createSiteServer(join(buildDir, "client"));
  await listen(site, sitePort);
  const routes = benchRoutes();
  const leads = await photoLeads(routes);
  const photos = [...new Set(leads.values())].sort();
  const reference = createSiteServer(await writeReferencePages(photos));
  await listen(reference, referencePort);

  // The headless shell: the same engine, without the full browser's window machinery, whose
  // processes on two cores kept the page's renderer waiting in the tasks Lighthouse times
  // (docs/bench/guides.md).
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLauncher,
    envVars: chromiumEnv(ensureHeadlessShell()),
    chromeFlags: chromiumArgs,
  });

  /** Each route's reference: its photo's for a route led by a photo, the text one otherwise. */
  const referenceOf = (name: string) => {
    const photo = leads.get(name);
    return photo ? `reference-photo ${photo.replace(/^.*\//, "")}` : "reference";
  };
  const targets = [
    ...(wantedRoute("reference")
      ? [{ name: "reference", url: `http://localhost:${referencePort}/` }]
      : []),
    // A photo's reference is measured whenever a route led by it is.
    ...photos.map((photo) => ({
      name: `reference-photo ${photo.replace(/^.*\//, "")}`,
      url: `http://localhost:${referencePort}${photoReferencePath(photo)}`,
    })),
    ...routes.map((path) => ({ name: path, url: `http://localhost:${sitePort}${path}` })),
  ];
  for (const [path, photo] of leads) console.info(`${path}: led by a photo on the phone, ${photo}`);

  // Each language's not-found page answers unknown paths with HTTP 404.
  for (const locale of locales) {
    const path = `${localeInfo[locale].prefix}/no-such-page`;
    const { status } = await fetch(`http://localhost:${sitePort}${path}`);
    console.info(`${path}: HTTP ${status}${status === 404 ? "" : " (expected 404)"}`);
  }

  // The user agent Lighthouse reports is reduced (Chrome/150.0.0.0): ask the browser itself.
  const browserVersion = (
    (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    }
  ).Browser;
  type Row = { name: string } & RunResult;
  const rowsByMode: Partial<Record<ThrottlingMethod, Row[]>> = {};
  /** Every run of a pass, for telling a quiet machine from a busy one. */
  const runsByMode: Partial<Record<ThrottlingMethod, Array<{ name: string } & RunResult>>> = {};
  try {
    for (const mode of modes) {
      const rows: Row[] = [];
      rowsByMode[mode] = rows;
      const allRuns: Array<{ name: string } & RunResult> = [];
      runsByMode[mode] = allRuns;
      // The first audit in a new browser (or mode) is the least reliable: warm up, discard.
      await audit(targets[0]?.url ?? `http://localhost:${referencePort}/`, chrome.port, mode);
      for (const target of targets) {
        const results: RunResult[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(target.url, chrome.port, mode));
        }
        allRuns.push(...results.map((result) => ({ name: target.name, ...result })));
        const row = { name: target.name, lcpElement: mostCommon(results.map((r) => r.lcpElement)) };
        const numbers = Object.keys(results[0] ?? {}).filter(
          (key): key is Exclude<keyof RunResult, "lcpElement"> => key !== "lcpElement",
        );
        rows.push({
          ...row,
          ...Object.fromEntries(numbers.map((key) => [key, median(results.map((r) => r[key]))])),
        } as Row);
        console.info(`${target.name}: done (${runs} runs, ${throttlingNames[mode]} throttling)`);
      }
    }
  } finally {
    await chrome.kill();
    site.close();
    reference.close();
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  /**
   * Each row against its reference: a route led by a photo against that photo's reference (target
   * 1.15×), any other route against the text reference (1.25×); a photo reference against the
   * text reference, for what the photo's request costs by itself (no target).
   */
  const rated = (rows: Row[]) =>
    rows.map((row) => {
      const reference = row.name.startsWith("reference") ? "reference" : referenceOf(row.name);
      const referenceLcp = rows.find((other) => other.name === reference)?.lcp ?? Number.NaN;
      const target = row.name.startsWith("reference")
        ? undefined
        : leads.has(row.name)
          ? 1.15
          : 1.25;
      return { ...row, reference, ratio: row.lcp / referenceLcp, target };
    });
  const tableOf = (rows: Row[]) =>
    [
      "| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | Against | LCP / ref | Target | CLS | JS (transfer) | Total (transfer) | LCP element |",
      "| --- | --: | --: | --: | --: | --: | --: | --: | --- | --: | --- | --: | --: | --: | --- |",
      ...rated(rows).map(
        (r) =>
          `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.reference === "reference" ? "text" : "photo"} | ${r.ratio.toFixed(2)}× | ${r.target ? `≤ ${r.target.toFixed(2)}× ${r.ratio <= r.target ? "met" : "**over**"}` : ""} | ${r.cls.toFixed(3)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} | ${r.lcpElement.replaceAll("|", "\\|")} |`,
      ),
    ].join("\n");
  const photoNote =
    photos.length === 0
      ? "No route's first screen is led by a photo on the bench's phone: every route is read against the text reference.\n"
      : `References: "reference", the text page; ${photos
          .map(
            (photo) =>
              `"reference-photo ${photo.replace(/^.*\//, "")}", the text page with that photo (${kb(statSync(resolve(buildDir, `client${photo}`)).size)}) above it`,
          )
          .join(
            "; ",
          )}. Led by a photo on the phone (${benchPhone.width} × ${benchPhone.height}, DPR ${benchPhone.deviceScaleFactor}): ${[...leads.keys()].join(", ")}.\n`;
  const verdicts = Object.fromEntries(
    modes.map((mode) => [mode, tbtVerdict(rowsByMode[mode] ?? [], runsByMode[mode] ?? [], mode)]),
  ) as Partial<Record<ThrottlingMethod, TbtVerdict>>;
  const sectionsMd = modes.map(
    (mode) =>
      `### ${throttlingNames[mode][0]?.toUpperCase()}${throttlingNames[mode].slice(1)} throttling\n\n${verdicts[mode]?.note ?? ""}\n\n${tableOf(rowsByMode[mode] ?? [])}\n`,
  );
  const heading = `Lighthouse ${runs}-run medians, mobile, ${browserVersion}${process.env.BENCH_PROJECT ? `, ${root}` : ""}:`;
  console.info(`\n${heading}\n\n${photoNote}\n${sectionsMd.join("\n")}`);
  writeReports(
    "",
    {
      runs,
      date: new Date().toISOString(),
      browser: browserVersion,
      loadAverage: loadavg(),
      tbt: verdicts,
      project: process.env.BENCH_PROJECT ?? undefined,
      // "rows" stays the simulated pass, as before the applied pass was added.
      rows: rowsByMode.simulate && rated(rowsByMode.simulate),
      devtools: rowsByMode.devtools && rated(rowsByMode.devtools),
      photoLeads: Object.fromEntries(leads),
    },
    `${heading}\n\n${photoNote}\n${sectionsMd.join("\n")}`,
  );
  return Object.values(verdicts).flatMap((verdict) => (verdict?.judged ? verdict.over : []));
}

interface TbtVerdict {
  judged: boolean;
  quiet: boolean;
  over: string[];
  note: string;
}

/**
 * Whether this pass's TBT can be judged, and the routes over the limit. TBT is CPU time on the
 * main thread: on a busy machine a task takes longer, and Lighthouse's simulation multiplies it by
 * four. The text reference has no script, so any blocking time it shows is the machine's; and
 * Lighthouse's CPU benchmark, taken at every run, moves when other programs take the CPU. Only
 * the simulated pass is judged (applied throttling is compared with the last run, by hand).
 */
function tbtVerdict(
  rows: ReadonlyArray<{ name: string; tbt: number }>,
  allRuns: ReadonlyArray<{ name: string; tbt: number; benchmarkIndex: number }>,
  mode: ThrottlingMethod,
): TbtVerdict {
  const reference = allRuns.filter((run) => run.name === "reference");
  const indexes = allRuns.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  const spread = indexes.length > 0 ? Math.max(...indexes) / Math.min(...indexes) : Number.NaN;
  const over = rows
    .filter((row) => !row.name.startsWith("reference") && row.tbt > tbtLimitMs)
    .map((row) => `${row.name}: ${Math.round(row.tbt)} ms`);
  const referenceTbt = median(reference.map((run) => run.tbt));
  const quiet = reference.length > 0 && referenceTbt <= quietReferenceTbtMs && spread < 1.2;
  const machine = `reference TBT ${reference.map((run) => `${Math.round(run.tbt)}`).join(", ") || "not measured"} ms; benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
  if (mode !== "simulate") return { judged: false, quiet, over, note: `Machine: ${machine}.` };
  const result = over.length === 0 ? "every route within it" : `over it: ${over.join(", ")}`;
  if (!quiet) {
    return {
      judged: false,
      quiet,
      over,
      note: `TBT limit ${tbtLimitMs} ms **not judged: the machine was busy** (${machine}; quiet means a median reference TBT of at most ${quietReferenceTbtMs} ms and a benchmarkIndex spread under 20 %). As measured, ${result}. Rerun with nothing else running, for example \`BENCH_ONLY=lighthouse BENCH_THROTTLING=simulated BENCH_ROUTES=reference,${rows.find((row) => !row.name.startsWith("reference"))?.name ?? "/"} npm run bench\`; the main-thread section's CPU-time figures hold on a busy machine.`,
    };
  }
  return {
    judged: true,
    quiet,
    over,
    note: `TBT limit ${tbtLimitMs} ms, judged on a quiet machine (${machine}): ${result}.`,
  };
}

/** The value most runs agree on (the first of equals). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
