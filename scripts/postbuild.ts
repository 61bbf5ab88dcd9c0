/**
 * Runs after `react-router build`, in order: publish 404.html, write the SEO files (Open Graph
 * images, sitemap, robots, icons), make each page paint before its scripts load, write the server
 * configuration (CSP hashes of the final HTML, CDN `_headers`, nginx), and last precompress
 * everything. A step that changes HTML must run before the server configuration.
 */
import { optimizeFirstPaint } from "./build/first-paint.ts";
import { buildRoot, clientDir } from "./build/paths.ts";
import { precompress } from "./build/precompress.ts";
import { publishNotFoundPage } from "./build/publish-not-found.ts";
import { writeSeoFiles } from "./build/seo-files.ts";
import { writeServerConfig } from "./build/server-config.ts";

publishNotFoundPage(clientDir);
console.info("postbuild: 404.html published");
console.info(`postbuild: ${await writeSeoFiles(clientDir)}`);
console.info(`postbuild: ${optimizeFirstPaint(clientDir)} pages paint before their scripts load`);
console.info(`postbuild: ${await writeServerConfig(clientDir, buildRoot)}`);
console.info(`postbuild: ${await precompress(clientDir)} files precompressed (br, gz)`);
