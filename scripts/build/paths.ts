import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** The build being processed: BUILD_DIR (default "build") at the project root. */
export const projectRoot = resolve(import.meta.dirname, "../..");
export const buildRoot = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
export const clientDir = join(buildRoot, "client");

/** Every file under `dir`, recursively. */
export function* walkFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walkFiles(path);
    else yield path;
  }
}
