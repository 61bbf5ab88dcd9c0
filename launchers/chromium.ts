/** Finds the system Chromium the browser tests and benchmarks drive, installing it when possible. */
import { ensureProgram, findProgram, type SystemProgram } from "./system-program.ts";

const chromiumProgram: SystemProgram = {
  name: "Chromium",
  neededFor: "the browser tests",
  envVar: "CHROMIUM_PATH",
  paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
  debianPackage: "chromium",
};

/** Flags for a sandboxed machine with no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const findChromium = () => findProgram(chromiumProgram);

/** Returns the Chromium path; installs Debian's package first when missing and we are root. */
export const ensureChromium = () => ensureProgram(chromiumProgram);
