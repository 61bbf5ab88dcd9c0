/**
 * Runs after `react-router build`, in order: publish the not-found pages (`<prefix>/404.html`) and
 * give every page its `X.html` file name, write the SEO files (Open Graph images, sitemap, robots,
 * icons), each language's feed of guides and the packages' flyers, bundle the script every page runs (app/enhance/) and make each
 * page paint before its scripts load, add the content editor (/admin/, after
 * the sitemap and the page steps, which it is no part of, with the content check's page), on a
 * draft's preview link every page to that check, precompress everything, and last write
 * the server configuration (CSP hashes of the final HTML, CDN `_headers` and `_redirects`, nginx),
 * which lists every file the build holds. A step that changes or adds files must run before it.
 * Then every page is checked against its first round trip, as the Node server sends it.
 */

import { writeAdminFolder } from "../editor/admin-folder.ts";
import { contentReportText, reportSummary } from "../editor/content-report.ts";
import { buildEditorSettings, contentReportPath, isOnlineEditorSetUp } from "../editor/settings.ts";
import { buildRoot, clientDir, projectRoot } from "../project/output.ts";
import { writeEnhanceScript } from "./enhance-script.ts";
import { optimizeFirstPaint } from "./first-paint.ts";
import { checkFirstRoundTrips } from "./first-round-trip.ts";
import { writeFlyers } from "./flyers.ts";
import { writeGuideFeeds } from "./guide-feeds.ts";
import { writePageFiles } from "./page-files.ts";
import { precompress } from "./precompress.ts";
import { addPreviewBanner } from "./preview-banner.ts";
import { publishNotFoundPages } from "./publish-not-found.ts";
import { configuredSiteUrl, placeholderSiteWarning, writeSeoFiles } from "./seo-files.ts";
import { writeServerConfig } from "./server-config.ts";

console.info(`postbuild: not-found pages published: ${publishNotFoundPages(clientDir).join(", ")}`);
const { renamed, removedData } = writePageFiles(clientDir);
console.info(
  `postbuild: ${renamed.length} pages written as X.html${removedData.length ? `; ${removedData.length} .data files removed` : ""}`,
);
console.info(`postbuild: ${await writeSeoFiles(clientDir)}`);
console.info(`postbuild: ${writeGuideFeeds(clientDir, configuredSiteUrl())}`);
console.info(`postbuild: ${await writeFlyers(clientDir, projectRoot, configuredSiteUrl())}`);
const enhance = await writeEnhanceScript(clientDir);
console.info(
  `postbuild: ${optimizeFirstPaint(clientDir, enhance)} pages paint before their scripts load (each runs ${enhance})`,
);
let editorSettings: ReturnType<typeof buildEditorSettings>;
try {
  editorSettings = buildEditorSettings();
} catch (error) {
  // A variable given but malformed (editor/settings.ts): one plain sentence, no stack.
  console.error(`\nThe build stopped: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
const admin = writeAdminFolder(clientDir, projectRoot, editorSettings);
console.info(
  `postbuild: content editor in admin/ (Decap CMS${isOnlineEditorSetUp(editorSettings) ? `, saving to ${editorSettings.repo} ${editorSettings.branch}` : ", online sign-in not set up"}), ${admin.files} files, with the content check at ${contentReportPath}`,
);
if (process.env.SITE_PREVIEW) {
  const pages = addPreviewBanner(clientDir, reportSummary(admin.report));
  console.info(`postbuild: a draft's preview: ${pages} pages link to its content check`);
}
console.info(`postbuild: ${await precompress(clientDir)} files precompressed (br, gz)`);
console.info(`postbuild: ${await writeServerConfig(clientDir, buildRoot)}`);
// Last, on the files and headers as served: a page over its first round trip stops the build.
const trips = await checkFirstRoundTrips(clientDir);
if (trips.stop) {
  console.error(
    `\nThe build stopped: pages over their first round trip:\n${trips.over.map((line) => `  - ${line}`).join("\n")}\n`,
  );
  process.exit(1);
}
if (trips.over.length > 0) {
  console.warn(
    `postbuild: PAGE_BUDGETS=warn, pages over their first round trip:\n${trips.over.map((line) => `  - ${line}`).join("\n")}`,
  );
} else console.info(`postbuild: ${trips.summary}`);
const siteWarning = placeholderSiteWarning(configuredSiteUrl());
if (siteWarning) console.warn(siteWarning);
// The same list as the editors' page, /admin/content-check: warnings, then what is still missing.
console.warn(contentReportText(admin.report));
