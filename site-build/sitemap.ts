/** sitemap.xml and robots.txt, from the page registry and the public site URL. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** One page in every language: `paths` by hreflang ("en", "id"), and which one is `x-default`. */
export interface SitemapPage {
  paths: Readonly<Record<string, string>>;
  defaultLanguage: string;
}

/**
 * Every language's URL of every page, each listing all its languages (itself included) and
 * `x-default` as `xhtml:link` alternates, as search engines ask.
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = pages.flatMap(({ paths, defaultLanguage }) => {
    const alternates = [
      ...Object.entries(paths).map(([language, path]) => [language, path] as const),
      ["x-default", paths[defaultLanguage] ?? ""] as const,
    ].map(
      ([language, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${href(path)}"/>`,
    );
    return Object.values(paths).map((path) =>
      ["  <url>", `    <loc>${href(path)}</loc>`, ...alternates, "  </url>"].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

/** Writes both files into the build; the not-found pages are left out because they are not pages. */
export function writeSitemap(clientDir: string, siteUrl: string, pages: readonly SitemapPage[]) {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}
