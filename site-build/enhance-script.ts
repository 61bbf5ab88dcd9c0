/**
 * Bundles app/enhance/ (the small script every page runs, decision 0017) into one fingerprinted,
 * minified file in the build's assets, with Rolldown, the bundler Vite itself runs on. It is not
 * part of React Router's client build: it imports no React and no router.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "rolldown";
import { immutablePathPrefix } from "../server/http-headers.ts";
import { projectRoot } from "../server/output.ts";

export const enhanceEntry = join(projectRoot, "app", "enhance", "boot.ts");

/** Writes the bundle into `clientDir` and returns its URL path (`/assets/enhance-<hash>.js`). */
export async function writeEnhanceScript(clientDir: string): Promise<string> {
  const result = await build({
    input: enhanceEntry,
    write: false,
    logLevel: "warn",
    output: { format: "esm", minify: true },
  });
  const chunk = result.output.find((item) => item.type === "chunk");
  if (!chunk || result.output.length !== 1) {
    throw new Error(`${enhanceEntry}: expected one bundle, got ${result.output.length} files.`);
  }
  const hash = createHash("sha256").update(chunk.code).digest("hex").slice(0, 12);
  const path = `${immutablePathPrefix}enhance-${hash}.js`;
  writeFileSync(join(clientDir, path), chunk.code);
  return path;
}
