/**
 * What a build made from the same inputs last time, kept in node_modules/.cache/site-build (as
 * the photo pipeline keeps its encodings): compressed copies, share images and flyers are made
 * only for what changed. The content editor's 5 MB is the same in every build, and `npm test`
 * builds the site twice. `npm ci` empties the cache.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../project/output.ts";

const cacheDir = join(projectRoot, "node_modules/.cache/site-build");

/** The bytes `make` gives for these inputs: from the cache, or made once and kept. */
export async function cachedBytes(
  kind: string,
  inputs: ReadonlyArray<string | Uint8Array>,
  make: () => Promise<Uint8Array> | Uint8Array,
): Promise<Buffer> {
  const hash = createHash("sha256").update(kind);
  for (const input of inputs) hash.update("\0").update(input);
  const path = join(cacheDir, `${kind}-${hash.digest("hex")}`);
  if (existsSync(path)) return readFileSync(path);
  const made = Buffer.from(await make());
  mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: another build never reads half a file.
  writeFileSync(`${path}.${process.pid}`, made);
  renameSync(`${path}.${process.pid}`, path);
  return made;
}
