/** `npm start`: builds the site when the build is missing or older than its sources, then serves it. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { clientDir } from "./output.ts";

const root = resolve(import.meta.dirname, "..");
const builtPage = join(clientDir, "index.html");
const sources = [
  "app",
  "content",
  "public",
  "server",
  "site-build",
  "prebuild",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path, { recursive: true, encoding: "utf8" }).map(
      (entry) => statSync(join(path, entry)).mtimeMs,
    ),
  );
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const sourcesChangedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));

if (builtAt < sourcesChangedAt) {
  console.info(
    builtAt ? "Sources changed since the last build: rebuilding." : "No build yet: building.",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startServer } = await import("./serve.ts");
startServer();
