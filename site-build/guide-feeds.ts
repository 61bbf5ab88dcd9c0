/**
 * An Atom feed of each language's guides (`guidesFeedPath`: /guides.atom, /id/guides.atom), newest
 * first, written by the build with the `feed` library from the same content the pages show: each
 * guide's title, description, dates, author (the team when it names none) and its text as HTML,
 * every link in it absolute. Every page's head links its language's feed (app/route-data/
 * page-meta.ts); the servers send it as `application/atom+xml` (server/http-headers.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Feed } from "feed";
import { guidePath, guidesFeedPath, localizedPath } from "../app/copy/pages.ts";
import { type Locale, localeInfo, locales } from "../app/lib/locale.ts";
import { readContentFiles } from "../content-check/content-files.ts";
import { fill, guidesIn, siteTextValues } from "../content-check/content-modules.ts";
import { renderMarkdown } from "../content-check/markdown.ts";
import { projectRoot } from "../project/output.ts";

/** A day of the content ("2026-11-29") as the instant the feed states: midnight in Jakarta. */
const jakartaMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** The Atom feed of the guides written in `locale`, for the site at `siteUrl`. */
export function guidesFeedXml(locale: Locale, siteUrl: string, root = projectRoot): string {
  const files = readContentFiles(root);
  const values = siteTextValues(files, locale);
  const words = files.pages(locale).guides;
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const guides = guidesIn(files, locale, values);
  const bodies = new Map(
    files.guides().flatMap(({ slug, data }) => {
      const body = data[locale]?.body;
      return body ? [[slug, body]] : [];
    }),
  );
  const team = fill(words.labels.team, values);
  const listing = absolute(localizedPath("guides", locale));
  const feed = new Feed({
    id: listing,
    link: listing,
    title: `${fill(words.meta.title, values)} | ${files.site.brandName}`,
    description: fill(words.meta.description, values),
    language: localeInfo[locale].tag,
    updated: jakartaMidnight(
      guides
        .map((guide) => guide.updatedOn)
        .sort()
        .at(-1) ?? "2026-01-01",
    ),
    feedLinks: { atom: absolute(guidesFeedPath(locale)) },
    author: { name: files.site.brandName, link: absolute(localizedPath("home", locale)) },
    copyright: files.site.brandName,
    generator: false,
  });
  for (const guide of guides) {
    const url = absolute(guidePath(guide.slug, locale));
    feed.addItem({
      id: url,
      link: url,
      title: guide.title,
      description: guide.description,
      content: renderMarkdown(fill(bodies.get(guide.slug) ?? "", values), { baseUrl: url }).html,
      date: jakartaMidnight(guide.updatedOn),
      published: jakartaMidnight(guide.publishedOn),
      author: [{ name: guide.author ?? team }],
    });
  }
  return feed.atom1();
}

/** Writes each language's feed into the build; returns what it wrote, for the build's log. */
export function writeGuideFeeds(clientDir: string, siteUrl: string): string {
  const written = locales.map((locale) => {
    const path = guidesFeedPath(locale);
    const xml = guidesFeedXml(locale, siteUrl);
    writeFileSync(join(clientDir, path), xml);
    return `${path} (${(xml.match(/<entry>/g) ?? []).length} guides)`;
  });
  return `Atom feeds ${written.join(", ")}`;
}
