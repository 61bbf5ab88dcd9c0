/**
 * Runs after `react-router build`, in order: publish the not-found pages (`<prefix>/404.html`) and
 * give every page its `X.html` file name, write the SEO files (Open Graph images, sitemap, robots,
 * icons) and the packages' flyers, make each page paint before its scripts load, add the content editor (/admin/, after
 * the sitemap and the page steps, which it is no part of), precompress everything, and last write
 * the server configuration (CSP hashes of the final HTML, CDN `_headers` and `_redirects`, nginx),
 * which lists every file the build holds. A step that changes or adds files must run before it.
 */

import { placeholderFacts } from "../prebuild/content-check.ts";
import { buildRoot, clientDir, projectRoot } from "../server/output.ts";
import { writeAdminFolder } from "./admin.ts";
import { optimizeFirstPaint } from "./first-paint.ts";
import { writeFlyers } from "./flyers.ts";
import { writePageFiles } from "./page-files.ts";
import { precompress } from "./precompress.ts";
import { publishNotFoundPages } from "./publish-not-found.ts";
import {
  configuredSiteUrl,
  placeholderBusinessWarning,
  placeholderSiteWarning,
  writeSeoFiles,
} from "./seo-files.ts";
import { writeServerConfig } from "./server-config.ts";

console.info(`postbuild: not-found pages published: ${publishNotFoundPages(clientDir).join(", ")}`);
const { renamed, removedData } = writePageFiles(clientDir);
console.info(
  `postbuild: ${renamed.length} pages written as X.html${removedData.length ? `; ${removedData.length} .data files removed` : ""}`,
);
console.info(`postbuild: ${await writeSeoFiles(clientDir)}`);
console.info(`postbuild: ${await writeFlyers(clientDir, projectRoot, configuredSiteUrl())}`);
console.info(`postbuild: ${optimizeFirstPaint(clientDir)} pages paint before their scripts load`);
console.info(
  `postbuild: content editor in admin/ (Decap CMS), ${writeAdminFolder(clientDir)} files`,
);
console.info(`postbuild: ${await precompress(clientDir)} files precompressed (br, gz)`);
console.info(`postbuild: ${await writeServerConfig(clientDir, buildRoot)}`);
for (const warning of [placeholderSiteWarning(configuredSiteUrl()), placeholderBusinessWarning()]) {
  if (warning) console.warn(warning);
}
const facts = placeholderFacts(projectRoot);
if (facts.length > 0) {
  console.warn(
    [
      "  Facts buyers compare that the company has not given yet (the package pages say to ask",
      "  instead); fill in the [brackets] in the CMS:",
      ...facts.map((line) => `    - ${line}`),
      "",
    ].join("\n"),
  );
}
