/**
 * What `npm run build` reads, so that `npm start` rebuilds when any of it changed: the scripts the
 * build command runs and everything they import, followed through relative imports (read with
 * Rolldown's parser, the one the build uses), React Router's and Vite's configuration and what they
 * import, the app and the content (which the build reads as folders), and the package files.
 * Derived, not listed: a folder a build step starts to import is watched without an edit here.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseSync } from "rolldown/utils";
import { walkFiles } from "../project/output.ts";

/** Read by the build as whole folders or files, whatever imports them. */
const readWhole = ["app", "content", "package.json", "package-lock.json"];
/** The configuration `react-router build` loads. */
const configs = ["react-router.config.ts", "vite.config.ts"];

/** The `.ts` files a package.json script runs with `node` (`node prebuild/x.ts && …`). */
export function scriptFiles(command: string): string[] {
  return command
    .split(/&&|\|\||;/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([program]) => program === "node")
    .flatMap(([, file]) => (file?.endsWith(".ts") ? [file] : []));
}

/** Relative import specifiers of a module, static and dynamic (with a string literal). */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const specifiers = [
    ...module.staticImports.map((item) => item.moduleRequest.value),
    ...module.staticExports.flatMap((item) =>
      item.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.map((item) =>
      source.slice(item.moduleRequest.start, item.moduleRequest.end).replace(/^["'`]|["'`]$/g, ""),
    ),
  ];
  return specifiers.filter((specifier) => specifier.startsWith("."));
}

/** The files reachable from `entries` through relative imports (with their `.ts` extension). */
function importGraph(root: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file) || !/\.[mc]?tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of relativeImports(file)) queue.push(resolve(dirname(file), specifier));
  }
  return seen;
}

/**
 * The paths, relative to `root`, whose files feed the build: top-level folders of the build's
 * import graph, the folders read whole, the configuration and the package files.
 */
export function buildInputs(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const build = scripts.build;
  if (!build) throw new Error("package.json has no build script.");
  const files = importGraph(root, [...scriptFiles(build), ...configs]);
  const tops = [...files].map((file) => {
    const [top = ""] = relative(root, file).split(sep);
    // A file at the top (a configuration) is watched by itself; a folder as a whole.
    return statSync(join(root, top)).isDirectory() ? top : relative(root, file);
  });
  return [...new Set([...readWhole, ...configs, ...tops])]
    .filter((path) => existsSync(join(root, path)))
    .sort();
}

/**
 * Why `npm start` builds before it serves: there is no build yet, or a file of the build's inputs
 * changed after `builtPage` was written; undefined when the build is up to date.
 */
export function rebuildReason(root: string, builtPage: string): "no build" | "changed" | undefined {
  if (!existsSync(builtPage)) return "no build";
  return statSync(builtPage).mtimeMs < sourcesChangedAt(root) ? "changed" : undefined;
}

/** When a file of the build's inputs last changed (ms since the epoch; 0 if there are none). */
export function sourcesChangedAt(root: string): number {
  const newest = (path: string): number => {
    if (!existsSync(path)) return 0;
    const stats = statSync(path);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return Math.max(
      stats.mtimeMs,
      ...walkFiles(path, { folders: true }).map((entry) => statSync(entry).mtimeMs),
    );
  };
  return Math.max(0, ...buildInputs(root).map((input) => newest(join(root, input))));
}
