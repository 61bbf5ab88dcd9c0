/** `npm start`: builds the site when the build is missing or older than its sources, then serves it. */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { sourcesChangedAt } from "./build-inputs.ts";
import { clientDir } from "./output.ts";

const root = resolve(import.meta.dirname, "..");
const builtPage = join(clientDir, "index.html");
const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;

if (builtAt < sourcesChangedAt(root)) {
  console.info(
    builtAt ? "Sources changed since the last build: rebuilding." : "No build yet: building.",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startServer } = await import("./serve.ts");
startServer();
