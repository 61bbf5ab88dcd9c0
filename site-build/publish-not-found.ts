import { readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { listFiles, notFoundFileName } from "../server/site-files.ts";

/**
 * Publishes every page prerendered at `<prefix>/404` (today /404; /id/404 with the Indonesian
 * edition) as `<prefix>/404.html`: the file the servers answer unknown URLs under `<prefix>/`
 * with (server/site-files.ts). Returns the files published.
 */
export function publishNotFoundPages(clientDir: string): string[] {
  const prerendered = listFiles(clientDir).filter((file) => file.endsWith("/404/index.html"));
  if (!prerendered.includes("/404/index.html")) {
    throw new Error("The not-found page was not prerendered at /404.");
  }
  const published = prerendered.map((file) => {
    const folder = file.slice(0, -"/index.html".length);
    const target = `${folder.slice(0, -"/404".length)}/${notFoundFileName}`;
    renameSync(join(clientDir, file), join(clientDir, target));
    if (readdirSync(join(clientDir, folder)).length === 0)
      rmSync(join(clientDir, folder), { recursive: true });
    return target;
  });
  // Every route is prerendered and unknown paths get a 404.html: the SPA fallback is never served.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  return published;
}
