/**
 * A guide's text, written in Markdown (content/guides/*.json, `body`), turned into HTML at build
 * time with unified: remark parses it (with GitHub's tables, lists and footnotes), remark-rehype
 * turns it into HTML without the raw HTML staff may have typed, rehype-sanitize keeps only what
 * GitHub keeps (no script, no event handler, no `javascript:` address, no frame, no picture: the
 * site loads nothing from another host), then each heading gets its anchor, written as the legal
 * pages' are (app/lib/anchor.ts). Footnotes are left
 * out: a guide names its sources in a list of their own. Nothing of this reaches
 * a visitor's browser: the pages get the HTML the build made (content-modules.ts), as does the feed.
 *
 * The same pass says what the content check needs: the headings (a long guide's list of
 * contents), every link (the check refuses one to a page the site does not have), the words to
 * count (reading time) and the text of each block (the Indonesian glossary).
 */
import type { Element, Root as HtmlRoot } from "hast";
import { toString as htmlText } from "hast-util-to-string";
import type { Root as MarkdownRoot } from "mdast";
import { toString as markdownText } from "mdast-util-to-string";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { uniqueAnchors } from "../app/lib/anchor.ts";

export interface MarkdownHeading {
  /** The anchor: `#visa-waiver` reaches it. */
  id: string;
  text: string;
  /** 2 for a section (`##`), 3 and more for the parts of one. */
  depth: number;
}

export interface RenderedMarkdown {
  /** Sanitized HTML, without a wrapper element. */
  html: string;
  /** Every heading, in order, each with its anchor. */
  headings: MarkdownHeading[];
  /** Every link's address as written, in order. */
  links: string[];
  /** How many words the text holds. */
  words: number;
  /** The text of each heading and each other block (paragraph, item, cell), as a reader sees it. */
  blocks: Array<{ heading: boolean; text: string }>;
  /**
   * Footnotes written (`[^1]`): the page does not show them (a guide's sources are listed at its
   * end), and the content check refuses them.
   */
  footnotes: number;
}

/**
 * GitHub's rules, less what this site cannot show: pictures and their sources (they would come
 * from another host, which the Content-Security-Policy refuses), a task list's check boxes, and
 * `align` (obsolete in HTML; a column's alignment is the stylesheet's).
 */
const refusedTags = new Set(["img", "picture", "source", "input"]);
const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !refusedTags.has(tag)),
  attributes: {
    ...defaultSchema.attributes,
    "*": (defaultSchema.attributes?.["*"] ?? []).filter((attribute) => attribute !== "align"),
  },
};

/** A table scrolls on its own on a narrow screen, and can be scrolled from the keyboard. */
const tableFrameClass = "guide-table";

const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * A Markdown `#` heading is a section like `##`: the page's only first-level heading is the
 * guide's title. Every heading gets its anchor; tables get their frame; with `baseUrl` (the
 * feed), every address is absolute.
 */
function guideHtml(baseUrl: string | undefined) {
  return (tree: HtmlRoot) => {
    const headings: Element[] = [];
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "h1") node.tagName = "h2";
      if (headingTags.has(node.tagName)) headings.push(node);
      const href = node.properties.href;
      if (baseUrl && node.tagName === "a" && typeof href === "string") {
        node.properties.href = new URL(href, baseUrl).href;
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        const frame: Element = {
          type: "element",
          tagName: "div",
          properties: { className: [tableFrameClass], tabIndex: 0 },
          children: [node],
        };
        parent.children[index] = frame;
        return SKIP;
      }
      return undefined;
    });
    const ids = uniqueAnchors(headings.map((heading) => htmlText(heading)));
    headings.forEach((heading, index) => {
      heading.properties.id = ids[index];
    });
  };
}

/** Renders a guide's Markdown; `baseUrl` makes its links absolute (for the feed). */
export function renderMarkdown(
  markdown: string,
  options: { baseUrl?: string } = {},
): RenderedMarkdown {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(guideHtml, options.baseUrl)
    .use(rehypeStringify);
  const markdownTree: MarkdownRoot = processor.parse(markdown);
  const blocks: RenderedMarkdown["blocks"] = [];
  const links: string[] = [];
  let footnotes = 0;
  visit(markdownTree, (node, index, parent) => {
    // Dropped before HTML: their labels and links back would be GitHub's, in English.
    if (node.type === "footnoteReference" || node.type === "footnoteDefinition") {
      footnotes += 1;
      parent?.children.splice(index ?? 0, 1);
      return [SKIP, index];
    }
    if (node.type === "heading") blocks.push({ heading: true, text: markdownText(node) });
    if (node.type === "paragraph" || node.type === "tableCell") {
      blocks.push({ heading: false, text: markdownText(node) });
    }
    if (node.type === "link" || node.type === "definition") links.push(node.url);
  });
  const words = markdownText(markdownTree).split(/\s+/).filter(Boolean).length;
  const htmlTree: HtmlRoot = processor.runSync(markdownTree);
  const headings: MarkdownHeading[] = [];
  visit(htmlTree, "element", (node) => {
    const depth = /^h([2-6])$/.exec(node.tagName)?.[1];
    const id = node.properties.id;
    if (depth && typeof id === "string") {
      headings.push({ id, text: htmlText(node), depth: Number(depth) });
    }
  });
  return { html: processor.stringify(htmlTree), headings, links, words, blocks, footnotes };
}
