import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { notFoundPath, pagePaths } from "../../app/content/routes.ts";
import { siteConfig } from "../../app/content/site.ts";
import { expect, gotoHydrated, routes, test } from "./fixtures";

/** The public origin the build was made for (the same rule as the build). */
const siteUrl = process.env.VITE_SITE_URL || siteConfig.siteUrl;
const brand = siteConfig.brandName;
const absolute = (path: string) => new URL(path, siteUrl).href;

const packages = [
  { name: "Tokyo Discovery", slug: "tokyo-discovery", price: 12_500_000 },
  { name: "Osaka & Kyoto Heritage", slug: "osaka-kyoto-heritage", price: 14_800_000 },
  { name: "Mount Fuji & Hakone", slug: "mount-fuji-hakone", price: 11_200_000 },
  { name: "Hokkaido Winter Wonderland", slug: "hokkaido-winter-wonderland", price: 18_500_000 },
];

type JsonLdNode = Record<string, unknown> & { "@type": string };

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

const metaContent = (page: Page, key: "name" | "property", value: string) =>
  page.locator(`head meta[${key}="${value}"]`).getAttribute("content");

/** The page's one JSON-LD graph, parsed. */
async function graphOf(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts, "one JSON-LD script").toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? "") as { "@context": string; "@graph": JsonLdNode[] };
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

const nodesOf = (graph: JsonLdNode[], type: string) => graph.filter((n) => n["@type"] === type);

/**
 * What crawlers and link previews (WhatsApp, Facebook) read: the prerendered HTML as served. They
 * run no JavaScript, so the tags must be in it, not only in the hydrated page.
 */
async function servedHead(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return html.slice(0, html.indexOf("</head>"));
}

test.describe("search and sharing tags", () => {
  for (const route of routes) {
    test(`${route.path} has its title, description, canonical URL and share card`, async ({
      page,
      request,
      health,
    }) => {
      await gotoHydrated(page, route.path);
      const title = await page.title();
      expect(title).toMatch(new RegExp(`^\\S.* \\| ${brand}$`));
      const description = await metaContent(page, "name", "description");
      expect(description?.length ?? 0).toBeGreaterThan(50);

      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(absolute(route.path));
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

      const og = (name: string) => metaContent(page, "property", `og:${name}`);
      const twitter = (name: string) => metaContent(page, "name", `twitter:${name}`);
      expect(await og("type")).toBe("website");
      expect(await og("site_name")).toBe(brand);
      expect(await og("locale")).toBe(siteConfig.locale);
      expect(await og("title")).toBe(title);
      expect(await og("description")).toBe(description);
      expect(await og("url")).toBe(canonical);
      expect(await twitter("card")).toBe("summary_large_image");
      expect(await twitter("title")).toBe(title);
      expect(await twitter("description")).toBe(description);

      const image = await og("image");
      const name = route.path === "/" ? "home" : route.path.slice(1);
      expect(image).toBe(absolute(`/og/${name}.jpg`));
      expect(await twitter("image")).toBe(image);
      expect(await og("image:type")).toBe("image/jpeg");
      expect(await og("image:width")).toBe("1200");
      expect(await og("image:height")).toBe("630");
      expect(await og("image:alt")).toContain(title.replace(` | ${brand}`, ""));
      expect(await twitter("image:alt")).toBe(await og("image:alt"));

      const { body, metadata } = await imageOf(request, image ?? "", "image/jpeg");
      expect(metadata.format).toBe("jpeg");
      expect([metadata.width, metadata.height]).toEqual([1200, 630]);
      expect(body.length, "WhatsApp's 300 KB limit").toBeLessThan(300 * 1024);

      const served = await servedHead(request, route.path);
      expect(served).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(served).toContain(`<meta property="og:image" content="${image}"/>`);
      expect(served).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
      expect(served).toContain('<script type="application/ld+json">');
      expect(health.consoleErrors).toEqual([]);
    });
  }

  test("titles, descriptions and share images differ from page to page", async ({
    page,
    request,
  }) => {
    const seen = { titles: new Set(), descriptions: new Set(), images: new Set() };
    for (const path of pagePaths) {
      await gotoHydrated(page, path);
      seen.titles.add(await page.title());
      seen.descriptions.add(await metaContent(page, "name", "description"));
      const image = await metaContent(page, "property", "og:image");
      const response = await fetchPublic(request, image ?? "");
      seen.images.add((await response.body()).toString("base64"));
    }
    expect(seen.titles.size).toBe(pagePaths.length);
    expect(seen.descriptions.size).toBe(pagePaths.length);
    expect(seen.images.size).toBe(pagePaths.length);
  });

  test("the not-found page is kept out of search and has no canonical URL", async ({
    page,
    request,
    health,
  }) => {
    health.allowStatus(/\/no-such-page$/, 404);
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await servedHead(request, "/no-such-page")).toContain(
      '<meta name="robots" content="noindex"/>',
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(0);
  });
});

test.describe("structured data (JSON-LD)", () => {
  test("every page describes the company as a Jakarta travel agency, without ratings", async ({
    page,
    request,
  }) => {
    for (const path of pagePaths) {
      await gotoHydrated(page, path);
      const graph = await graphOf(page);
      expect(JSON.stringify(graph), `${path}: no review markup`).not.toMatch(/Review|Rating/);
      const agencies = nodesOf(graph, "TravelAgency");
      expect(agencies, path).toHaveLength(1);
      expect(agencies[0], path).toMatchObject({
        "@id": absolute("/#organization"),
        name: brand,
        url: absolute("/"),
        address: { "@type": "PostalAddress", addressLocality: "Jakarta", addressCountry: "ID" },
        telephone: siteConfig.phoneE164,
        email: siteConfig.emailGeneral,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: siteConfig.phoneE164,
          email: siteConfig.emailGeneral,
          availableLanguage: ["en", "id"],
        },
        sameAs: [siteConfig.socialUrl],
      });
    }
    const graph = await graphOf(page);
    const logo = String(nodesOf(graph, "TravelAgency")[0]?.logo);
    const { metadata } = await imageOf(request, logo, "image/png");
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
  });

  test("home names the site; inner pages carry the breadcrumb Home → page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const home = await graphOf(page);
    expect(nodesOf(home, "WebSite")[0]).toMatchObject({ name: brand, url: absolute("/") });
    expect(nodesOf(home, "BreadcrumbList")).toHaveLength(0);

    for (const route of routes.filter((r) => r.path !== "/")) {
      await gotoHydrated(page, route.path);
      const crumbs = nodesOf(await graphOf(page), "BreadcrumbList");
      expect(crumbs, route.path).toHaveLength(1);
      expect(crumbs[0]?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: absolute("/") },
        { "@type": "ListItem", position: 2, name: route.name, item: absolute(route.path) },
      ]);
    }
  });

  test("/tours lists each package as a trip offered in rupiah by the company", async ({ page }) => {
    await gotoHydrated(page, "/tours");
    const graph = await graphOf(page);
    const agencyId = nodesOf(graph, "TravelAgency")[0]?.["@id"];
    const trips = nodesOf(graph, "TouristTrip");
    expect(trips.map((trip) => trip.name)).toEqual(packages.map((p) => p.name));
    for (const [index, pkg] of packages.entries()) {
      const trip = trips[index];
      expect(trip?.description).toEqual(expect.any(String));
      expect(trip?.provider).toEqual({ "@id": agencyId });
      expect(trip?.offers).toMatchObject({
        "@type": "Offer",
        price: pkg.price,
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
        url: absolute(`/tours#${pkg.slug}`),
      });
      // The offer's URL points at the package's card on the page.
      await expect(page.locator(`[id="${pkg.slug}"]`)).toContainText(pkg.name);
    }
  });

  test("/contact marks up its questions and answers as an FAQ page", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const faqs = nodesOf(await graphOf(page), "FAQPage");
    expect(faqs).toHaveLength(1);
    // Structured data must say what the page shows: each question and answer of the FAQ.
    const shown = await page.locator("[data-accordion-trigger]").evaluateAll((triggers) =>
      triggers.map((trigger) => ({
        "@type": "Question",
        name: trigger.textContent?.trim(),
        acceptedAnswer: {
          "@type": "Answer",
          text: document.getElementById(trigger.getAttribute("aria-controls") ?? "")?.textContent,
        },
      })),
    );
    expect(shown).toHaveLength(4);
    expect(shown[0]?.name).toBe("What documents do I need to travel to Japan?");
    expect(faqs[0]?.mainEntity).toEqual(shown);
  });

  test("hydration keeps the prerendered tags, once, and navigation updates them", async ({
    page,
    health,
  }) => {
    // The JSON-LD is only in the prerendered HTML (not in the browser bundle): hydration must
    // keep it, without a hydration error.
    await gotoHydrated(page, "/tours");
    expect(nodesOf(await graphOf(page), "TouristTrip")).toHaveLength(packages.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absolute("/contact"),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      absolute("/og/contact.jpg"),
    );
    expect(health.consoleErrors).toEqual([]);
  });
});

test.describe("sitemap and robots.txt", () => {
  test("sitemap.xml lists exactly the six pages, with absolute URLs", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(routes.map((route) => absolute(route.path)));
    expect(locations).not.toContain(absolute(notFoundPath));
    for (const location of locations) await fetchPublic(request, location ?? "");
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
  test("the head links the favicons, the apple-touch-icon and a theme colour", async ({
    page,
    request,
    health,
  }) => {
    await gotoHydrated(page, "/about");
    const href = (selector: string) => page.locator(`head ${selector}`).getAttribute("href");

    // The SVG favicon is the logo, carried by the page as a data: URL: the same drawing as
    // /favicon.svg (which the manifest lists), so the browser never requests it.
    const svgHref = (await href('link[rel="icon"][type="image/svg+xml"]')) ?? "";
    expect(svgHref).toMatch(/^data:image\/svg\+xml,/);
    const inlineSvg = decodeURIComponent(svgHref.slice(svgHref.indexOf(",") + 1));
    const svg = await request.get("/favicon.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toBe("image/svg+xml");
    const drawing = (markup: string) => markup.replace(/\s+/g, "");
    expect(drawing(inlineSvg)).toBe(drawing(await svg.text()));
    expect(inlineSvg).toContain("<path");

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

    // Search engines read the icons from the HTML as served; the manifest is only linked once
    // the app runs, so the browser does not fetch it before the first paint (decision 0005).
    const served = await (await request.get("/about")).text();
    expect(served).toContain('rel="icon" href="/icons/favicon-48.png"');
    expect(served).toContain('rel="icon" href="data:image/svg+xml,');
    expect(served).toContain('rel="apple-touch-icon"');
    expect(served).not.toContain('rel="manifest"');
    expect(health.consoleErrors).toEqual([]);
  });

  test("the manifest names the site and lists icons that load at their sizes", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/");
    const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
    const response = await request.get(href ?? "");
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
      theme_color: await metaContent(page, "name", "theme-color"),
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
    const svg = manifest.icons.find((icon) => icon.type === "image/svg+xml");
    expect((await request.get(svg?.src ?? "/missing")).status()).toBe(200);
  });
});
