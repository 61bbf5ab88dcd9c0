/**
 * Runs after `react-router build`, in order: publish 404.html, write the SEO files (Open Graph
 * images, sitemap, robots, icons), write the server configuration (CSP hashes of the final HTML,
 * CDN `_headers`, nginx), and last precompress everything.
 */
import { buildRoot, clientDir } from "./build/paths.ts";
import { precompress } from "./build/precompress.ts";
import { publishNotFoundPage } from "./build/publish-not-found.ts";
import { writeSeoFiles } from "./build/seo-files.ts";
import { writeServerConfig } from "./build/server-config.ts";

publishNotFoundPage(clientDir);
console.info("postbuild: 404.html published");
console.info(`postbuild: ${await writeSeoFiles(clientDir)}`);
console.info(`postbuild: ${await writeServerConfig(clientDir, buildRoot)}`);
console.info(`postbuild: ${precompress(clientDir)} files precompressed (br, gz)`);
