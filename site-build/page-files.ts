/**
 * Gives each prerendered page the file name that makes its extensionless URL the one every server
 * answers directly: React Router writes `/about` as `about/index.html`, which Cloudflare Pages
 * answers at `/about/` and redirects `/about` to; as `about.html` it is answered at `/about` on
 * every host, and `/about/`, `/about.html` redirect there (decision 0006). Also removes React
 * Router's `.data` files (written for routes with loaders): the app never fetches them.
 */
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { listFiles } from "../server/site-files.ts";

export interface PageFilesResult {
  /** Pages renamed, as `[from, to]` site paths. */
  renamed: Array<[from: string, to: string]>;
  /** `.data` files removed. */
  removedData: string[];
}

/** Empty folders left behind, deepest first, up to (not including) `clientDir`. */
function removeEmptyFolders(clientDir: string, folder: string): void {
  let current = folder;
  while (current !== clientDir && current.startsWith(clientDir)) {
    if (readdirSync(current).length > 0) return;
    rmdirSync(current);
    current = dirname(current);
  }
}

export function writePageFiles(clientDir: string): PageFilesResult {
  const files = listFiles(clientDir);
  const removedData = files.filter((file) => file.endsWith(".data"));
  for (const file of removedData) {
    rmSync(join(clientDir, file));
    removeEmptyFolders(clientDir, dirname(join(clientDir, file)));
  }
  const renamed = files
    .filter((file) => file.endsWith("/index.html") && file !== "/index.html")
    .map((file): [string, string] => [file, `${file.slice(0, -"/index.html".length)}.html`]);
  for (const [from, to] of renamed) {
    if (existsSync(join(clientDir, to))) {
      throw new Error(`Both ${from} and ${to} exist: one URL cannot have two pages.`);
    }
    renameSync(join(clientDir, from), join(clientDir, to));
    removeEmptyFolders(clientDir, dirname(join(clientDir, from)));
  }
  return { renamed, removedData };
}
