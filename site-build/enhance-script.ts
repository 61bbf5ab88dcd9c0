/**
 * Bundles app/enhance/ (the small script every page runs, decision 0017) into one fingerprinted,
 * minified file in the build's assets (and a chunk for what only some pages load), with Rolldown, the bundler Vite itself runs on. It is not
 * part of React Router's client build: it imports no React and no router.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "rolldown";
import { projectRoot } from "../project/output.ts";
import { immutablePathPrefix } from "../server/http-headers.ts";

export const enhanceEntry = join(projectRoot, "app", "enhance", "boot.ts");

/**
 * Writes the bundle into `clientDir` and returns its URL path (`/assets/enhance-<hash>.js`). What
 * only some pages need (a package's estimate) is imported dynamically: its chunk is written beside
 * it, `enhance-<name>-<hash>.js`, and loaded only by a page that has it. Rolldown names both by
 * their content, so each name changes with its code.
 */
export async function writeEnhanceScript(clientDir: string): Promise<string> {
  const result = await build({
    input: enhanceEntry,
    write: false,
    logLevel: "warn",
    output: {
      format: "esm",
      minify: true,
      entryFileNames: "enhance-[hash].js",
      chunkFileNames: "enhance-[name]-[hash].js",
    },
  });
  const chunks = result.output.filter((item) => item.type === "chunk");
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const [entry] = entries;
  if (!entry || entries.length !== 1 || chunks.length !== result.output.length) {
    throw new Error(
      `${enhanceEntry}: expected one entry and its chunks, got ${result.output.length} files.`,
    );
  }
  for (const chunk of chunks) {
    writeFileSync(join(clientDir, immutablePathPrefix, chunk.fileName), chunk.code);
  }
  return `${immutablePathPrefix}${entry.fileName}`;
}
