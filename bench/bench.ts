/**
 * `npm run bench`, two sections (BENCH_ONLY=lighthouse or BENCH_ONLY=load runs one):
 * - Lighthouse (mobile) three times on every route, beside a reference page: one small
 *   self-contained HTML document with the same headline and no JavaScript or CSS files, served by
 *   the same server. Two passes: Lighthouse's default simulated throttling (a model of slow 4G
 *   computed from an unthrottled load), then applied throttling (`throttlingMethod: "devtools"`:
 *   the browser really shapes the network to slow 4G, 562.5 ms per request and 1.47 Mbit/s, and
 *   slows the CPU 4×). BENCH_THROTTLING=simulated or =devtools runs one. Medians, and the element
 *   Chrome chose as the LCP, in reports/bench.json and .md.
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
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { sitePages } from "../app/content/site-pages.ts";
import { localeInfo, locales } from "../app/lib/locale.ts";
import { chromiumArgs, ensureChromium } from "../tests/support/chromium.ts";
import { startNginx } from "../tests/support/nginx.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const sitePort = Number(process.env.BENCH_PORT ?? 4400);
const referencePort = sitePort + 1;
const nginxPort = sitePort + 2;
const loadPort = sitePort + 3;
const sections = process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : ["lighthouse", "load"];
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
// Imported once BUILD_DIR is set: the output paths are read when the module loads.
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

/** The reference: the same headline as Home, plain HTML, nothing else to fetch. */
function writeReferencePage(): string {
  const buildFolder = mkdtempSync(join(tmpdir(), "bench-reference-"));
  const dir = join(buildFolder, "client");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Reference page for the Lighthouse bench.">
<title>Reference | Your Gateway to Japan</title>
</head>
<body>
<main>
<h1>Your Gateway to Japan</h1>
<p>Discover the beauty, culture and wonder of Japan with tours designed for Indonesian travellers.</p>
</main>
</body>
</html>
`,
  );
  copyFileSync(resolve(root, buildDir, "client/404.html"), join(dir, "404.html"));
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  // The server reads each page's policy from the build's record, as it does for the site.
  const policies = Object.fromEntries(pagePolicies(dir).map(({ file, csp }) => [file, csp]));
  writeFileSync(join(buildFolder, pagePoliciesFile), JSON.stringify(policies));
  return dir;
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
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
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
  };
}

buildForBench();
if (sections.includes("lighthouse")) await lighthouseSection();
if (sections.includes("load")) await loadSection();

async function lighthouseSection() {
  const site = createSiteServer();
  const reference = createSiteServer(writeReferencePage());
  await listen(site, sitePort);
  await listen(reference, referencePort);

  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });

  const targets = [
    { name: "reference", url: `http://localhost:${referencePort}/` },
    ...locales
      .flatMap((locale) => sitePages(locale).map((page) => page.path))
      .map((path) => ({ name: path, url: `http://localhost:${sitePort}${path}` })),
  ].filter(
    (target) =>
      !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(",").includes(target.name),
  );

  // Each language's not-found page answers unknown paths with HTTP 404.
  for (const locale of locales) {
    const path = `${localeInfo[locale].prefix}/no-such-page`;
    const { status } = await fetch(`http://localhost:${sitePort}${path}`);
    console.info(`${path}: HTTP ${status}${status === 404 ? "" : " (expected 404)"}`);
  }

  type Row = { name: string } & RunResult;
  const rowsByMode: Partial<Record<ThrottlingMethod, Row[]>> = {};
  try {
    for (const mode of modes) {
      const rows: Row[] = [];
      rowsByMode[mode] = rows;
      // The first audit in a new browser (or mode) is the least reliable: warm up, discard.
      await audit(targets[0]?.url ?? `http://localhost:${referencePort}/`, chrome.port, mode);
      for (const target of targets) {
        const results: RunResult[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(target.url, chrome.port, mode));
        }
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
  const tableOf = (rows: Row[]) => {
    const referenceLcp = rows.find((row) => row.name === "reference")?.lcp ?? Number.NaN;
    return [
      "| Route | Perf | A11y | BP | SEO | FCP | LCP | LCP / ref | TBT | CLS | JS (transfer) | Total (transfer) | LCP element |",
      "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${(r.lcp / referenceLcp).toFixed(2)}× | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} | ${r.lcpElement.replaceAll("|", "\\|")} |`,
      ),
    ].join("\n");
  };
  const sectionsMd = modes.map(
    (mode) =>
      `### ${throttlingNames[mode][0]?.toUpperCase()}${throttlingNames[mode].slice(1)} throttling\n\n${tableOf(rowsByMode[mode] ?? [])}\n`,
  );
  const heading = `Lighthouse ${runs}-run medians, mobile${process.env.BENCH_PROJECT ? `, ${root}` : ""}:`;
  console.info(`\n${heading}\n\n${sectionsMd.join("\n")}`);
  const reports = resolve(repoRoot, "reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, `${reportName}.json`),
    JSON.stringify(
      {
        runs,
        date: new Date().toISOString(),
        project: process.env.BENCH_PROJECT ?? undefined,
        // "rows" stays the simulated pass, as before the applied pass was added.
        rows: rowsByMode.simulate,
        devtools: rowsByMode.devtools,
      },
      null,
      2,
    ),
  );
  writeFileSync(join(reports, `${reportName}.md`), `${heading}\n\n${sectionsMd.join("\n")}`);
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
          // What browsers send: every server chooses its smallest copy.
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
