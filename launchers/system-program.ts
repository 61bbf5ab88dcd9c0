/**
 * Programs the tests need from the machine (Chromium, nginx, Java): found at the path an
 * environment variable names or at the usual places, installed from Debian's packages when missing
 * and we run as root with apt-get, otherwise reported with the command that installs them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface SystemProgram {
  /** As a person calls it: "Chromium". */
  name: string;
  /** What needs it: "the browser tests". */
  neededFor: string;
  /** Environment variable that may point at the binary. */
  envVar: string;
  paths: string[];
  debianPackage: string;
}

export function findProgram(program: SystemProgram): string | undefined {
  return [process.env[program.envVar], ...program.paths].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

/** Returns the program's path; installs its Debian package first when missing and possible. */
export function ensureProgram(program: SystemProgram): string {
  const found = findProgram(program);
  if (found) return found;
  const { name, debianPackage } = program;
  const installCommand = `sudo apt-get update && sudo apt-get install -y ${debianPackage}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `${name} is needed for ${program.neededFor} and was not found.\nInstall it with:\n  ${installCommand}\nor set ${program.envVar} to its binary.`,
    );
  }
  console.info(`${name} not found: installing Debian's ${debianPackage} package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env });
  const installed = findProgram(program);
  if (!installed) throw new Error(`Installing ${name} failed. Run:\n  ${installCommand}`);
  return installed;
}

/** Java, for the Nu HTML Checker (vnu-jar). */
export const java: SystemProgram = {
  name: "Java",
  neededFor: "the HTML validity check",
  envVar: "JAVA_PATH",
  paths: ["/usr/bin/java"],
  debianPackage: "default-jre-headless",
};

/** A virtual screen, for Chromium with its window and no DevTools attached (prerendering). */
export const xvfb: SystemProgram = {
  name: "Xvfb",
  neededFor: "the prerendering check",
  envVar: "XVFB_PATH",
  paths: ["/usr/bin/Xvfb"],
  debianPackage: "xvfb",
};

/** A pointer for that screen: moves and clicks as a visitor's mouse does. */
export const xdotool: SystemProgram = {
  name: "xdotool",
  neededFor: "the prerendering check",
  envVar: "XDOTOOL_PATH",
  paths: ["/usr/bin/xdotool"],
  debianPackage: "xdotool",
};
