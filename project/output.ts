import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Where the build's output lives, named once for the build steps, the server, the bench and the
 * tests. BUILD_DIR (default "build", relative to the project root) lets several builds coexist.
 */
export const projectRoot = resolve(import.meta.dirname, "..");
export const buildRoot = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
export const clientDir = join(buildRoot, "client");

/**
 * Every file under `dir`, recursively, sorted: the one folder walk of the build, the servers and
 * the tests. With `folders`, the folders under `dir` too (whose times change when a file is added
 * or removed).
 */
export function walkFiles(dir: string, { folders = false } = {}): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || (folders && entry.isDirectory()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Where the build records each page's Content-Security-Policy, relative to the build folder. */
export const pagePoliciesFile = "page-policies.json";

/**
 * Content-Security-Policy by HTML file (`/about.html`), as written by the build; undefined when
 * the folder holds no such record.
 */
export function readPagePolicies(root: string): Map<string, string> | undefined {
  const path = join(root, pagePoliciesFile);
  if (!existsSync(path)) return undefined;
  return new Map(Object.entries(JSON.parse(readFileSync(path, "utf8")) as Record<string, string>));
}
