/**
 * Cuts a Tailwind stylesheet down to what one prerendered page can use before React runs:
 * - of `@layer utilities`, the rules whose selector names a class on an element of the page, or no
 *   class at all;
 * - of `@layer base` (Preflight), the rules that can match an element type present on the page;
 * - of `@layer theme`, the variables that the kept CSS still reads;
 * - Tailwind's `--tw-` variable registrations and defaults that a kept utility mentions.
 * The page loads the full stylesheet once React runs (app/root.tsx), for everything that only
 * appears on interaction.
 */
import { decodeHtml } from "./html.ts";

/** Splits CSS into its top-level blocks: `selector{…}` or `@rule …{…}`. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return blocks;
}

/** Class names in a selector, unescaped: `.sm\:grid-cols-2:hover` → `sm:grid-cols-2`. */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) =>
    (match[1] ?? "").replace(/\\(.)/g, "$1"),
  );
}

/** Class names on the elements of an HTML document. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(decodeHtml(name));
  }
  return classes;
}

function keepRules(css: string, used: Set<string>): string {
  return topLevelBlocks(css)
    .map((block) => {
      const prelude = block.slice(0, block.indexOf("{"));
      if (prelude.startsWith("@")) {
        const inner = keepRules(block.slice(prelude.length + 1, -1), used);
        return inner ? `${prelude}{${inner}}` : "";
      }
      const classes = selectorClasses(prelude);
      return classes.length === 0 || classes.some((name) => used.has(name)) ? block : "";
    })
    .join("");
}

/**
 * Drops Tailwind's custom-property registrations (`@property --tw-…`) and their fallback defaults
 * (`--tw-…:…;` in the properties layer) for variables no kept utility mentions.
 */
function pruneTailwindVariables(css: string, utilities: string): string {
  const mentioned = new Set(utilities.match(/--tw-[\w-]+/g));
  return css
    .replace(/@property (--tw-[\w-]+)\{[^}]*\}/g, (rule, name: string) =>
      mentioned.has(name) ? rule : "",
    )
    .replace(/(--tw-[\w-]+):[^;}]*;?/g, (declaration, name: string, offset: number) =>
      mentioned.has(name) || offset >= css.indexOf("@layer theme") ? declaration : "",
    );
}

/** Where the body of `@layer name{…}` starts and ends in `css`, or undefined. */
function layerBody(css: string, name: string): { start: number; end: number } | undefined {
  const marker = `@layer ${name}{`;
  const at = css.indexOf(marker);
  if (at === -1) return undefined;
  const start = at + marker.length;
  let depth = 1;
  let end = start;
  for (; end < css.length && depth > 0; end += 1) {
    if (css[end] === "{") depth += 1;
    else if (css[end] === "}") depth -= 1;
  }
  return { start, end: end - 1 };
}

/** Replaces the body of `@layer name{…}` with what `edit` returns for it. */
function editLayer(css: string, name: string, edit: (body: string) => string): string {
  const body = layerBody(css, name);
  if (!body) return css;
  return css.slice(0, body.start) + edit(css.slice(body.start, body.end)) + css.slice(body.end);
}

/** Splits a selector list on its top-level commas (not those inside `:is(…)` and the like). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "," && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** Element names in an HTML document, lower case. */
export function htmlTags(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? "").toLowerCase()),
  );
}

/**
 * Whether a selector could match on a page with these element types: false when it requires an
 * element type the page lacks. Type names inside `:is()`, `:where()` or `:not()` are not read.
 */
function canMatch(selector: string, tags: Set<string>): boolean {
  const outside = selector.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, "()");
  for (const match of outside.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/g)) {
    if (!tags.has(match[1] ?? "")) return false;
  }
  return true;
}

/** Keeps the Preflight rules that can match one of the page's element types. */
function keepBaseRules(css: string, tags: Set<string>): string {
  return topLevelBlocks(css)
    .map((block) => {
      const prelude = block.slice(0, block.indexOf("{"));
      if (prelude.startsWith("@")) {
        const inner = keepBaseRules(block.slice(prelude.length + 1, -1), tags);
        return inner ? `${prelude}{${inner}}` : "";
      }
      const kept = splitSelectors(prelude).filter((selector) => canMatch(selector.trim(), tags));
      return kept.length > 0 ? `${kept.join(",")}${block.slice(prelude.length)}` : "";
    })
    .join("");
}

/** Drops the theme's variables that nothing left in the stylesheet reads with `var()`. */
function pruneThemeVariables(css: string): string {
  const body = layerBody(css, "theme");
  if (!body) return css;
  const theme = css.slice(body.start, body.end);
  const declaration = /(--[\w-]+):([^;}]*);?/g;
  const values = new Map([...theme.matchAll(declaration)].map((m) => [m[1] ?? "", m[2] ?? ""]));
  const read = new Set<string>();
  const readBy = (text: string) => {
    for (const match of text.matchAll(/var\((--[\w-]+)/g)) {
      const name = match[1] ?? "";
      if (read.has(name)) continue;
      read.add(name);
      readBy(values.get(name) ?? "");
    }
  };
  readBy(css.slice(0, body.start) + css.slice(body.end));
  return editLayer(css, "theme", (text) =>
    text.replace(declaration, (whole, name: string) => (read.has(name) ? whole : "")),
  );
}

/** The stylesheet with its utilities layer cut down to the classes in `used`. */
export function pruneUtilities(css: string, used: Set<string>): string {
  const body = layerBody(css, "utilities");
  if (!body) return css;
  const utilities = keepRules(css.slice(body.start, body.end), used);
  const before = pruneTailwindVariables(css.slice(0, body.start), utilities);
  const after = pruneTailwindVariables(css.slice(body.end + 1), utilities);
  return `${before}${utilities}}${after}`;
}

/** The stylesheet one page needs for its first paint (see the top of this file). */
export function prunePageCss(css: string, html: string): string {
  const utilities = pruneUtilities(css, htmlClasses(html));
  const tags = htmlTags(html);
  return pruneThemeVariables(editLayer(utilities, "base", (base) => keepBaseRules(base, tags)));
}
