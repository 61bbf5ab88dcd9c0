/** Finds the system Chromium the browser tests and benchmarks drive, installing it when possible. */
import { join } from "node:path";
import { ensureProgram, type SystemProgram } from "./system-program.ts";

const chromiumProgram: SystemProgram = {
  name: "Chromium",
  neededFor: "the browser tests",
  envVar: "CHROMIUM_PATH",
  paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
  debianPackage: "chromium",
};

/**
 * The browser window's own address bar, which no test looks at: without these, every new window
 * (each Playwright context is one) starts a renderer for the address bar's WebUI popup, which
 * costs more CPU than most pages the tests load (docs/bench/tests.md).
 */
const unusedBrowserFeatures = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "PreloadTopChromeWebUI",
];

/** Flags for a sandboxed machine with no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${unusedBrowserFeatures.join(",")}`,
];

/** Returns the Chromium path; installs Debian's package first when missing and we are root. */
export const ensureChromium = () => ensureProgram(chromiumProgram);

/**
 * The same Chromium's headless shell: the engine without the browser's windows, as Playwright
 * drives by default. A new context costs it about half the CPU of the full browser's, for tests
 * that check what a page does, not what it costs (docs/bench/tests.md). It has no back/forward
 * cache and runs no prerender: the tests of those and the main-thread measurements launch the full
 * browser. Lighthouse runs on the shell (bench/lighthouse.ts).
 */
const headlessShellProgram: SystemProgram = {
  name: "Chromium's headless shell",
  neededFor: "the browser tests",
  envVar: "CHROMIUM_HEADLESS_SHELL_PATH",
  paths: ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"],
  debianPackage: "chromium-headless-shell",
};

export const ensureHeadlessShell = () => ensureProgram(headlessShellProgram);

/**
 * chromium.sh: runs the browser with the feature switches merged, since Playwright and
 * chrome-launcher pass a --disable-features of their own and Chromium keeps only the last one.
 */
export const chromiumLauncher = join(import.meta.dirname, "chromium.sh");

/** The environment chromium.sh needs: the browser it runs. */
export function chromiumEnv(binary: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined) env[name] = value;
  }
  return { ...env, CHROMIUM_BINARY: binary };
}

/** Playwright's launch options for `binary` (the system Chromium, installed if missing, by default). */
export function chromiumLaunchOptions(binary = ensureChromium()) {
  return { executablePath: chromiumLauncher, args: chromiumArgs, env: chromiumEnv(binary) };
}

/**
 * Launch options for the tests of what a page does: the headless shell, with V8's optimizing
 * compilers off. A test's page and axe-core each run once, and compiling them for speed cost more
 * CPU than it saved (docs/bench/tests.md). Never for a check that times the main thread.
 */
export function behaviourTestLaunchOptions() {
  const options = chromiumLaunchOptions(ensureHeadlessShell());
  return { ...options, args: [...options.args, "--js-flags=--no-opt --no-maglev"] };
}
