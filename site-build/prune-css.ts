/**
 * Cuts a Tailwind stylesheet down to what one prerendered page can use before React runs:
 * - of `@layer utilities`, the rules whose selector names a class on an element of the page, or no
 *   class at all, except those that only apply while the visitor points at, presses or focuses
 *   something (`hover:`, `active:`, `focus:`, `focus-visible:`, `focus-within:`), and the
 *   transitions between such states;
 * - of `@layer base` (Preflight), the rules that can match an element type present on the page;
 * - of `@layer theme`, the variables that the kept CSS still reads;
 * - Tailwind's `--tw-` variable registrations and defaults that a kept utility mentions;
 * - anywhere, the rules that need an attribute or (outside the layers) a class no element of the
 *   page has (toasts, checked form fields), and `@keyframes` no kept rule runs.
 * Then it writes what is left shorter, with the same meaning: theme variables that nothing else
 * sets are replaced by their values, `calc(.25rem * 4)` by `1rem`, `color-mix()` upgrades of
 * constant colors (identical to the hex fallback before them) are dropped, repeated declarations
 * are written once, and the `--tw-` variables get their starting values from Tailwind's own
 * fallback rule for every element instead of one `@property` registration each.
 * The page loads the full stylesheet once React runs (app/root.tsx), for everything that only
 * appears on interaction; the site's own focus ring (app/app.css, outside the layers) stays inline.
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

/** A selector with its `:not(…)` arguments taken out (`a:not(:focus)` → `a:not()`). */
function withoutNegations(selector: string): string {
  return selector.replace(/:not\([^()]*(?:\([^()]*\)[^()]*)*\)/g, ":not()");
}

/**
 * Whether a utility's selector only matches while the visitor hovers, presses or focuses
 * something. `:not(:focus-visible)` (the chat button tucked away) matches without interaction.
 */
export function isInteractionState(selector: string): boolean {
  return /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/.test(
    withoutNegations(selector),
  );
}

/**
 * Whether a class only says how a change of state is animated (`transition-colors`,
 * `duration-300`, `motion-reduce:transition-none`): nothing changes before the full stylesheet.
 */
export function isMotionUtility(name: string): boolean {
  return /^(?:transition|duration|ease|delay)(?:-|$)/.test(name.slice(name.lastIndexOf(":") + 1));
}

function keepRules(css: string, used: Set<string>): string {
  return topLevelBlocks(css)
    .map((block) => {
      const prelude = block.slice(0, block.indexOf("{"));
      if (prelude.startsWith("@")) {
        const inner = keepRules(block.slice(prelude.length + 1, -1), used);
        return inner ? `${prelude}{${inner}}` : "";
      }
      if (isInteractionState(prelude)) return "";
      const classes = selectorClasses(prelude);
      if (classes.length > 0 && classes.every(isMotionUtility)) return "";
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
 * The attribute names a page has, or sets before its first paint: those on its elements and those
 * its inline scripts set (the head script's `data-brand-font` on `<html>`). Scripts that run later
 * add others (a toast's `data-sonner-toast`, a field's `aria-invalid` once it is checked), by which
 * time the full stylesheet is there.
 */
export function htmlAttributes(html: string): Set<string> {
  const names = new Set<string>();
  const withoutText = html.replace(
    /<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/gi,
    (_, tag, attrs, text: string) => {
      for (const call of text.matchAll(/setAttribute\(\s*["'`]([\w:-]+)/g))
        names.add(call[1] ?? "");
      return `<${tag}${attrs}>`;
    },
  );
  for (const tag of withoutText.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const match of tag[0].matchAll(/\s([^\s"'<>/=]+)(?=\s*(?:=|\/?>|\s))/g)) {
      names.add((match[1] ?? "").toLowerCase());
    }
  }
  return names;
}

/**
 * Drops the style rules (at any depth) whose every selector requires a `data-*`, `aria-*` or `dir`
 * attribute that no element of the page has, or, given the page's `classes`, a class no element
 * has (a library's own, such as sonner's spinner). Attributes and classes inside `:not()`,
 * `:where()` and the like are not read. Rules for the attributes a script flips to show or hide
 * something (`hidden`, `open`, `disabled`) stay.
 */
export function dropAbsentStateRules(
  css: string,
  attributes: Set<string>,
  classes?: Set<string>,
): string {
  const requiresAbsent = (selector: string) => {
    // Escaped characters (`.w-\[calc\(100\%-1rem\)\]`) are part of a name, not syntax.
    const outside = selector.replace(/\\./g, "_").replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, "()");
    const absentAttribute = [...outside.matchAll(/\[((?:data-|aria-)[\w-]+|dir)\b/g)].some(
      (match) => !attributes.has((match[1] ?? "").toLowerCase()),
    );
    // Class names are read only in selectors without escapes, where masking changed nothing.
    const absentClass =
      classes !== undefined &&
      !selector.includes("\\") &&
      selectorClasses(outside).some((name) => !classes.has(name));
    return absentAttribute || absentClass;
  };
  const blocks = topLevelBlocks(css);
  const trailing = css.slice(blocks.join("").length);
  return `${blocks
    .map((block) => {
      const prelude = block.slice(0, block.indexOf("{"));
      const inner = block.slice(prelude.length + 1, -1);
      if (prelude.trimStart().startsWith("@")) {
        if (!inner.includes("{")) return block;
        // Inside Tailwind's layers, classes are pruneUtilities' business.
        const kept = dropAbsentStateRules(
          inner,
          attributes,
          prelude.includes("@layer") ? undefined : classes,
        );
        return kept || prelude.includes("@layer") ? `${prelude}{${kept}}` : "";
      }
      return splitSelectors(prelude).every(requiresAbsent) ? "" : block;
    })
    .join("")}${trailing}`;
}

/** Drops `@keyframes` that no kept `animation` names. */
export function dropUnusedKeyframes(css: string): string {
  const keyframes = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
  const rest = css.replace(keyframes, "");
  return css.replace(keyframes, (rule, name: string) =>
    new RegExp(`animation(?:-name)?:[^;}]*\\b${name}\\b`).test(rest) ? rule : "",
  );
}

/** Pseudo-elements that exist only on form fields, and the element types that have them. */
const fieldPseudoElements: [RegExp, string[]][] = [
  [/::placeholder/, ["input", "textarea"]],
  [
    /::file-selector-button|::-webkit-(?:date-and-time|datetime-edit|calendar-picker|inner-spin|outer-spin|search)/,
    ["input"],
  ],
];

/**
 * Whether a selector could match on a page with these element types: false when it requires an
 * element type the page lacks, or a form field's pseudo-element and the page has no such field.
 * Type names inside `:is()`, `:where()` or `:not()` are not read.
 */
function canMatch(selector: string, tags: Set<string>): boolean {
  // The site has no shadow roots, so `:host` matches nothing.
  if (selector.startsWith(":host")) return false;
  const outside = selector.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, "()");
  for (const match of outside.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/g)) {
    if (!tags.has(match[1] ?? "")) return false;
  }
  return fieldPseudoElements.every(
    ([pseudo, owners]) => !pseudo.test(outside) || owners.some((owner) => tags.has(owner)),
  );
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

const customProperty = /(--[\w-]+):([^;}]*);?/g;

/** Drops the theme's variables that nothing left in the stylesheet reads with `var()`. */
function pruneThemeVariables(css: string): string {
  const body = layerBody(css, "theme");
  if (!body) return css;
  const theme = css.slice(body.start, body.end);
  const declaration = customProperty;
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

/**
 * `var(--name)` replaced by the value, for each theme variable that nothing else in the stylesheet
 * sets (a variable set again elsewhere, like the heading font once it has loaded, stays a
 * variable). The site sets no theme variable in `style` attributes or scripts.
 */
export function inlineThemeValues(css: string): string {
  const body = layerBody(css, "theme");
  if (!body) return css;
  const declared = new Map<string, number>();
  for (const match of css.matchAll(customProperty)) {
    const name = match[1] ?? "";
    declared.set(name, (declared.get(name) ?? 0) + 1);
  }
  const values = new Map(
    [...css.slice(body.start, body.end).matchAll(customProperty)]
      .filter((match) => declared.get(match[1] ?? "") === 1)
      .map((match) => [match[1] ?? "", (match[2] ?? "").trim()]),
  );
  const resolve = (text: string, depth = 0): string =>
    depth > 8
      ? text
      : text.replace(
          /var\((--[\w-]+)((?:,[^()]*(?:\([^()]*(?:\([^()]*\)[^()]*)*\)[^()]*)*)?)\)/g,
          (_whole, name: string, fallback: string) => {
            const value = values.get(name);
            return value === undefined
              ? `var(${name}${resolve(fallback, depth + 1)})`
              : resolve(value, depth + 1);
          },
        );
  const theme = css.slice(body.start, body.end);
  return css.slice(0, body.start) + resolve(theme) + resolve(css.slice(body.end));
}

/**
 * A declaration repeated word for word in one rule, written once (the CSS minifier writes
 * `-webkit-text-decoration:inherit` four times in Preflight's `a` rule). Rules with quoted text
 * are left alone.
 */
export function dedupeDeclarations(css: string): string {
  return css.replace(/\{([^{}"']*)\}/g, (_whole, body: string) => {
    const declarations = body.split(";");
    return `{${declarations.filter((declaration, index) => declarations.indexOf(declaration, index + 1) === -1 || declaration === "").join(";")}}`;
  });
}

/** A number as CSS writes it shortest: `0.375` → `.375`, `-0.5` → `-.5`. */
function cssNumber(value: number): string {
  return String(Number(value.toFixed(6))).replace(/^(-?)0\./, "$1.");
}

/** `calc(.25rem * 4)` → `1rem`: a length times a number, as Tailwind writes its spacing. */
export function foldCalc(css: string): string {
  return css.replace(
    /calc\((-?\d*\.?\d+)([a-z]+|%) \* (-?\d*\.?\d+)\)/g,
    (_whole, length: string, unit: string, factor: string) =>
      `${cssNumber(Number(length) * Number(factor))}${unit}`,
  );
}

/**
 * Drops Tailwind's `@supports (color:color-mix(…)){…}` upgrades whose colors are constants: the
 * hex fallback written before each of them is the same color. Upgrades that read a variable or
 * `currentcolor` can differ from their fallback and stay.
 */
export function dropConstantColorMixUpgrades(css: string): string {
  return topLevelBlocks(css)
    .map((block) => {
      const prelude = block.slice(0, block.indexOf("{"));
      const inner = block.slice(prelude.length + 1, -1);
      // Only grouping rules (`@layer`, `@media`, `@supports`) hold rules; `@font-face` does not.
      if (!prelude.startsWith("@") || !inner.includes("{")) return block;
      if (prelude.startsWith("@supports (color:color-mix(") && !/var\(|currentcolor/i.test(inner)) {
        return "";
      }
      return `${prelude}{${dropConstantColorMixUpgrades(inner)}}`;
    })
    .join("");
}

/**
 * Tailwind registers each `--tw-` variable with `@property` (not inherited, with a starting value)
 * and, for browsers without `@property`, sets the same starting values on every element in
 * `@layer properties{@supports (…){*,:before,:after,::backdrop{…}}}`. On every element the two mean
 * the same, and the rule is much shorter: it applies unconditionally, and the registrations go.
 * The full stylesheet, loaded after hydration, registers them as usual. Left as it is if the two
 * lists of variables differ.
 */
export function unconditionalVariableDefaults(css: string): string {
  const fallback = /@layer properties\{@supports [^{]*\{([^{}]*\{([^{}]*)\})\}\}/.exec(css);
  const registrations = [...css.matchAll(/@property (--tw-[\w-]+)\{[^}]*\}/g)];
  if (!fallback) return css;
  const defaults = [...(fallback[2] ?? "").matchAll(customProperty)].map((match) => match[1]);
  const registered = registrations.map((match) => match[1]);
  if (defaults.sort().join() !== registered.sort().join()) return css;
  return css
    .replace(fallback[0], () => `@layer properties{${fallback[1]}}`)
    .replace(/@property (--tw-[\w-]+)\{[^}]*\}/g, "");
}

/** The stylesheet one page needs for its first paint (see the top of this file). */
export function prunePageCss(css: string, html: string): string {
  const classes = htmlClasses(html);
  const utilities = pruneUtilities(
    dropAbsentStateRules(css, htmlAttributes(html), classes),
    classes,
  );
  const tags = htmlTags(html);
  const pruned = pruneThemeVariables(
    editLayer(utilities, "base", (base) => keepBaseRules(base, tags)),
  );
  return dropUnusedKeyframes(
    dedupeDeclarations(
      unconditionalVariableDefaults(
        pruneThemeVariables(dropConstantColorMixUpgrades(foldCalc(inlineThemeValues(pruned)))),
      ),
    ),
  );
}
