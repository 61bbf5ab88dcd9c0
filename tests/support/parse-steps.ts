/**
 * What a visitor would see move while a page is parsed. A busy phone paints whenever its parser
 * yields, which can be between any two of the document's nodes; everything painted then must
 * already be where it stays, or the page shifts as the rest arrives (the photo build's CI run saw
 * the home page's badge jump once its text came after its icon).
 *
 * The page, loaded without JavaScript (the prerendered document as parsed), is taken apart from
 * its end: each step removes the last node, which leaves the document as the parser had built it
 * just before that node, and every box painted in the first screen is compared with its place in
 * the whole page. Steps inside a drawing are skipped (an SVG's size is set by its own box);
 * boxes that paint nothing (hidden, transparent, 1 px screen-reader text) are not compared.
 */
import type { Page } from "playwright-core";

/**
 * Each box in the first screen under `root` that is elsewhere at some step of the parse than in
 * the whole page: "before <node>: <box> at x,y, then x,y". Empty when nothing moves. Takes the
 * page apart: load it again to use it.
 */
export function movedWhileParsing(page: Page, root: "body" | "main"): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const screenHeight = innerHeight;
    const inDrawing = (node: Node) => Boolean(node.parentElement?.closest("svg"));
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
      nodes.push(node);
    }
    const range = document.createRange();
    const box = (node: Node) => {
      if (node instanceof Element) return node.getBoundingClientRect();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const rootElement = document.querySelector(rootSelector);
    const paints = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element || inDrawing(node) || !rootElement?.contains(node)) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        return false;
      }
      const own = element.getBoundingClientRect();
      return own.width > 1 && own.height > 1;
    };
    const finalBoxes = nodes.map(box);
    const compared = nodes.map(
      (node, index) =>
        paints(node) && (finalBoxes[index]?.width ?? 0) > 1 && (finalBoxes[index]?.height ?? 0) > 1,
    );
    const name = (node: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.classList.length ? ` class="${node.getAttribute("class")?.slice(0, 60)}"` : ""}>`
        : `"${node.textContent?.trim().slice(0, 40)}"`;
    // Nothing after the first screen's last node can move what is above it: start the parse there
    // (the main content's; the fixed chat button after it is in every screen, and nothing follows
    // it). A node that is not rendered (a hidden menu) moves nothing when it comes.
    const main = document.querySelector("main");
    let last = -1;
    finalBoxes.forEach((rect, index) => {
      const node = nodes[index] as Node;
      const inFlow =
        main &&
        (main.contains(node) ||
          (main.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING) !== 0);
      if (inFlow && rect.top < screenHeight && rect.height > 0) last = index;
    });
    const rendered = nodes.map((node) =>
      (node instanceof Element ? node : node.parentElement)?.checkVisibility(),
    );
    for (let index = nodes.length - 1; index > last; index -= 1)
      (nodes[index] as ChildNode).remove();
    const moved: string[] = [];
    for (let cut = last; cut > 0; cut -= 1) {
      const node = nodes[cut] as ChildNode;
      const movesNothing = inDrawing(node) || !rendered[cut];
      node.remove();
      if (movesNothing) continue;
      for (let index = 0; index < cut; index += 1) {
        const before = finalBoxes[index];
        if (!compared[index] || !before) continue;
        const now = box(nodes[index] as Node);
        if (now.width <= 1 || now.height <= 1 || now.top >= screenHeight || now.bottom <= 0) {
          continue;
        }
        // Hidden at this step (a group shown once its last control is parsed): nothing to see move.
        const earlier = nodes[index] as Node;
        const element = earlier instanceof Element ? earlier : earlier.parentElement;
        if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          continue;
        if (Math.abs(now.left - before.left) > 0.5 || Math.abs(now.top - before.top) > 0.5) {
          const at = (rect: DOMRect) => `${Math.round(rect.left)},${Math.round(rect.top)}`;
          moved.push(
            `before ${name(node)}: ${name(nodes[index] as Node)} at ${at(now)}, then ${at(before)}`,
          );
          break;
        }
      }
    }
    return moved;
  }, root);
}
