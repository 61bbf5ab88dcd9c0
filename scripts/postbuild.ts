/**
 * Runs after `react-router build`: publishes the prerendered not-found page as 404.html and writes
 * brotli and gzip copies of every compressible file, so servers send them without compressing on
 * each request.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");

function publishNotFoundPage() {
  const prerendered = join(clientDir, "404/index.html");
  if (!existsSync(prerendered)) throw new Error("The not-found page was not prerendered at /404.");
  renameSync(prerendered, join(clientDir, "404.html"));
  rmSync(join(clientDir, "404"), { recursive: true });
  // Every route is prerendered; unknown paths get 404.html, so the SPA fallback is never served.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
]);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export function precompress(dir = clientDir): number {
  let count = 0;
  for (const file of walk(dir)) {
    if (!compressible.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

publishNotFoundPage();
const compressed = precompress();
console.info(`postbuild: 404.html published, ${compressed} files precompressed (br, gz).`);
