/** sitemap.xml and robots.txt, from the app's own list of pages and the public site URL. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map(
    (path) => `  <url>\n    <loc>${escapeXml(new URL(path, siteUrl).href)}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

/** Writes both files into the build; the not-found page is left out because it is not a page. */
export function writeSitemap(clientDir: string, siteUrl: string, paths: readonly string[]): void {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, paths));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}
