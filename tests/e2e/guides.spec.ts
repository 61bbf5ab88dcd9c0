/**
 * The guides as a visitor, a search engine and a feed reader meet them, in both languages: the
 * list (newest first, each with its picture, date and reading time), a long guide at a phone's
 * width and a computer's (its contents, each a link to its heading, its sources, its packages),
 * the way to ask about it (the contact page and the WhatsApp message name the guide), its
 * structured data and `hreflang`, and each language's Atom feed parsed as XML. What holds on every
 * page (accessibility, budgets, the language switch, one language per page) is the every-page
 * sweep's, which takes the guides from the registry and the guide list.
 */
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";
import { guideShareImagePath, guidesFeedPath } from "../../app/copy/pages.ts";
import type { LocaleContent } from "./content";
import {
  contactPathFor,
  expect,
  gotoHydrated,
  guideRoutes,
  h1,
  localeInfo,
  locales,
  localizedPath,
  siteConfig,
  test,
  viewports,
} from "./fixtures";

const siteUrl = process.env.VITE_SITE_URL || siteConfig.siteUrl;
const absolute = (path: string) => new URL(path, siteUrl).href;

type JsdomConstructor = new (
  text: string,
  options?: { contentType: string },
) => { window: { document: Document } };
/** jsdom's parsers: the served HTML, and a feed as a feed reader parses XML (it has no types). */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };
const parse = (text: string, contentType = "text/html") =>
  new JSDOM(text, { contentType }).window.document;

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response;
}

/** The first guide long enough to open with its contents: the one the walk-through reads. */
function longGuide(copy: LocaleContent) {
  const guide = Object.values(copy.guides).find((candidate) => candidate.contents);
  if (!guide) throw new Error(`No guide in ${copy.shell.locale} has a list of contents.`);
  return guide;
}

/** The guide's contents lead to its headings: each link's target is a heading of the text. */
async function expectContentsLeadToHeadings(page: Page, copy: LocaleContent) {
  const guide = longGuide(copy);
  const contents = page.getByRole("navigation", { name: guide.contents?.title });
  const links = contents.getByRole("link");
  await expect(links).toHaveText(guide.contents?.items.map((item) => item.text) ?? []);
  for (const item of guide.contents?.items ?? []) {
    await expect(page.locator(`article h2#${item.id}`)).toHaveText(item.text);
  }
  const last = guide.contents?.items.at(-1);
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
  await expect(page.locator(`article h2#${last?.id}`)).toBeInViewport();
}

test.describe("the guides", () => {
  test.use({ viewport: viewports.phone });

  for (const locale of locales) {
    test(`(${locale}) the list, a long guide at 375 px then 1280 px, and the way to ask about it`, async ({
      page,
      content,
    }) => {
      const copy = content[locale];
      const list = copy.pages.guides;
      const guide = longGuide(copy);
      await gotoHydrated(page, localizedPath("guides", locale));

      // Newest first, each with its picture, its date and its reading time.
      const dates = list.items.map((item) => item.published.dateTime);
      expect(dates).toEqual(dates.toSorted().reverse());
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
        list.items.map((item) => item.title),
      );
      for (const [index, item] of list.items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("img", { name: item.image.alt })).toBeAttached();
        await expect(card.locator("time")).toHaveText((item.updated ?? item.published).text);
        await expect(card).toContainText(item.readingTime);
      }

      // A long guide, opened from the list: where it sits, who wrote it, its contents.
      await cards.getByRole("link", { name: guide.title }).click();
      await expect(page).toHaveURL(guide.alternates[locale] ?? "");
      await expect(h1(page)).toHaveText(guide.title);
      const crumbs = page
        .getByRole("navigation", { name: guide.breadcrumb.label })
        .getByRole("link");
      await expect(crumbs).toHaveText(guide.breadcrumb.items.map((item) => item.label));
      await expect(crumbs.last()).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("main")).toContainText(guide.byline);
      await expectContentsLeadToHeadings(page, copy);

      // Its sources, each with the day it was checked, open in a new tab.
      const sources = page.getByRole("region", { name: guide.sources.title });
      const items = sources.getByRole("listitem");
      await expect(items).toHaveCount(guide.sources.items.length);
      for (const [index, source] of guide.sources.items.entries()) {
        const link = items.nth(index).getByRole("link");
        await expect(link).toHaveAttribute("href", source.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(items.nth(index)).toContainText(source.checked);
      }

      // The packages it speaks of, each a card leading to the package's page.
      const related = page.getByRole("region", { name: guide.related.title });
      await expect(related.getByRole("article")).toHaveCount(guide.related.items.length);
      for (const item of guide.related.items) {
        await expect(related.locator(`a[href="${item.to}"]`)).toBeVisible();
      }

      // At a computer's width the cover sits beside the title.
      await page.setViewportSize(viewports.desktop);
      const cover = page.getByRole("main").locator("header").getByRole("img").last();
      const [title, picture] = await Promise.all([h1(page).boundingBox(), cover.boundingBox()]);
      expect(picture?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0) - 1);
      await expectContentsLeadToHeadings(page, copy);

      // The way to ask: the contact page names the guide, fills the subject, and both chat
      // links open WhatsApp with a greeting that names it.
      const contact = copy.pages.contact;
      const choice = contact.inquiry.choices[`guide:${guide.slug}`];
      expect(choice?.summary).toBe(guide.title);
      await page
        .getByRole("region", { name: guide.cta.title })
        .getByRole("link", { name: guide.cta.button.label, exact: true })
        .click();
      await expect(page).toHaveURL(contactPathFor(locale, { kind: "guide", key: guide.slug }));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(
        page
          .getByRole("main")
          .getByText(contact.inquiry.title, { exact: true })
          .locator("xpath=../.."),
      ).toContainText(guide.title);
      await expect(
        page.getByRole("textbox", { name: contact.form.fields.subject.label }),
      ).toHaveValue(choice?.subject ?? "");
      const chat = page.getByRole("complementary").getByRole("link");
      await expect
        .poll(async () => new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text"))
        .toBe(choice?.greeting);
      expect(choice?.greeting).toContain(guide.title);
    });
  }
});

test("each guide is an Article of the company in its language, its languages pointing at each other, in the sitemap with the day it changed", async ({
  request,
  content,
}) => {
  const organization = { "@id": absolute("/#organization") };
  const sitemap = await (await served(request, "/sitemap.xml")).text();
  for (const { guide: slug, locale, path } of guideRoutes) {
    const guide = content[locale].guides[slug];
    if (!guide) throw new Error(`No copy of ${path}`);
    expect(sitemap, path).toContain(
      `<loc>${absolute(path)}</loc>\n    <lastmod>${(guide.updated ?? guide.published).dateTime}</lastmod>`,
    );
    const doc = parse(await (await served(request, path)).text());
    const graph = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    )["@graph"] as Array<Record<string, unknown>>;
    const articles = graph.filter((node) => node["@type"] === "Article");
    expect(articles, path).toHaveLength(1);
    expect(articles[0]).toMatchObject({
      headline: guide.title,
      description: guide.description,
      datePublished: guide.published.dateTime,
      dateModified: (guide.updated ?? guide.published).dateTime,
      inLanguage: localeInfo[locale].tag,
      image: absolute(guideShareImagePath(slug, locale)),
      author: guide.author ? { "@type": "Person", name: guide.author } : organization,
      publisher: organization,
    });
    // hreflang: each language it is written in, and no other.
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    );
    const written = locales.filter((code) => guide.alternates[code]);
    if (written.length < 2) {
      expect(alternates, path).toEqual({});
      continue;
    }
    for (const code of written) {
      expect(alternates[localeInfo[code].tag], path).toBe(absolute(guide.alternates[code] ?? ""));
    }
  }
});

test("each language's feed, parsed as a feed reader parses it, lists its guides newest first", async ({
  request,
  content,
}) => {
  const atom = "http://www.w3.org/2005/Atom";
  for (const locale of locales) {
    const path = guidesFeedPath(locale);
    // Every page's head names the feed (the guides' pages among them).
    const listing = parse(await (await served(request, localizedPath("guides", locale))).text());
    expect(
      listing
        .querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute("href"),
    ).toBe(path);
    const response = await served(request, path);
    expect(response.headers()["content-type"]).toBe("application/atom+xml");
    const feed = parse(await response.text(), "application/xml");
    expect(feed.documentElement.namespaceURI).toBe(atom);
    const entries = [...feed.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
      title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent,
      link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
      published: entry.getElementsByTagNameNS(atom, "published")[0]?.textContent?.slice(0, 10),
      summary: entry.getElementsByTagNameNS(atom, "summary")[0]?.textContent,
    }));
    const items = content[locale].pages.guides.items;
    expect(entries.map(({ title, link, summary }) => ({ title, link, summary }))).toEqual(
      items.map((item) => ({
        title: item.title,
        link: absolute(item.to),
        summary: item.description,
      })),
    );
    // The day it was published in Jakarta, where the company writes it.
    for (const [index, entry] of entries.entries()) {
      const day = new Date(`${entry.published}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      expect(day.toISOString().slice(0, 10)).toBe(items[index]?.published.dateTime);
    }
  }
});
