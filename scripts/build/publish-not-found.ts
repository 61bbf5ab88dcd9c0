import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Publishes the page prerendered at /404 as `404.html`, the file servers answer misses with. */
export function publishNotFoundPage(clientDir: string): void {
  const prerendered = join(clientDir, "404/index.html");
  if (!existsSync(prerendered)) throw new Error("The not-found page was not prerendered at /404.");
  renameSync(prerendered, join(clientDir, "404.html"));
  rmSync(join(clientDir, "404"), { recursive: true });
  // Every route is prerendered and unknown paths get 404.html: the SPA fallback is never served.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}
