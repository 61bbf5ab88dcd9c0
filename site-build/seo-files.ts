/**
 * Writes the files search engines and link previews read: one Open Graph image per page, the
 * icons and web manifest, sitemap.xml and robots.txt. The prerendered pages are the source of truth
 * for what each image shows and where it goes (their og:title and og:image), so an image can never
 * disagree with the page that links it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { localizedPath } from "../app/copy/pages.ts";
import type { PackageData } from "../app/copy/schema/package.ts";
import type { PageData } from "../app/copy/schema/page-schemas.ts";
import { siteConfig } from "../app/copy/site.ts";
import { defaultLocale, type Locale, localeInfo, locales } from "../app/lib/locale.ts";
import { startingPriceWords } from "../app/trip/departure-price.ts";
import { buildDay } from "../content-check/build-day.ts";
import { type ContentFiles, readContentFiles } from "../content-check/content-files.ts";
import { type SitePage, sitePages } from "../content-check/site-pages.ts";
import { projectRoot } from "../project/output.ts";
import { pageFileOf } from "../server/site-files.ts";
import { htmlElements } from "./html.ts";
import { writeIcons } from "./icons.ts";
import { writeOgImage } from "./og-images.ts";
import { type SitemapPage, writeSitemap } from "./sitemap.ts";

/** The public origin the build is for: VITE_SITE_URL, as the app reads it, or the config's default. */
export function configuredSiteUrl(): string {
  return process.env.VITE_SITE_URL || siteConfig.siteUrl;
}

/** The attributes of every <meta> and <link> tag in a document. */
export function headTags(html: string): Array<Record<string, string>> {
  return htmlElements(html)
    .filter(({ name }) => name === "meta" || name === "link")
    .map(({ attributes }) => attributes);
}

export interface PageHead {
  page: SitePage;
  locale: Locale;
  path: string;
  canonical: string;
  title: string;
  description: string;
  ogImage: string;
  themeColor: string;
}

/** The HTML file the prerender wrote for a page path (`about.html` or `about/index.html`). */
function pageFile(clientDir: string, path: string): string {
  return join(clientDir, pageFileOf(path));
}

/**
 * A warning, in plain words, when the build is for the placeholder address (VITE_SITE_URL unset,
 * or set to a reserved `.example` domain): every canonical URL, share image and the sitemap then
 * name a site that does not exist. A warning, not a failure: local builds and tests use it.
 */
export function placeholderSiteWarning(siteUrl: string): string | undefined {
  const { hostname } = new URL(siteUrl);
  if (!hostname.endsWith(".example")) return undefined;
  return [
    "",
    `  WARNING: this build is for the placeholder address ${siteUrl}.`,
    "  Canonical URLs, Open Graph tags and images, the sitemap and robots.txt all name it,",
    "  so search engines and shared links would point at a site that does not exist.",
    "  Before publishing, build for the real address:",
    "",
    "    VITE_SITE_URL=https://www.your-domain.co.id npm run build",
    "",
  ].join("\n");
}

/** Reads one prerendered page's head and checks it was built for `siteUrl`. */
export function readPageHead(
  clientDir: string,
  page: SitePage,
  locale: Locale,
  siteUrl: string,
): PageHead {
  const { path } = page;

  const tags = headTags(readFileSync(pageFile(clientDir, path), "utf8"));
  const find = (key: string, value: string, attribute = "content") => {
    const found = tags.find((tag) => tag[key] === value)?.[attribute];
    if (!found) throw new Error(`Page ${path} has no ${key}="${value}".`);
    return found;
  };
  const canonical = find("rel", "canonical", "href");
  if (canonical !== new URL(path, siteUrl).href) {
    throw new Error(
      `Page ${path} was built with canonical ${canonical}, but the site URL is ${siteUrl}: ` +
        "set VITE_SITE_URL in the environment of the whole build.",
    );
  }
  const suffix = ` | ${siteConfig.brandName}`;
  const ogTitle = find("property", "og:title");
  if (!ogTitle.endsWith(suffix)) throw new Error(`Page ${path}'s og:title lacks "${suffix}".`);
  const ogImage = find("property", "og:image");
  if (new URL(ogImage).origin !== new URL(siteUrl).origin) {
    throw new Error(`Page ${path}'s og:image ${ogImage} is not on ${siteUrl}.`);
  }
  const languages = Object.keys(page.alternates).length;
  if (
    languages > 1 &&
    !tags.some((tag) => tag.rel === "alternate" && tag.hreflang === "x-default")
  ) {
    throw new Error(`Page ${path} has no x-default language alternate.`);
  }
  return {
    page,
    locale,
    path,
    canonical,
    title: ogTitle.slice(0, -suffix.length),
    description: find("name", "description"),
    ogImage,
    themeColor: find("name", "theme-color"),
  };
}

/**
 * A package's starting price and what it assumes, as its share image and flyer say it, on the
 * build's day: "Mulai dari Rp15.900.000 per orang, kamar twin, keberangkatan termurah".
 */
export function startingPriceLine(
  item: PackageData,
  shell: PageData<"shell">,
  locale: Locale,
): string {
  const { price, priceBasis } = startingPriceWords(
    item,
    buildDay(),
    { startingFrom: shell.ui.startingFrom, priceBasis: shell.packageWords.priceBasis },
    locale,
  );
  return `${price} ${priceBasis}`;
}

/** A package's price as its share image shows it: "Starting from IDR 12,500,000 per person". */
export function packagePriceLine(
  content: ContentFiles,
  slug: string,
  locale: Locale,
): string | undefined {
  const item = content.packages().find((candidate) => candidate.slug === slug);
  return item
    ? startingPriceLine(item.data[locale], content.pages(locale).shell, locale)
    : undefined;
}

/**
 * Every page once, in the languages it is written in (a guide may have one), with the day each
 * guide's version last changed.
 */
export function sitemapPages(): SitemapPage[] {
  const tag = (locale: Locale) => localeInfo[locale].tag;
  const pages = locales.flatMap((locale) => sitePages(locale));
  const updatedOn = new Map(pages.map((page) => [page.path, page.updatedOn]));
  const seen = new Set<string>();
  return pages.flatMap((page) => {
    const key = JSON.stringify(page.alternates);
    if (seen.has(key)) return [];
    seen.add(key);
    const written = locales.flatMap((code) => {
      const path = page.alternates[code];
      return path ? [{ language: tag(code), path, lastmod: updatedOn.get(path) }] : [];
    });
    const lastmod = written.flatMap(({ language, lastmod }) =>
      lastmod ? [[language, lastmod]] : [],
    );
    return [
      {
        paths: Object.fromEntries(written.map(({ language, path }) => [language, path])),
        defaultLanguage: tag(defaultLocale),
        ...(lastmod.length > 0 ? { lastmod: Object.fromEntries(lastmod) } : {}),
      },
    ];
  });
}

export async function writeSeoFiles(clientDir: string): Promise<string> {
  const siteUrl = configuredSiteUrl();
  const heads = locales.flatMap((locale) =>
    sitePages(locale).map((page) => readPageHead(clientDir, page, locale, siteUrl)),
  );
  const homePath = localizedPath("home", defaultLocale);
  const home = heads.find((head) => head.path === homePath);
  if (!home) throw new Error("The page list has no home page.");

  const footer = `${new URL(siteUrl).host}  ·  ${siteConfig.city}, ${siteConfig.country}`;
  const content = readContentFiles(projectRoot);
  const sizes = await Promise.all(
    heads.map((page) =>
      writeOgImage(
        clientDir,
        {
          art: page.page.shareArt,
          title: page.title,
          detail: page.page.packageSlug
            ? packagePriceLine(content, page.page.packageSlug, page.locale)
            : undefined,
          file: new URL(page.ogImage).pathname.slice(1),
        },
        { brand: siteConfig.brandName, footer },
      ),
    ),
  );

  const icons = await writeIcons(clientDir, {
    name: siteConfig.brandName,
    shortName: siteConfig.brandName,
    description: home.description,
    language: localeInfo[defaultLocale].tag,
    themeColor: home.themeColor,
    backgroundColor: home.themeColor,
  });

  writeSitemap(clientDir, siteUrl, sitemapPages());

  const kilobytes = sizes.map(
    (size, index) => `${heads[index]?.path} ${Math.round(size / 1024)} KB`,
  );
  return [
    `${sizes.length} Open Graph images (${kilobytes.join(", ")})`,
    `${icons.length - 1} icons (favicon.ico included) and site.webmanifest`,
    `sitemap.xml (${heads.length} URLs) and robots.txt for ${siteUrl}`,
  ].join("; ");
}
