import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { guidePath, guidesFeedPath } from "../app/copy/pages.ts";
import { fillTemplate } from "../app/lib/template.ts";
import { readContentFiles } from "../content-check/content-files.ts";
import { contentCopies } from "../tests/support/content-copy.ts";
import { guidesFeedXml } from "./guide-feeds.ts";

type JsdomConstructor = new (
  text: string,
  options: { contentType: string },
) => { window: { document: Document } };
/** jsdom's XML parser, as a feed reader parses a feed (it has no types). */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };
const parseFeed = (xml: string) =>
  new JSDOM(xml, { contentType: "application/xml" }).window.document;

const { contentCopy } = contentCopies();
const siteUrl = "https://tours.example";
const atom = "http://www.w3.org/2005/Atom";

/** Each entry as a reader lists it. */
function entriesOf(feed: Document) {
  return [...feed.getElementsByTagNameNS(atom, "entry")].map((entry) => {
    const text = (name: string) => entry.getElementsByTagNameNS(atom, name)[0]?.textContent ?? "";
    return {
      title: text("title"),
      link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
      published: text("published"),
      updated: text("updated"),
      author: text("name"),
      content: text("content"),
    };
  });
}

describe("each language's Atom feed of its guides", () => {
  it("lists the guides written in its language, newest first, by the team unless one is named, links absolute", () => {
    const { root, edit } = contentCopy();
    const [older, newer] = readdirSync(join(root, "content/guides"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => `content/guides/${name}`);
    if (!older || !newer) throw new Error("The launch content has two guides or more.");
    edit(older, (data) => {
      for (const locale of ["en", "id"]) {
        Object.assign(data[locale], { publishedOn: "2026-01-05", updatedOn: "2026-02-01" });
      }
      data.id.body += "\n\n[Paket](/id/tours/tokyo-discovery) <script>alert(1)</script>";
    });
    edit(newer, (data) => {
      data.en = { cover: data.en.cover };
      data.id.author = "Sari";
      Object.assign(data.id, { publishedOn: "2026-03-01", updatedOn: "2026-03-01" });
    });
    const files = readContentFiles(root);
    const slug = (file: string) => file.slice("content/guides/".length, -".json".length);

    const id = parseFeed(guidesFeedXml("id", siteUrl, root));
    const self = [...id.getElementsByTagNameNS(atom, "link")].find(
      (link) => link.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe(`${siteUrl}${guidesFeedPath("id")}`);
    const entries = entriesOf(id);
    expect(entries.length).toBe(files.guides().filter(({ data }) => data.id).length);
    const byLink = (file: string) =>
      entries.find((entry) => entry.link === `${siteUrl}${guidePath(slug(file), "id")}`);
    // Newest first: the one published in March before the one published in January.
    expect(byLink(newer)).toBeDefined();
    const order = entries.map((entry) => entry.link);
    expect(order.indexOf(byLink(newer)?.link)).toBeLessThan(order.indexOf(byLink(older)?.link));
    expect(byLink(older)).toMatchObject({
      title: files.guides().find(({ slug: name }) => name === slug(older))?.data.id?.title,
      published: "2026-01-04T17:00:00.000Z",
      updated: "2026-01-31T17:00:00.000Z",
      // The team, in the guides page's words.
      author: fillTemplate(files.pages("id").guides.labels.team, {
        brandName: files.site.brandName,
      }),
    });
    expect(byLink(newer)?.author).toBe("Sari");
    expect(byLink(older)?.content).toContain(`href="${siteUrl}/id/tours/tokyo-discovery"`);
    expect(byLink(older)?.content).not.toContain("<script");

    // The guide written only in Indonesian is not in the English feed.
    const en = entriesOf(parseFeed(guidesFeedXml("en", siteUrl, root)));
    expect(en.map((entry) => entry.link)).not.toContain(
      `${siteUrl}${guidePath(slug(newer), "en")}`,
    );
    expect(en.length).toBe(files.guides().filter(({ data }) => data.en).length);
  });
});
