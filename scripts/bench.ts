/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) three times on every route,
 * beside a reference page: one small self-contained HTML document with the same headline and no
 * JavaScript or CSS files, served by the same server. Prints the medians and writes them to
 * reports/bench.json. The site is built for the bench's own origin (BUILD_DIR=build-bench) so
 * canonical URLs and the sitemap point where Lighthouse looks.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localizedPath, pages } from "../app/content/pages.ts";
import { localeInfo, locales } from "../app/lib/locale.ts";
import { chromiumArgs, ensureChromium } from "./chromium.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const sitePort = Number(process.env.BENCH_PORT ?? 4400);
const referencePort = sitePort + 1;
const root = resolve(import.meta.dirname, "..");
const buildDir = "build-bench";

process.env.BUILD_DIR = buildDir;
const { createSiteServer } = await import("./serve.ts");

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
  const dir = mkdtempSync(join(tmpdir(), "bench-reference-"));
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
  return dir;
}

function listen(server: ReturnType<typeof createSiteServer>, port: number): Promise<number> {
  return new Promise((done) =>
    server.listen(port, "localhost", () => done((server.address() as AddressInfo).port)),
  );
}

interface RunResult {
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

async function audit(url: string, port: number, attempt = 1): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run measures nothing.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
    return audit(url, port, attempt + 1);
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
    .flatMap((locale) => pages.map((page) => localizedPath(page.key, locale)))
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

const rows: Array<{ name: string } & RunResult> = [];
try {
  // The first audit in a new browser is the least reliable: warm up, discard.
  await audit(targets[0]?.url ?? `http://localhost:${referencePort}/`, chrome.port);
  for (const target of targets) {
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(target.url, chrome.port));
    const keys = Object.keys(results[0] ?? {}) as Array<keyof RunResult>;
    const row = { name: target.name } as { name: string } & RunResult;
    for (const key of keys) row[key] = median(results.map((r) => r[key]));
    rows.push(row);
    console.info(`${target.name}: done (${runs} runs)`);
  }
} finally {
  await chrome.kill();
  site.close();
  reference.close();
}

const referenceLcp = rows.find((row) => row.name === "reference")?.lcp ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const table = [
  "| Route | Perf | A11y | BP | SEO | FCP | LCP | LCP / ref | TBT | CLS | JS (transfer) | Total (transfer) |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${(r.lcp / referenceLcp).toFixed(2)}× | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} |`,
  ),
].join("\n");

console.info(`\nLighthouse ${runs}-run medians, mobile, simulated throttling:\n\n${table}\n`);
mkdirSync(resolve(root, "reports"), { recursive: true });
writeFileSync(
  resolve(root, "reports/bench.json"),
  JSON.stringify({ runs, date: new Date().toISOString(), rows }, null, 2),
);
writeFileSync(resolve(root, "reports/bench.md"), `${table}\n`);
