/** sitemap.xml and robots.txt, from the page registry and the public site URL. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One page in every language it is written in: `paths` by hreflang ("en", "id"), and which one is
 * `x-default`; for a guide, the day each language's version last changed (`lastmod`).
 */
export interface SitemapPage {
  paths: Readonly<Record<string, string>>;
  defaultLanguage: string;
  lastmod?: Readonly<Record<string, string>>;
}

/**
 * Every language's URL of every page, each listing all its languages (itself included) and
 * `x-default` as `xhtml:link` alternates, as search engines ask; a page written in one language
 * has none. A guide's URL says when it last changed (`lastmod`).
 */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = pages.flatMap(({ paths, defaultLanguage, lastmod }) => {
    const languages = Object.entries(paths);
    const fallback = paths[defaultLanguage] ?? languages[0]?.[1] ?? "";
    const alternates =
      languages.length < 2
        ? []
        : [...languages, ["x-default", fallback] as const].map(
            ([language, path]) =>
              `    <xhtml:link rel="alternate" hreflang="${language}" href="${href(path)}"/>`,
          );
    return languages.map(([language, path]) =>
      [
        "  <url>",
        `    <loc>${href(path)}</loc>`,
        ...(lastmod?.[language] ? [`    <lastmod>${escapeXml(lastmod[language])}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n"),
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
