/**
 * Runs Cloudflare's own runtime on the production build, `wrangler pages dev build/client` (the
 * `wrangler` devDependency, with workerd from the npm registry; offline), for the end-to-end
 * tests, or by hand:
 *   BUILD_DIR=build PORT=4250 npx node launchers/wrangler.ts
 * It applies build/client/_headers and _redirects as Cloudflare Pages does.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { clientDir, projectRoot } from "../project/output.ts";
import { assertPortFree, waitForAnswer } from "../project/port.ts";

/** The date the site's behaviour on Cloudflare was measured with (decision 0006). */
export const compatibilityDate = "2026-05-01";

export interface WranglerOptions {
  /** The folder served: a build's client/. */
  clientDir: string;
  host: string;
  port: number;
  /** Wrangler's devtools port; by default the next one. */
  inspectorPort?: number;
  /** Environment variables and secrets for the Pages Functions (functions/): `--binding`. */
  bindings?: Record<string, string>;
}

export interface RunningWrangler {
  url: string;
  stop: () => Promise<void>;
}

/** Starts `wrangler pages dev` on the folder; `stop()` ends it (and workerd) and cleans up. */
export async function startWrangler(options: WranglerOptions): Promise<RunningWrangler> {
  const { clientDir, host, port } = options;
  const inspectorPort = options.inspectorPort ?? port + 1;
  for (const taken of [port, inspectorPort]) {
    await assertPortFree(host, taken, `${host}:${taken} is in use; set E2E_WRANGLER_PORT.`);
  }
  const state = mkdtempSync(join(tmpdir(), "site-wrangler-"));
  // The package exports no bin path; its package.json is exported, and bin/ sits beside it.
  const wranglerBin = join(
    dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
    "bin/wrangler.js",
  );
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "pages",
      "dev",
      clientDir,
      "--ip",
      host,
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      `--compatibility-date=${compatibilityDate}`,
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      ...Object.entries(options.bindings ?? {}).flatMap(([name, value]) => [
        "--binding",
        `${name}=${value}`,
      ]),
    ],
    {
      cwd: projectRoot,
      // Its own process group, so that stop() ends workerd too.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.on("exit", killOnExit);
  const url = `http://${host}:${port}`;
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      killGroup("SIGTERM");
      const timer = setTimeout(() => killGroup("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    killGroup("SIGKILL");
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/`, {
      child,
      name: "wrangler",
      timeoutMs: 60_000,
      intervalMs: 250,
      accept: (response) => response.status === 200,
      log: () => output,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

if (import.meta.main) {
  const port = Number(process.env.PORT ?? process.env.E2E_WRANGLER_PORT ?? 4250);
  const host = process.env.HOST ?? "127.0.0.1";
  const running = await startWrangler({ clientDir, host, port });
  console.info(`wrangler pages dev serves ${clientDir} at ${running.url} (Ctrl-C stops it)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
