/**
 * Writes the files search engines and link previews read: one Open Graph image per page, the
 * icons and web manifest, sitemap.xml and robots.txt. The prerendered pages are the source of truth
 * for what each image shows and where it goes (their og:title and og:image), so an image can never
 * disagree with the page that links it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { localizedPath } from "../app/content/pages.ts";
import { isPlaceholder, isPlaceholderContact, siteConfig } from "../app/content/site.ts";
import { type SitePage, sitePages } from "../app/content/site-pages.ts";
import { formatPrice } from "../app/lib/format-price.ts";
import { defaultLocale, type Locale, localeInfo, locales } from "../app/lib/locale.ts";
import { projectRoot } from "../server/output.ts";
import { pageFileOf } from "../server/site-files.ts";
import { readContentFiles } from "./content-modules.ts";
import { decodeHtml } from "./html.ts";
import { writeIcons } from "./icons.ts";
import { writeOgImage } from "./og-images.ts";
import { writeSitemap } from "./sitemap.ts";

/** The public origin the build is for: VITE_SITE_URL, as the app reads it, or the config's default. */
export function configuredSiteUrl(): string {
  return process.env.VITE_SITE_URL || siteConfig.siteUrl;
}

/** The attributes of every <meta> and <link> tag in a document (React's own output, not any HTML). */
export function headTags(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<(?:meta|link)\b([^>]*)>/g)].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        decodeHtml(value),
      ]),
    ),
  );
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

/**
 * The company facts in content/site.json still waiting for the company's own values (they show
 * on About, Contact and in the footer), and the halal promise it has not confirmed, as a warning in
 * plain words; undefined once all are real and confirmed.
 */
export function placeholderBusinessWarning(): string | undefined {
  const { business } = siteConfig;
  const facts: Array<[string, string]> = [
    ["legal name (legalName)", business.legalName],
    ["business ID (nib)", business.nib],
    ["Sertifikat Standar (sertifikatStandar)", business.sertifikatStandar],
    ...business.associations.flatMap(
      ({ name, memberNumber }): Array<[string, string]> => [
        ["association (associations[].name)", name],
        ["association member number (associations[].memberNumber)", memberNumber],
      ],
    ),
    ["street address (streetAddress)", business.streetAddress],
    ["postal code (postalCode)", business.postalCode],
    ["founding year (foundingYear)", business.foundingYear],
  ];
  const contacts: Array<[string, string]> = [
    ["WhatsApp number (whatsappNumber)", siteConfig.whatsappNumber],
    ["phone (phoneDisplay, phoneE164)", siteConfig.phoneE164],
    ["general email (emailGeneral)", siteConfig.emailGeneral],
    ["bookings email (emailBookings)", siteConfig.emailBookings],
    ["social network page (socialUrl)", siteConfig.socialUrl],
  ];
  const missing = [
    ...facts.filter(([, value]) => isPlaceholder(value)),
    ...contacts.filter(([, value]) => isPlaceholderContact(value)),
  ].map(([name]) => name);
  const unconfirmed = siteConfig.halalMealsConfirmed
    ? []
    : [
        "  Meals are promised as Muslim-friendly (no pork, no alcohol; halal-certified restaurants where",
        "  available) until the company confirms halal-certified meals: 'Every meal is halal-certified'",
        "  in Company details (halalMealsConfirmed in content/site.json).",
      ];
  if (missing.length === 0 && unconfirmed.length === 0) return undefined;
  return [
    "",
    ...(missing.length > 0
      ? [
          "  WARNING: these company facts are still placeholders, shown to visitors as written:",
          ...missing.map((name) => `    - ${name}`),
          "  Fill them in before publishing: Company details in the CMS (content/site.json, business).",
        ]
      : []),
    ...unconfirmed,
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
  if (!tags.some((tag) => tag.rel === "alternate" && tag.hreflang === "x-default")) {
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

/** A package's price as its share image shows it: "Starting from IDR 12,500,000 per person". */
export function packagePriceLine(
  content: ReturnType<typeof readContentFiles>,
  slug: string,
  locale: Locale,
): string | undefined {
  const item = content.packages().find((candidate) => candidate.slug === slug);
  const price = (item?.data[locale] as { priceIdr?: number } | undefined)?.priceIdr;
  const ui = (content.page("shell")[locale] as { ui: { startingFrom: string; perPerson: string } })
    .ui;
  return price === undefined
    ? undefined
    : `${formatPrice(price, locale, ui.startingFrom)} ${ui.perPerson}`;
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

  const sitemapPages = sitePages(defaultLocale).map((page) => ({
    paths: Object.fromEntries(
      locales.map((locale) => [localeInfo[locale].tag, page.alternates[locale]]),
    ),
    defaultLanguage: localeInfo[defaultLocale].tag,
  }));
  writeSitemap(clientDir, siteUrl, sitemapPages);

  const kilobytes = sizes.map(
    (size, index) => `${heads[index]?.path} ${Math.round(size / 1024)} KB`,
  );
  return [
    `${sizes.length} Open Graph images (${kilobytes.join(", ")})`,
    `${icons.length - 1} icons (favicon.ico included) and site.webmanifest`,
    `sitemap.xml (${heads.length} URLs) and robots.txt for ${siteUrl}`,
  ].join("; ");
}
