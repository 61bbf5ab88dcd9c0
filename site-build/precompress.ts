import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { walkFiles } from "../server/output.ts";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/**
 * Writes brotli and gzip copies beside every compressible file, so servers send them without
 * compressing on each request. The gzip copies come from Zopfli: ordinary gzip that any client
 * reads, a little smaller than zlib's level 9, for a few seconds more per build (the budget in
 * docs/decisions/0004 is measured on these files). Returns how many files were compressed.
 */
export async function precompress(clientDir: string): Promise<number> {
  let count = 0;
  for (const file of walkFiles(clientDir)) {
    if (!compressible.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }));
    count += 1;
  }
  return count;
}
