import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { packagePath, packageShareImagePath, shareImagePath } from "../../app/copy/pages.ts";
import { sitePages } from "../../content-check/site-pages.ts";
import { clientDir } from "../../project/output.ts";
import {
  expect,
  factsOf,
  fullTitle,
  gotoHydrated,
  type Locale,
  localeInfo,
  locales,
  localizedPath,
  notFoundRoutes,
  type PageKey,
  routesIn,
  siteConfig,
  siteRoutes,
  test,
  urlEndingIn,
} from "./fixtures";

/** The public origin the build was made for (the same rule as the build). */
const siteUrl = process.env.VITE_SITE_URL || siteConfig.siteUrl;
const brand = siteConfig.brandName;
const absolute = (path: string) => new URL(path, siteUrl).href;

/** The absolute URL of a page in a language. */
const urlOf = (key: PageKey, locale: Locale) => absolute(localizedPath(key, locale));

const otherOgLocales = (locale: Locale) =>
  locales.filter((code) => code !== locale).map((code) => localeInfo[code].ogLocale);

type JsonLdNode = Record<string, unknown> & { "@type": string | string[] };

/** Fetches a URL of the public site from the local server: same path, local origin. */
async function fetchPublic(request: APIRequestContext, url: string) {
  const parsed = new URL(url);
  expect(parsed.origin, `${url} is on the site's origin`).toBe(new URL(siteUrl).origin);
  const response = await request.get(parsed.pathname);
  expect(response.status(), `${parsed.pathname} is served`).toBe(200);
  return response;
}

async function imageOf(request: APIRequestContext, url: string, contentType: string) {
  const response = await fetchPublic(request, url);
  expect(response.headers()["content-type"]).toBe(contentType);
  const body = await response.body();
  return { body, metadata: await sharp(body).metadata() };
}

type JsdomConstructor = new (html: string) => { window: { document: Document } };
/** jsdom, which the unit tests use too (it has no types). */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };
const parseHtml = (html: string) => new JSDOM(html).window.document;

const metaContent = (page: Page, key: "name" | "property", value: string) =>
  page.locator(`head meta[${key}="${value}"]`).getAttribute("content");

/** The page's one JSON-LD graph, parsed from a document. */
function graphIn(doc: Document): JsonLdNode[] {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? "",
  );
  expect(scripts, "one JSON-LD script").toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? "") as { "@context": string; "@graph": JsonLdNode[] };
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

/** The page's one JSON-LD graph, parsed: from the page in the browser, or from its served HTML. */
async function graphOf(page: Page | APIRequestContext, path?: string): Promise<JsonLdNode[]> {
  const scripts =
    "locator" in page
      ? await page.locator('script[type="application/ld+json"]').allTextContents()
      : [
          ...(await (await page.get(path ?? "")).text()).matchAll(
            /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
          ),
        ].map(([, json]) => json ?? "");
  expect(scripts, "one JSON-LD script").toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? "") as { "@context": string; "@graph": JsonLdNode[] };
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

/** The nodes of a type; a node may have several ("Product" and "TouristTrip" on one package). */
const nodesOf = (graph: JsonLdNode[], type: string) =>
  graph.filter((n) => [n["@type"]].flat().includes(type));

/**
 * What crawlers and link previews (WhatsApp, Facebook) read: the prerendered HTML as served. They
 * run no JavaScript, so the tags must be in it, not only in the hydrated page.
 */
async function servedHead(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return html.slice(0, html.indexOf("</head>"));
}

/** The hreflang links of a served head: { en: …, id: …, "x-default": … }. */
function hreflangsIn(head: string): Record<string, string> {
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(
      ([, lang, href]) => [lang, href],
    ),
  );
}

test.describe("search and sharing tags", () => {
  for (const route of siteRoutes) {
    const { locale, path } = route;

    test(`${route.name}: title, description, canonical, languages and share card`, async ({
      request,
      content,
    }) => {
      const { meta, shareImage, alternates: paths } = factsOf(content, route);
      // Each language the page is written in and the default's as x-default; a guide written in
      // one language has none.
      const written = locales.flatMap((code) => {
        const alternate = paths[code];
        return alternate ? [[localeInfo[code].tag, absolute(alternate)] as const] : [];
      });
      const alternates =
        written.length > 1
          ? { ...Object.fromEntries(written), "x-default": absolute(paths.en ?? path) }
          : {};
      // What crawlers and link previews (WhatsApp, Facebook) read: the HTML as served. They run
      // no JavaScript; that hydration keeps these tags is checked below, once (the same code in
      // both languages).
      const doc = parseHtml(await (await request.get(path)).text());
      const head = doc.head;
      const metaContent = (key: "name" | "property", value: string) =>
        head.querySelector(`meta[${key}="${value}"]`)?.getAttribute("content") ?? null;
      expect(doc.documentElement.getAttribute("lang")).toBe(localeInfo[locale].tag);
      expect(doc.title).toBe(fullTitle(meta.title));
      const description = metaContent("name", "description");
      expect(description).toBe(meta.description);
      expect(meta.description.length, "fits a link preview").toBeLessThanOrEqual(160);
      expect(meta.description.length).toBeGreaterThan(50);

      const canonical = head.querySelectorAll('link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]?.getAttribute("href")).toBe(absolute(path));
      expect(head.querySelector('meta[name="robots"]')).toBeNull();

      // The page in every language, absolute, English as the default.
      const alternatesIn = Object.fromEntries(
        [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      );
      expect(alternatesIn).toEqual(alternates);

      const og = (name: string) => metaContent("property", `og:${name}`);
      const twitter = (name: string) => metaContent("name", `twitter:${name}`);
      expect(og("type")).toBe("website");
      expect(og("site_name")).toBe(brand);
      expect(og("locale")).toBe(localeInfo[locale].ogLocale);
      expect(
        [...head.querySelectorAll('meta[property="og:locale:alternate"]')].map((tag) =>
          tag.getAttribute("content"),
        ),
      ).toEqual(written.length > 1 ? otherOgLocales(locale) : []);
      expect(og("title")).toBe(fullTitle(meta.title));
      expect(og("description")).toBe(meta.description);
      expect(og("url")).toBe(absolute(path));
      expect(twitter("card")).toBe("summary_large_image");
      // X falls back to og:title, og:description and og:image: not written twice.
      const ownTwitter = (name: string) => head.querySelector(`meta[name="twitter:${name}"]`);
      expect(ownTwitter("title")).toBeNull();
      expect(ownTwitter("description")).toBeNull();

      // The share image: this page's, in this language, drawn by the build.
      const image = absolute(shareImage);
      expect(og("image")).toBe(image);
      expect(ownTwitter("image")).toBeNull();
      expect(og("image:type")).toBe("image/jpeg");
      expect(og("image:width")).toBe("1200");
      expect(og("image:height")).toBe("630");
      // Describes the picture rather than repeating the title.
      expect(og("image:alt")).toBe(meta.imageAlt);
      expect(meta.imageAlt).not.toContain(meta.title);
      expect(twitter("image:alt")).toBe(meta.imageAlt);

      const built = readFileSync(join(clientDir, shareImage));
      const builtMetadata = await sharp(built).metadata();
      expect(builtMetadata.format).toBe("jpeg");
      expect([builtMetadata.width, builtMetadata.height]).toEqual([1200, 630]);
      expect(built.length, "WhatsApp's 300 KB limit").toBeLessThan(300 * 1024);
      const served = await imageOf(request, image, "image/jpeg");
      expect(served.body.equals(built), "the served image is the built one").toBe(true);

      // JSON-LD: the page, in its language.
      const graph = graphIn(doc);
      const webPages = nodesOf(graph, "WebPage");
      expect(webPages).toHaveLength(1);
      expect(webPages[0]).toMatchObject({
        url: absolute(path),
        name: meta.title,
        description: meta.description,
        inLanguage: localeInfo[locale].tag,
      });
    });
  }

  for (const { key } of routesIn("en")) {
    test(`${key}: the two languages point at each other`, async ({ request }) => {
      const heads = Object.fromEntries(
        await Promise.all(
          locales.map(async (locale) => [
            locale,
            await servedHead(request, localizedPath(key, locale)),
          ]),
        ),
      ) as Record<Locale, string>;
      const canonicalOf = (head: string) => head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      const en = hreflangsIn(heads.en);
      const id = hreflangsIn(heads.id);
      expect(id.en).toBe(canonicalOf(heads.en));
      expect(en.id).toBe(canonicalOf(heads.id));
      expect(en).toEqual(id);
      expect(en["x-default"]).toBe(canonicalOf(heads.en));
    });
  }

  test("titles, descriptions and share images differ from page to page and language to language", async ({
    request,
  }) => {
    const seen = { titles: new Set(), descriptions: new Set(), images: new Set() };
    for (const { path } of siteRoutes) {
      const head = await servedHead(request, path);
      seen.titles.add(head.match(/<title>([^<]*)<\/title>/)?.[1]);
      seen.descriptions.add(head.match(/<meta name="description" content="([^"]*)"/)?.[1]);
      const image = head.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
      const response = await fetchPublic(request, image ?? "");
      seen.images.add((await response.body()).toString("base64"));
    }
    expect(seen.titles.size).toBe(siteRoutes.length);
    expect(seen.descriptions.size).toBe(siteRoutes.length);
    expect(seen.images.size).toBe(siteRoutes.length);
  });

  test("the not-found page is kept out of search and has no canonical URL: as served in each language, and once hydrated", async ({
    page,
    request,
    content,
    health,
  }) => {
    for (const { locale, path } of notFoundRoutes) {
      const { notFound } = content[locale].shell;
      // What crawlers read: the HTML as served, in each language.
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const doc = parseHtml(await response.text());
      const head = doc.head;
      const tag = (selector: string) => head.querySelector(selector)?.getAttribute("content");
      expect(doc.title, path).toBe(fullTitle(notFound.meta.title));
      expect(tag('meta[name="description"]'), path).toBe(notFound.meta.description);
      expect(tag('meta[property="og:locale"]'), path).toBe(localeInfo[locale].ogLocale);
      expect(tag('meta[name="robots"]'), path).toBe("noindex");
      for (const selector of [
        'link[rel="canonical"]',
        'link[rel="alternate"]',
        'meta[property="og:url"]',
        'meta[property="og:image"]',
      ]) {
        expect(head.querySelectorAll(selector), `${path}: ${selector}`).toHaveLength(0);
      }
    }

    // Hydration keeps them: the same code in both languages, so once, in English (the Indonesian
    // page's title and robots tag once hydrated are in not-found.spec.ts).
    const { locale, path } = notFoundRoutes.find((route) => route.locale === "en") ?? {};
    if (!locale || !path) throw new Error("No English unknown path");
    const { notFound } = content[locale].shell;
    health.allowStatus(urlEndingIn(path), 404);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(fullTitle(notFound.meta.title));
    expect(await metaContent(page, "name", "description")).toBe(notFound.meta.description);
    expect(await metaContent(page, "property", "og:locale")).toBe(localeInfo[locale].ogLocale);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(0);
  });
});

test.describe("structured data (JSON-LD)", () => {
  test("the home page describes the company as a Jakarta travel agency; no page has ratings", async ({
    request,
  }) => {
    const homes = locales.map((locale) => localizedPath("home", locale));
    for (const { path } of siteRoutes) {
      const graph = await graphOf(request, path);
      expect(JSON.stringify(graph), `${path}: no review markup`).not.toMatch(/Review|Rating/);
      const agencies = nodesOf(graph, "TravelAgency");
      // Described on the home page; the other pages name it by its @id (package.spec below).
      const namesIt = homes.includes(path);
      expect(agencies, path).toHaveLength(namesIt ? 1 : 0);
      if (!namesIt) continue;
      expect(agencies[0], path).toMatchObject({
        "@id": absolute("/#organization"),
        name: brand,
        url: absolute("/"),
        address: {
          "@type": "PostalAddress",
          addressLocality: siteConfig.city,
          addressCountry: siteConfig.countryCode,
        },
        telephone: siteConfig.phoneE164,
        email: siteConfig.emailGeneral,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: siteConfig.phoneE164,
          email: siteConfig.emailGeneral,
          availableLanguage: locales.map((locale) => localeInfo[locale].tag),
        },
        sameAs: [siteConfig.socialUrl],
      });
    }
    const graph = await graphOf(request, "/");
    const logo = String(nodesOf(graph, "TravelAgency")[0]?.logo);
    const { metadata } = await imageOf(request, logo, "image/png");
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
  });

  for (const locale of locales) {
    test(`home names the site; inner pages carry the breadcrumb Home → page (${locale})`, async ({
      request,
      content,
    }) => {
      // Named as the menu names them, or the footer for the guides, the privacy notice and the
      // terms.
      const { header, footer } = content[locale].shell;
      const nameOf = (key: PageKey) =>
        [...header.navigation, ...footer.quickLinks, ...footer.legalLinks].find(
          (link) => link.to === localizedPath(key, locale),
        )?.label;
      const home = await graphOf(request, localizedPath("home", locale));
      expect(nodesOf(home, "WebSite")[0]).toMatchObject({
        name: brand,
        url: urlOf("home", locale),
        inLanguage: localeInfo[locale].tag,
      });
      expect(nodesOf(home, "BreadcrumbList")).toHaveLength(0);

      for (const route of routesIn(locale).filter((r) => r.key !== "home")) {
        const crumbs = nodesOf(await graphOf(request, route.path), "BreadcrumbList");
        expect(crumbs, route.path).toHaveLength(1);
        expect(crumbs[0]?.itemListElement).toEqual([
          { "@type": "ListItem", position: 1, name: nameOf("home"), item: urlOf("home", locale) },
          { "@type": "ListItem", position: 2, name: nameOf(route.key), item: absolute(route.path) },
        ]);
      }
    });

    // Read from the HTML as served, as crawlers read it; that hydration keeps it is checked below.
    test(`the tours page lists each package by its page, which offers the trip in rupiah (${locale})`, async ({
      request,
      content,
    }) => {
      const { items: tours } = content[locale].pages.tours.packages;
      const graph = await graphOf(request, localizedPath("tours", locale));
      // A summary page: the trips themselves are described on the packages' own pages.
      expect(nodesOf(graph, "TouristTrip")).toHaveLength(0);
      const lists = nodesOf(graph, "ItemList");
      expect(lists).toHaveLength(1);
      expect(lists[0]?.itemListElement).toEqual(
        tours.map((tour, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: absolute(packagePath(tour.slug, locale)),
        })),
      );
      for (const tour of tours) {
        const path = packagePath(tour.slug, locale);
        const own = await graphOf(request, path);
        const agencyId = absolute("/#organization");
        const trips = nodesOf(own, "TouristTrip");
        expect(trips, path).toHaveLength(1);
        const ids = own.map((node) => node["@id"]).filter(Boolean);
        expect(new Set(ids).size, `${path}: one node per @id`).toBe(ids.length);
        expect(trips[0]).toMatchObject({
          "@id": `${absolute(path)}#package`,
          name: tour.title,
          description: tour.description,
          provider: { "@id": agencyId },
          "@type": ["Product", "TouristTrip"],
          image: absolute(packageShareImagePath(tour.slug, locale)),
          offers: {
            "@type": "Offer",
            price: tour.priceIdr,
            priceCurrency: "IDR",
            availability: "https://schema.org/InStock",
            url: absolute(path),
          },
        });
      }
    });
  }

  // The same code in both languages: once, in Indonesian.
  test("hydration keeps the prerendered tags, once, and navigation updates them (id)", async ({
    page,
    content,
  }) => {
    const locale = "id";
    const { shell, pages } = content[locale];
    // The JSON-LD is only in the prerendered HTML (not in the browser bundle): hydration must
    // keep it, without a hydration error.
    await gotoHydrated(page, localizedPath("tours", locale));
    expect(nodesOf(await graphOf(page), "ItemList")[0]?.itemListElement).toHaveLength(
      pages.tours.packages.items.length,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    const contactLink = shell.header.navigation.find(
      (link) => link.to === localizedPath("contact", locale),
    );
    await page
      .getByRole("banner")
      .getByRole("link", { name: contactLink?.label, exact: true })
      .click();
    await expect(page).toHaveURL(localizedPath("contact", locale));
    await expect(page).toHaveTitle(fullTitle(pages.contact.meta.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      urlOf("contact", locale),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      absolute(shareImagePath("contact", locale)),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      "content",
      localeInfo[locale].ogLocale,
    );
  });
});

test.describe("sitemap and robots.txt", () => {
  test("sitemap.xml lists every page of the site in its languages, each with its alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
      loc: body.match(/<loc>([^<]+)<\/loc>/)?.[1],
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, href],
        ),
      ),
    }));
    // Every page a visitor can reach: the registry's pages, each package's and each guide's.
    const site = locales.flatMap((locale) => sitePages(locale));
    expect(site.length).toBe(siteRoutes.length);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      site.map((page) => absolute(page.path)).sort(),
    );
    for (const page of site) {
      const entry = entries.find((candidate) => candidate.loc === absolute(page.path));
      // Each language the page is written in, and the default's as x-default; none for a guide
      // written in one language.
      const written = locales.flatMap((code) => {
        const path = page.alternates[code];
        return path ? [[localeInfo[code].tag, absolute(path)] as const] : [];
      });
      expect(entry?.alternates, page.path).toEqual(
        written.length > 1
          ? {
              ...Object.fromEntries(written),
              "x-default": absolute(page.alternates.en ?? page.path),
            }
          : {},
      );
    }
    for (const { loc } of entries) await fetchPublic(request, loc ?? "");
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });
});

test.describe("icons and web manifest", () => {
  test("the head links the favicons, the apple-touch-icon and a theme colour; the manifest names the site and lists icons that load at their sizes", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/about");
    const href = (selector: string) => page.locator(`head ${selector}`).getAttribute("href");

    // The SVG favicon is the logo, /favicon.svg (which the manifest lists too), linked by the
    // page's script once the page is painted.
    expect(await href('link[rel="icon"][type="image/svg+xml"]')).toBe("/favicon.svg");
    const svg = await request.get("/favicon.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toBe("image/svg+xml");
    expect(await svg.text()).toContain("<path");

    // Search engines want a PNG favicon whose side is a multiple of 48 px.
    const png = await href('link[rel="icon"][type="image/png"][sizes="48x48"]');
    const favicon = await imageOf(request, absolute(png ?? ""), "image/png");
    expect([favicon.metadata.width, favicon.metadata.height]).toEqual([48, 48]);

    const touch = await href('link[rel="apple-touch-icon"]');
    const apple = await imageOf(request, absolute(touch ?? ""), "image/png");
    expect([apple.metadata.width, apple.metadata.height]).toEqual([180, 180]);
    expect(apple.metadata.hasAlpha, "iOS icons are opaque").toBe(false);

    const theme = await metaContent(page, "name", "theme-color");
    expect(theme).toMatch(/^#[\da-f]{6}$/i);

    // Search engines read the icons from the HTML as served; the manifest and the SVG favicon
    // are only linked once the app runs, so the browser fetches neither before the first paint
    // and they take no bytes of the first round trip (decision 0005).
    const served = await (await request.get("/about")).text();
    expect(served).toContain('rel="icon" href="/icons/favicon-48.png"');
    expect(served).not.toContain("image/svg+xml");
    expect(served).toContain('rel="apple-touch-icon"');
    expect(served).not.toContain('rel="manifest"');

    // The manifest, linked once the app runs (on every page).
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
    const response = await request.get(manifestHref ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: brand,
      short_name: expect.any(String),
      start_url: "/",
      display: "standalone",
      theme_color: theme,
      background_color: expect.stringMatching(/^#[\da-f]{6}$/i),
    });
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of pngs) {
      const { metadata } = await imageOf(request, absolute(icon.src), "image/png");
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
      if (icon.purpose === "maskable") expect(metadata.hasAlpha, "maskable is opaque").toBe(false);
    }
    const svgIcon = manifest.icons.find((icon) => icon.type === "image/svg+xml");
    expect((await request.get(svgIcon?.src ?? "/missing")).status()).toBe(200);
  });
});
