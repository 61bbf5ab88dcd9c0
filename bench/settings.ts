/**
 * What every part of `npm run bench` shares (bench/bench.ts describes the parts): the project and
 * the build it measures, the ports, the number of runs, the routes, and where the reports go.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { locales } from "../app/lib/locale.ts";
import { sitePages } from "../content-check/site-pages.ts";
import { projectRoot } from "../project/output.ts";

export const runs = Number(process.env.BENCH_RUNS ?? 3);
export const sitePort = Number(process.env.BENCH_PORT ?? 4400);
export const referencePort = sitePort + 1;
export const nginxPort = sitePort + 2;
export const loadPort = sitePort + 3;
export const sections = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(",")
  : ["lighthouse", "main-thread", "load"];

/**
 * The project to build and measure: this one, or a copy with other content (BENCH_PROJECT, for
 * example the photo build of tests/build/photo-build.test.ts, written by tests/support/photo-site.ts).
 */
export const root = resolve(process.env.BENCH_PROJECT ?? projectRoot);
/** reports/<name>.json and .md; BENCH_REPORT names another pair (e.g. "bench-photos"). */
export const reportName = process.env.BENCH_REPORT ?? "bench";
export const buildDir = resolve(root, "build-bench");

/** Whether a route (or "reference") is measured: all of them unless BENCH_ROUTES lists some. */
export const wantedRoute = (name: string) =>
  !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(",").includes(name);

/** Every page of the site in every language, as BENCH_ROUTES narrows them. */
export function benchRoutes(): string[] {
  return locales
    .flatMap((locale) => sitePages(locale).map((page) => page.path))
    .filter(wantedRoute);
}

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((done) =>
    server.listen(port, "localhost", () => done((server.address() as AddressInfo).port)),
  );
}

export const median = (values: number[]) => {
  // A run Lighthouse could not measure a metric in (NaN) does not count.
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Writes reports/<report name><suffix>.json and .md (in this project, whatever it measures). */
export function writeReports(suffix: string, data: unknown, markdown: string): void {
  const reports = resolve(projectRoot, "reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${reportName}${suffix}.json`), JSON.stringify(data, null, 2));
  writeFileSync(join(reports, `${reportName}${suffix}.md`), markdown);
}
