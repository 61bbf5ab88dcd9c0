/**
 * HTML read as the browser reads it (parse5, the WHATWG parser): entities decoded, implied
 * elements added, attribute names as the DOM has them. The post-build steps read the prerendered
 * pages through this.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

export interface HtmlElement {
  /** Lower case: `lineargradient` for SVG's `linearGradient`. */
  name: string;
  /** By lower-case name (`xlink:href` with its prefix), values decoded. */
  attributes: Record<string, string>;
  /** The text of a `<script>` or `<style>`; empty for other elements. */
  text: string;
}

const rawText = new Set(["script", "style"]);

// The CSS pruning reads one page three ways in a row: parse it once.
let lastParsed: { html: string; scripting: boolean; elements: HtmlElement[] } | undefined;

/**
 * Every element of a document in document order, those inside `<template>` included. With
 * `scripting: false` the document is read as by a browser that runs no script, which parses what
 * a `<noscript>` holds as elements (with scripting, it is text).
 */
export function htmlElements(html: string, { scripting = true } = {}): HtmlElement[] {
  if (lastParsed?.html === html && lastParsed.scripting === scripting) return lastParsed.elements;
  const elements: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const name = node.tagName.toLowerCase();
      elements.push({
        name,
        attributes: Object.fromEntries(
          node.attrs.map((attribute) => [
            (attribute.prefix
              ? `${attribute.prefix}:${attribute.name}`
              : attribute.name
            ).toLowerCase(),
            attribute.value,
          ]),
        ),
        text: rawText.has(name)
          ? node.childNodes.map((child) => ("value" in child ? child.value : "")).join("")
          : "",
      });
      if ("content" in node) visit(node.content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { scriptingEnabled: scripting }));
  lastParsed = { html, scripting, elements };
  return elements;
}
