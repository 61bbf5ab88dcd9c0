/** Finds the system Chromium the browser tests and benchmarks drive, installing it when possible. */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
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
];

export function findChromium(): string | undefined {
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

const installCommand = "sudo apt-get update && sudo apt-get install -y chromium";

/** Returns the Chromium path; installs Debian's package first when missing and we are root. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is needed for the browser tests and was not found.\nInstall it with:\n  ${installCommand}\nor set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  console.info("Chromium not found: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  const installed = findChromium();
  if (!installed) throw new Error(`Installing Chromium failed. Run:\n  ${installCommand}`);
  return installed;
}
