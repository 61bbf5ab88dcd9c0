/**
 * No page says a word twice in a row, in what a screen reader reads or a visitor sees, in either
 * language: every element's accessible name (a link's or button's words, screen-reader-only text
 * included, `aria-label`, `alt`, `title`), every block of text, the page's title and description.
 * "Detail paket paket Jelajah Tokyo" was read out 16 times before. Run after `npm run build`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { describe, expect, it } from "vitest";
import { clientDir } from "../../project/output.ts";
import { builtPagePaths } from "../support/built-pages.ts";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => "tagName" in node;

/** Elements whose words are read or seen as one piece: a name, a heading, a paragraph, a cell. */
const wholeTexts = new Set([
  "a",
  "button",
  "summary",
  "label",
  "legend",
  "title",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "li",
  "dt",
  "dd",
  "th",
  "td",
  "figcaption",
  "blockquote",
  "option",
  "caption",
]);

/** What an element says: its text and, as a screen reader reads it, its pictures' `alt`. */
function said(node: Node): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  if (!isElement(node) || node.tagName === "script" || node.tagName === "style") return "";
  if (node.tagName === "img") return attribute(node, "alt") ?? "";
  const children = node.tagName === "template" && "content" in node ? node.content : node;
  return children.childNodes.map(said).join("");
}

const attribute = (node: Element, name: string) =>
  node.attrs.find((attr) => attr.name === name)?.value;

/** Every text a page says: accessible names and attributes, blocks of text, its search entry. */
function textsOf(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (!isElement(node)) return;
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = attribute(node, name);
      if (value) texts.push(value);
    }
    if (node.tagName === "meta" && /description|title/.test(attribute(node, "name") ?? "")) {
      texts.push(attribute(node, "content") ?? "");
    }
    if (
      node.tagName === "meta" &&
      /^og:(title|description)$/.test(attribute(node, "property") ?? "")
    ) {
      texts.push(attribute(node, "content") ?? "");
    }
    if (wholeTexts.has(node.tagName)) texts.push(said(node));
    const children = node.tagName === "template" && "content" in node ? node.content : node;
    children.childNodes.forEach(visit);
  };
  parse(html).childNodes.forEach(visit);
  return texts;
}

/**
 * The word said twice in a row in `text`, if any: "paket paket", "the the". Words are compared
 * without letter case; a word ending in punctuation ("Bali. Bali"), a number or a pattern
 * ("xxxx xxxx") is no repeat.
 */
function doubledWord(text: string): string | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 1; index < words.length; index += 1) {
    const previous = words[index - 1] ?? "";
    const word = words[index] ?? "";
    // A word has letters and a vowel: "xxxx xxxx" in "+62 8xx xxxx xxxx" is a pattern, not words.
    if (!/^\p{L}+$/u.test(previous) || !/[aeiouy]/i.test(previous)) continue;
    const bare = word.replace(/[^\p{L}]+$/u, "");
    if (bare && bare.toLocaleLowerCase() === previous.toLocaleLowerCase()) {
      return `${previous} ${bare}`;
    }
  }
  return undefined;
}

describe("doubledWord", () => {
  it("finds a word said twice in a row, and no repeat across punctuation or in reduplication", () => {
    expect(doubledWord("Detail paket paket Jelajah Tokyo")).toBe("paket paket");
    expect(doubledWord("See the the page")).toBe("the the");
    expect(doubledWord("Paket paket, lalu")).toBe("Paket paket");
    expect(doubledWord("Kami ke Bali. Bali indah")).toBeUndefined();
    expect(doubledWord("hak-hak Anda, kupu-kupu")).toBeUndefined();
    expect(doubledWord("Min. 10 10 orang")).toBeUndefined();
    expect(doubledWord("+62 8xx xxxx xxxx")).toBeUndefined();
  });
});

describe("every built page, in both languages", () => {
  const paths = builtPagePaths(clientDir);

  it("says no word twice in a row", () => {
    expect(paths.filter((path) => path.startsWith("/id")).length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const path of paths) {
      const file = join(
        clientDir,
        path === "/" ? "index.html" : `${path.replace(/\/$/, "/index")}.html`,
      );
      for (const text of new Set(textsOf(readFileSync(file, "utf8")))) {
        const doubled = doubledWord(text.replace(/\s+/g, " ").trim());
        if (doubled) found.push(`${path}: "${doubled}" in "${text.replace(/\s+/g, " ").trim()}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
