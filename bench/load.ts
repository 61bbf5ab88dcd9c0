/**
 * The bench's load part (bench/bench.ts describes it): autocannon against `npm start`'s server and
 * nginx, on the home page, the largest script and an unknown path.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { startNginx } from "../launchers/nginx.ts";
import { projectRoot } from "../project/output.ts";
import { buildDir, loadPort, nginxPort, root, writeReports } from "./settings.ts";

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
  const child = spawn(process.execPath, [resolve(projectRoot, "server/serve.ts")], {
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

export async function loadSection(): Promise<void> {
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
  writeReports(
    "-load",
    { seconds, connections, date: new Date().toISOString(), rows },
    `${table}\n`,
  );
}
