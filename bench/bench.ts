/**
 * `npm run bench`, two sections (BENCH_ONLY=lighthouse or BENCH_ONLY=load runs one):
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
 *   (bench/main-thread.ts): blocking time and the longest task after the first paint on
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
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { sitePages } from "../app/content/site-pages.ts";
import { localeInfo, locales } from "../app/lib/locale.ts";
import { chromiumArgs, ensureChromium } from "../launchers/chromium.ts";
import { phasesOf, traceFirstLoad } from "./main-thread.ts";
import { startNginx } from "../launchers/nginx.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const sitePort = Number(process.env.BENCH_PORT ?? 4400);
const referencePort = sitePort + 1;
const nginxPort = sitePort + 2;
const loadPort = sitePort + 3;
const sections = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(",")
  : ["lighthouse", "main-thread", "load"];
/** The most Total Blocking Time a route may have: simulated, median of the runs. */
const tbtLimitMs = 100;
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
/**
 * The project to build and measure: this one, or a copy with other content (BENCH_PROJECT, for
 * example the photo build of tests/build/photo-build.test.ts, written by bench/photo-site.ts).
 */
const repoRoot = resolve(import.meta.dirname, "..");
const root = resolve(process.env.BENCH_PROJECT ?? repoRoot);
/** reports/<name>.json and .md; BENCH_REPORT names another pair (e.g. "bench-photos"). */
const reportName = process.env.BENCH_REPORT ?? "bench";
const buildDir = resolve(root, "build-bench");

process.env.BUILD_DIR = buildDir;
// server/output.ts reads BUILD_DIR when it loads, and launchers/nginx.ts has loaded it already
// (static imports run first): the site's server is given its folder instead.
const { createSiteServer } = await import("../server/serve.ts");
const { pagePoliciesFile } = await import("../server/output.ts");
const { pagePolicies } = await import("../site-build/csp.ts");

function buildForBench() {
  console.info(`Building the site for http://localhost:${sitePort} into ${buildDir}/ ...`);
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, VITE_SITE_URL: `http://localhost:${sitePort}` },
  });
  if (result.status !== 0) throw new Error("The build failed.");
}

/** What the reference pages say: the home page's headline and a sentence, as plain HTML. */
const referenceText = `<h1>Your Gateway to Japan</h1>
<p>Discover the beauty, culture and wonder of Japan with tours designed for Indonesian travellers.</p>`;

const referenceHead = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Reference page for the Lighthouse bench.">
<title>${title} | Your Gateway to Japan</title>`;

/** The URL of the photo reference for a photo file (`/assets/x.avif` → `/photo-x-avif`). */
const photoReferencePath = (photo: string) =>
  `/photo-${photo.replace(/^.*\//, "").replace(/[^\w-]/g, "-")}`;

/**
 * The reference pages, in a folder of their own: the text reference (`/`: the same headline as
 * Home, plain HTML, nothing else to fetch), and one photo reference per photo file (the same
 * document with the photo above the headline as a plain, high-priority `<img>`, the first thing in
 * the body, full width: one document and one image, the least any page led by that photo fetches).
 */
async function writeReferencePages(photos: readonly string[]): Promise<string> {
  const buildFolder = mkdtempSync(join(tmpdir(), "bench-reference-"));
  const dir = join(buildFolder, "client");
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    `${referenceHead("Reference")}
</head>
<body>
<main>
${referenceText}
</main>
</body>
</html>
`,
  );
  for (const photo of photos) {
    copyFileSync(resolve(buildDir, `client${photo}`), join(dir, photo));
    // Its width and height keep its room, as the site's pictures do: no layout shift.
    const { width, height } = await sharp(join(dir, photo)).metadata();
    writeFileSync(
      join(dir, `${photoReferencePath(photo).slice(1)}.html`),
      `${referenceHead("Photo reference")}
<style>body{margin:0}img{display:block;width:100%;height:auto}main>:not(img){margin:1rem}</style>
</head>
<body>
<main>
<img src="${photo}" alt="A landscape in Japan" width="${width}" height="${height}" fetchpriority="high">
${referenceText}
</main>
</body>
</html>
`,
    );
  }
  copyFileSync(resolve(root, buildDir, "client/404.html"), join(dir, "404.html"));
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  // The server reads each page's policy from the build's record, as it does for the site.
  const policies = Object.fromEntries(pagePolicies(dir).map(({ file, csp }) => [file, csp]));
  writeFileSync(join(buildFolder, pagePoliciesFile), JSON.stringify(policies));
  return dir;
}

/** Lighthouse's mobile screen (its default emulation), which the phone's photo file is chosen for. */
const benchPhone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The routes whose first screen on the bench's phone is led by a photo, with the file the phone
 * takes: the page announces its LCP picture with an image preload that applies at that width and
 * is a photo (a `srcset`; SVG art is drawn in the page and has none). The file is the one the
 * picture's `<img>` shows once loaded at 412 px and DPR 1.75, which must be the preloaded one.
 */
async function photoLeads(paths: readonly string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const leads = new Map<string, string>();
  try {
    for (const path of paths) {
      // A context of its own: an empty cache, so the preload shows in the resource timing.
      const context = await browser.newContext({
        viewport: { width: benchPhone.width, height: benchPhone.height },
        deviceScaleFactor: benchPhone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.goto(`http://localhost:${sitePort}${path}`);
      const found = await tab.evaluate(async () => {
        const preload = document.head.querySelector<HTMLLinkElement>(
          'link[rel="preload"][as="image"][imagesrcset]',
        );
        if (!preload || (preload.media && !matchMedia(preload.media).matches)) return undefined;
        const img = [...document.querySelectorAll("picture")]
          .find(
            (picture) =>
              picture.querySelector("source")?.getAttribute("srcset") ===
              preload.getAttribute("imagesrcset"),
          )
          ?.querySelector("img");
        if (!img) return undefined;
        if (!img.complete) await new Promise((done) => img.addEventListener("load", done));
        const preloaded = performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "link")
          .map((entry) => new URL(entry.name).pathname);
        return { file: new URL(img.currentSrc).pathname, preloaded };
      });
      await context.close();
      if (!found) continue;
      if (!found.preloaded.includes(found.file)) {
        console.warn(
          `${path}: the phone shows ${found.file}, not the preloaded ${found.preloaded.join(", ") || "nothing"}`,
        );
      }
      leads.set(path, found.file);
    }
  } finally {
    await browser.close();
  }
  return leads;
}

function listen(server: ReturnType<typeof createSiteServer>, port: number): Promise<number> {
  return new Promise((done) =>
    server.listen(port, "localhost", () => done((server.address() as AddressInfo).port)),
  );
}

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

const median = (values: number[]) => {
  // A run Lighthouse could not measure a metric in (NaN) does not count.
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

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

buildForBench();
/** Routes whose simulated TBT is over the limit on a quiet machine: the bench fails. */
const overBudget: string[] = [];
if (sections.includes("lighthouse")) await lighthouseSection();
if (sections.includes("main-thread")) await mainThreadSection();
if (sections.includes("load")) await loadSection();
if (overBudget.length > 0) {
  console.error(
    `\nTotal Blocking Time over ${tbtLimitMs} ms (simulated, median):\n${overBudget.join("\n")}`,
  );
  process.exitCode = 1;
}

async function lighthouseSection() {
  const site = createSiteServer(join(buildDir, "client"));
  await listen(site, sitePort);
  const wanted = (name: string) =>
    !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(",").includes(name);
  const routes = locales
    .flatMap((locale) => sitePages(locale).map((page) => page.path))
    .filter(wanted);
  const leads = await photoLeads(routes);
  const photos = [...new Set(leads.values())].sort();
  const reference = createSiteServer(await writeReferencePages(photos));
  await listen(reference, referencePort);

  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });

  /** Each route's reference: its photo's for a route led by a photo, the text one otherwise. */
  const referenceOf = (name: string) => {
    const photo = leads.get(name);
    return photo ? `reference-photo ${photo.replace(/^.*\//, "")}` : "reference";
  };
  const targets = [
    ...(wanted("reference")
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
  const reports = resolve(repoRoot, "reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, `${reportName}.json`),
    JSON.stringify(
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
      null,
      2,
    ),
  );
  writeFileSync(
    join(reports, `${reportName}.md`),
    `${heading}\n\n${photoNote}\n${sectionsMd.join("\n")}`,
  );
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
  if (over.length > 0) overBudget.push(...over);
  return {
    judged: true,
    quiet,
    over,
    note: `TBT limit ${tbtLimitMs} ms, judged on a quiet machine (${machine}): ${result}.`,
  };
}

/** Each route's first load traced three times (BENCH_RUNS): medians by phase. */
async function mainThreadSection() {
  const site = createSiteServer(join(buildDir, "client"));
  await listen(site, sitePort);
  const routes = locales
    .flatMap((locale) => sitePages(locale).map((page) => page.path))
    .filter(
      (name) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(",").includes(name),
    );
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
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
  const reports = resolve(repoRoot, "reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, `${reportName}-main-thread.json`),
    JSON.stringify(
      { runs, date: new Date().toISOString(), browser: version, loadAverage: loadavg(), rows },
      null,
      2,
    ),
  );
  writeFileSync(join(reports, `${reportName}-main-thread.md`), `${heading}\n\n${table}\n`);
}

/** The value most runs agree on (the first of equals). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** Resident memory of a process, in MB (ps works on Linux and macOS). */
function residentMegabytes(pid: number): number {
  const kilobytes = Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim(),
  );
  return Math.round(kilobytes / 1024);
}

/** `npm start`'s server on its own, as a deployment runs it. */
async function startNodeServer(): Promise<{
  url: string;
  process: ChildProcess;
  stop: () => void;
}> {
  const child = spawn(process.execPath, [resolve(repoRoot, "server/serve.ts")], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(loadPort), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${loadPort}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return { url, process: child, stop: () => child.kill() };
}

interface LoadRow {
  server: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  rssBeforeMb?: number;
  rssAfterMb?: number;
}

async function loadSection() {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
  const assets = resolve(root, buildDir, "client/assets");
  const largestScript = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
  const paths = ["/", `/assets/${largestScript}`, "/no-such-page"];
  const node = await startNodeServer();
  const nginx = await startNginx({
    buildRoot: resolve(root, buildDir),
    host: "127.0.0.1",
    port: nginxPort,
  });
  const rows: LoadRow[] = [];
  try {
    for (const [server, url] of [
      ["npm start", node.url],
      ["nginx", nginx.url],
    ] as const) {
      for (const path of paths) {
        const pid = server === "npm start" ? node.process.pid : undefined;
        const rssBeforeMb = pid ? residentMegabytes(pid) : undefined;
        const result = await autocannon({
          url: `${url}${path}`,
          connections,
          duration: seconds,
          // What browserVersion send: every server chooses its smallest copy.
          headers: { "accept-encoding": "gzip, deflate, br" },
        });
        rows.push({
          server,
          path,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
          ...(pid ? { rssBeforeMb, rssAfterMb: residentMegabytes(pid) } : {}),
        });
        console.info(`load: ${server} ${path} done`);
      }
    }
  } finally {
    node.stop();
    await nginx.stop();
  }
  const table = [
    `| Server | Path | Requests/s | p99 | Errors | Timeouts | Non-2xx | Requests | RSS before → after |`,
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: |",
    ...rows.map(
      (r) =>
        `| ${r.server} | ${r.path} | ${r.requestsPerSecond} | ${r.p99Ms} ms | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.requests} | ${r.rssBeforeMb === undefined ? "" : `${r.rssBeforeMb} → ${r.rssAfterMb} MB`} |`,
    ),
  ].join("\n");
  console.info(
    `\nLoad, ${seconds} s and ${connections} connections each (the unknown path answers 404 by design):\n\n${table}\n`,
  );
  mkdirSync(resolve(repoRoot, "reports"), { recursive: true });
  writeFileSync(
    resolve(repoRoot, `reports/${reportName}-load.json`),
    JSON.stringify({ seconds, connections, date: new Date().toISOString(), rows }, null, 2),
  );
  writeFileSync(resolve(repoRoot, `reports/${reportName}-load.md`), `${table}\n`);
}
