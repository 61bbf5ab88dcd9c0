import { readFileSync, writeFileSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { walkFiles } from "../project/output.ts";
import { isAdminPath } from "../server/http-headers.ts";
import { cachedBytes } from "./build-cache.ts";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".atom",
  ".txt",
  ".webmanifest",
  ".yml",
]);

/** What the first-load JavaScript and CSS budgets are measured on (docs/decisions/0004). */
const budgeted = new Set([".js", ".css"]);

/**
 * Writes brotli and gzip copies beside every compressible file, so servers send them without
 * compressing on each request. The scripts' and stylesheets' gzip copies come from Zopfli: ordinary
 * gzip that any client reads, a little smaller than zlib's level 9, for a few seconds more per
 * build (the budget in docs/decisions/0004 is measured on these files); the rest take zlib's
 * level 9, a little larger and much faster (docs/bench/javascript.md). The content editor's files
 * (/admin/, Decap CMS, several MB that staff fetch once per Decap version) are compressed faster:
 * brotli's quality 10 and zlib's gzip, which on that bundle cost a build seconds less for a copy
 * barely larger (docs/bench/cms.md). Returns how many files were compressed.
 */
export async function precompress(clientDir: string): Promise<number> {
  let count = 0;
  for (const file of walkFiles(clientDir)) {
    if (!compressible.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    const admin = isAdminPath(`/${relative(clientDir, file).split(sep).join("/")}`);
    const zopfli = !admin && budgeted.has(extname(file));
    const brotli = admin ? 10 : 11;
    writeFileSync(
      `${file}.br`,
      await cachedBytes(`br${brotli}`, [content], () =>
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotli } }),
      ),
    );
    writeFileSync(
      `${file}.gz`,
      await cachedBytes(zopfli ? "gz-zopfli15" : "gz-zlib9", [content], () =>
        zopfli ? gzipAsync(content, { numiterations: 15 }) : gzipSync(content, { level: 9 }),
      ),
    );
    count += 1;
  }
  return count;
}
