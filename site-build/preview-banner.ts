/**
 * A draft's preview (a pull request's build, SITE_PREVIEW set by .github/workflows/site.yml) says
 * on every page that it is a preview, and links to its content check (/admin/content-check), so
 * the person who made the change sees the check's warnings where they look at the change. The
 * published site never has it. The link is spliced in before `</body>` at the offset the parser
 * reports, leaving every other byte as built; the page's policy is computed afterwards.
 */

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { brandColors } from "../app/lib/brand-colors.ts";
import { contentReportPath } from "../editor/settings.ts";
import { escapeHtml } from "../editor/staff-page.ts";
import { readSiteFiles } from "../server/site-files.ts";

const bannerStyle = `position:fixed;left:12px;bottom:12px;z-index:60;max-width:calc(100% - 96px);padding:8px 14px;border-radius:999px;background:${brandColors.ink};color:#fff;font:600 14px/1.3 system-ui,sans-serif;text-decoration:underline;box-shadow:0 2px 6px rgba(0,0,0,.3)`;

export function previewBannerHtml(summary: string): string {
  return `<a href="${contentReportPath}" style="${bannerStyle}">Draft preview · ${escapeHtml(summary)}</a>`;
}

/** The page with `banner` as the last thing in its body. */
export function withBanner(html: string, banner: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find((node) => node.nodeName === "html");
  const body =
    root && "childNodes" in root
      ? root.childNodes.find((node) => node.nodeName === "body")
      : undefined;
  const end =
    body?.sourceCodeLocation && "endTag" in body.sourceCodeLocation
      ? body.sourceCodeLocation.endTag
      : undefined;
  if (!end) throw new Error("The page has no </body> to put the preview's link before.");
  return `${html.slice(0, end.startOffset)}${banner}${html.slice(end.startOffset)}`;
}

/** Adds the banner to every page and not-found page of the build; returns how many. */
export function addPreviewBanner(clientDir: string, summary: string): number {
  const site = readSiteFiles(clientDir);
  const files = [...site.pages, ...site.notFound].map(({ file }) => file);
  const banner = previewBannerHtml(summary);
  for (const file of files) {
    const path = join(clientDir, file);
    writeFileSync(path, withBanner(readFileSync(path, "utf8"), banner));
  }
  return files.length;
}
