/**
 * `npm test`: every check, against the production build. Two lanes run side by side, because
 * neither keeps both cores busy on its own (the end-to-end tests mostly wait on the browser):
 *
 *   static:  type check → lint → unit tests → content editor in Chromium → the build's output
 *            checks; beside them, once the build is there, the photo build's copy (edited, then
 *            built); then the checks of that copy
 *   site:    production build → the end-to-end tests
 *
 * Then, alone, the main-thread check (tests/build/long-tasks.test.ts), which a busy machine skews.
 * The site lane prints as it goes; the static lane's output is printed when it ends. The first
 * failure stops everything. TEST_LANES=serial runs the steps one after another instead, each
 * with the machine's CPU time it took (all cores, Linux's /proc/stat): what to cut to go faster.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium, ensureHeadlessShell } from "../../launchers/chromium.ts";
import { ensureNginx } from "../../launchers/nginx.ts";
import { ensureProgram, java, xdotool, xvfb } from "../../launchers/system-program.ts";
import { cpuTicks, ticksPerSecond } from "./cpu-ticks.ts";

interface Step {
  label: string;
  script: string;
  /** Arguments after the script's own (`npm run x -- …`). */
  args?: string[];
  env?: Record<string, string>;
}

const staticChecks: Step[] = [
  { label: "Type check", script: "typecheck" },
  { label: "Lint and format", script: "lint" },
  { label: "Unit tests", script: "test:unit" },
  // Needs no build: the editor's local mode on a fixture tree (tests/cms/).
  { label: "Content editor (local mode) in Chromium", script: "test:cms" },
];
const build: Step = { label: "Production build", script: "build" };
/**
 * The photo build's copy of the site (tests/build/photo-build.test.ts), made and built beside the
 * static checks rather than at the start of the build checks, whose longest file it is.
 */
const photoSiteDir = mkdtempSync(join(tmpdir(), "photo-build-"));
const photoBuild: Step = {
  label: "Photo build: a copy with camera-size photos and staff edits, built",
  script: "photo-build-site",
  args: [photoSiteDir],
};
/** A check of main-thread time: run alone, after the rest, on a machine doing nothing else. */
const timedCheck = "tests/build/long-tasks.test.ts";
/** The build checks that read the photo build's copy (PHOTO_BUILD_DIR). */
const photoChecks = ["tests/build/photo-build.test.ts", "tests/build/trip-cost.test.ts"];
const buildChecks: Step = {
  label: "Build output checks",
  script: "test:build",
  args: [timedCheck, ...photoChecks].flatMap((file) => ["--exclude", file]),
};
const photoBuildChecks: Step = {
  label: "Build output checks on the photo build's copy",
  script: "test:build",
  args: photoChecks,
  env: { PHOTO_BUILD_DIR: photoSiteDir },
};
/**
 * Beside the end-to-end tests, a load of the contact page measured React's task at twice its
 * CPU time on an idle machine; alone, the check keeps its margin (decision 0017).
 */
const timedChecks: Step = {
  label: "Main-thread check, alone on the machine",
  script: "test:build",
  args: [timedCheck],
};
const endToEnd: Step = { label: "End-to-end tests", script: "test:e2e" };

try {
  process.env.CHROMIUM_PATH = ensureChromium();
  process.env.CHROMIUM_HEADLESS_SHELL_PATH = ensureHeadlessShell();
  // The server tests run the build behind real nginx too.
  process.env.NGINX_PATH = ensureNginx();
  // The HTML validity check runs the Nu HTML Checker on Java.
  ensureProgram(java);
  // The prerendering check drives Chromium's window with a real pointer, no DevTools attached.
  ensureProgram(xvfb);
  ensureProgram(xdotool);
} catch (error) {
  console.error((error as Error).message);
  rmSync(photoSiteDir, { recursive: true, force: true });
  process.exit(1);
}

const running = new Set<ChildProcess>();
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

const serialMode = process.env.TEST_LANES === "serial";

/** The machine's busy time so far, all cores, in seconds (Linux; 0 elsewhere). */
const busySeconds = () => cpuTicks().busy / ticksPerSecond;

/** Runs one npm script; its output streams, or is collected into `buffer` when one is given. */
function run(step: Step, buffer?: string[]): Promise<void> {
  const stepStarted = Date.now();
  const busyBefore = busySeconds();
  const say = (line: string) => (buffer ? buffer.push(line) : console.info(line));
  say(`\n▶ ${step.label} (npm run ${step.script})`);
  return new Promise((resolve, reject) => {
    const args = step.args ? ["--", ...step.args] : [];
    const child = spawn("npm", ["run", "--silent", step.script, ...args], {
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env },
      detached: true,
    });
    running.add(child);
    const collect = (chunk: Buffer) => buffer?.push(chunk.toString().replace(/\n$/, ""));
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) {
        const cpu = serialMode ? `, ${Math.round(busySeconds() - busyBefore)} s of CPU` : "";
        say(`✔ ${step.label} (${seconds(stepStarted)}${cpu})`);
        resolve();
      } else {
        say(`\n✖ ${step.label} failed${signal ? ` (${signal})` : ""}.`);
        reject(new Error(step.label));
      }
    });
  });
}

/** Stops the steps still running, as Ctrl-C would: each tears down its servers and browsers. */
async function stopAll() {
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      // Each step runs in its own process group, its children with it.
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stopping = [...running];
  for (const child of stopping) signal(child, "SIGINT");
  const gone = Promise.all(
    stopping.map((child) => new Promise((done) => child.once("exit", done))),
  );
  await Promise.race([gone, new Promise((done) => setTimeout(done, 10_000))]);
  for (const child of running) signal(child, "SIGKILL");
}

async function serial() {
  const steps = [...staticChecks, build, photoBuild, buildChecks, photoBuildChecks, endToEnd];
  for (const step of [...steps, timedChecks]) {
    await run(step);
  }
}

/** The static lane's output, printed once when the lane ends or the run stops. */
const staticOutput: string[] = [];
function printStaticOutput() {
  if (staticOutput.length > 0) console.info(staticOutput.splice(0).join("\n"));
}

async function lanes() {
  let buildDone: () => void = () => undefined;
  const built = new Promise<void>((resolve) => {
    buildDone = resolve;
  });
  const staticLane = (async () => {
    try {
      await Promise.all([
        (async () => {
          for (const step of staticChecks) await run(step, staticOutput);
          // The production build's checks need no photo copy: they go on once the build is there.
          await built;
          await run(buildChecks, staticOutput);
        })(),
        // After the production build, whose cache (compressed copies, images) it then reuses.
        built.then(() => run(photoBuild, staticOutput)),
      ]);
      await run(photoBuildChecks, staticOutput);
    } finally {
      printStaticOutput();
    }
  })();
  const siteLane = (async () => {
    await run(build);
    buildDone();
    await run(endToEnd);
  })();
  await Promise.all([staticLane, siteLane]);
  await run(timedChecks);
}

try {
  await (serialMode ? serial() : lanes());
  console.info(`\n✔ All checks passed in ${seconds(started)}.`);
} catch (error) {
  await stopAll();
  printStaticOutput();
  console.error(`\n✖ ${(error as Error).message} failed; ${seconds(started)}.`);
  rmSync(photoSiteDir, { recursive: true, force: true });
  process.exit(1);
}
rmSync(photoSiteDir, { recursive: true, force: true });
