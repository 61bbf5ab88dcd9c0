/** `npm start`: builds the site when the build is missing or older than its sources, then serves it. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { clientDir, projectRoot } from "../project/output.ts";
import { rebuildReason } from "./build-inputs.ts";

const reason = rebuildReason(projectRoot, join(clientDir, "index.html"));
if (reason) {
  console.info(
    reason === "changed"
      ? "Sources changed since the last build: rebuilding."
      : "No build yet: building.",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startServer } = await import("./serve.ts");
startServer();
