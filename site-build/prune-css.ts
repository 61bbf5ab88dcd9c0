/**
 * Cuts a Tailwind stylesheet down to what one prerendered page can use before React runs:
 * - of `@layer utilities`, the rules whose selector names only classes of the page's elements, or no
 *   class at all, except those that only apply while the visitor points at, presses or focuses
 *   something (`hover:`, `active:`, `focus:`, `focus-visible:`, `focus-within:`), and the
 *   transitions between such states;
 * - of `@layer base` (Preflight), the rules that can match an element type present on the page;
 * - of `@layer theme`, the variables that the kept CSS still reads;
 * - Tailwind's `--tw-` variable registrations and defaults that a kept utility mentions;
 * - anywhere, the rules that need an attribute or (outside the layers) a class no element of the
 *   page has (toasts, checked form fields), and `@keyframes` no kept rule runs.
 * Then it writes what is left shorter, with the same meaning: theme variables that nothing else
 * sets are replaced by their values, `color-mix()` upgrades of constant colors (identical to the
 * hex fallback before them) are dropped, repeated declarations are written once, and the `--tw-`
 * variables get their starting values from Tailwind's own fallback rule for every element instead
 * of one `@property` registration each.
 * lightningcss parses the stylesheet, and writes it minified (`calc(.25rem * 4)` → `1rem`); the
 * rules above are edits of its syntax tree.
 * The page loads the full stylesheet once React runs (app/root.tsx), for everything that only
 * appears on interaction; the site's own focus ring (app/app.css, outside the layers) stays inline.
 */
import {
  type CustomProperty,
  type Declaration,
  type DeclarationBlock,
  type PropertyId,
  type Rule,
  type Selector,
  type TokenOrValue,
  transform,
  type Variable,
} from "lightningcss";
import { htmlElements } from "./html.ts";

/** Class names on the elements of an HTML document. */
export function htmlClasses(html: string): Set<string> {
  return new Set(
    htmlElements(html).flatMap(({ attributes }) =>
      (attributes.class ?? "").split(/[\t\n\f\r ]+/).filter(Boolean),
    ),
  );
}

/** Element names in an HTML document (those the parser implies included), lower case. */
export function htmlTags(html: string): Set<string> {
  return new Set(htmlElements(html).map(({ name }) => name));
}

/**
 * The attribute names a page has, or sets before its first paint: those on its elements and those
 * its inline scripts set (the head script's `data-brand-font` on `<html>`). Scripts that run later
 * add others (a toast's `data-sonner-toast`, a field's `aria-invalid` once it is checked), by which
 * time the full stylesheet is there.
 */
export function htmlAttributes(html: string): Set<string> {
  const names = new Set<string>();
  for (const { attributes, text } of htmlElements(html)) {
    for (const name of Object.keys(attributes)) names.add(name);
    // A script is JavaScript, not HTML: a call that sets an attribute is found by its words.
    for (const call of text.matchAll(/setAttribute\(\s*["'`]([\w:-]+)/g)) names.add(call[1] ?? "");
  }
  return names;
}

/**
 * The browsers Vite builds the stylesheet for (its default `build.cssTarget`, Baseline Widely
 * Available): lightningcss writes the vendor prefixes they need, as Vite's minifier did.
 */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
const targets = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/** Calls `visit` on every object of a syntax tree; where it returns false, not on those inside. */
function walk(node: unknown, visit: (object: Record<string, unknown>) => boolean | undefined) {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node !== null && typeof node === "object") {
    const object = node as Record<string, unknown>;
    if (visit(object) === false) return;
    for (const value of Object.values(object)) walk(value, visit);
  }
}

/** The rules inside a grouping rule (`@layer`, `@media`, `@supports`, …), or undefined. */
function group(rule: Rule): { rules: Rule[] } | undefined {
  switch (rule.type) {
    case "layer-block":
    case "media":
    case "supports":
    case "container":
    case "scope":
    case "starting-style":
    case "moz-document":
      return rule.value;
    default:
      return undefined;
  }
}

/** The name of the layer a rule sets for those inside it, or `outer`. */
const layerOf = (rule: Rule, outer: string | undefined) =>
  rule.type === "layer-block" ? (rule.value.name ?? []).join(".") : outer;

type Edit = (rule: Rule, layer: string | undefined) => Rule | undefined;

/**
 * `rules` with each rule, at any depth, replaced by what `edit` returns for it (undefined drops
 * it), given the name of the `@layer` it is in. A grouping rule left empty goes, except a layer:
 * where it first appears sets the layers' order (lightningcss writes it as `@layer name;`).
 */
function editRules(rules: Rule[], edit: Edit, layer?: string): Rule[] {
  return rules.flatMap((rule) => {
    const edited = edit(rule, layer);
    if (!edited) return [];
    const inner = group(edited);
    if (inner) inner.rules = editRules(inner.rules, edit, layerOf(edited, layer));
    return inner?.rules.length === 0 && edited.type !== "layer-block" ? [] : [edited];
  });
}

/** Every declaration of style rules and keyframes, at any depth, with the layer it is in. */
function declarations(rules: Rule[], layer?: string): [Declaration, string | undefined][] {
  const blocks = (block: DeclarationBlock | undefined) =>
    [...(block?.declarations ?? []), ...(block?.importantDeclarations ?? [])].map(
      (declaration): [Declaration, string | undefined] => [declaration, layer],
    );
  return rules.flatMap((rule) => {
    if (rule.type === "style") return blocks(rule.value.declarations);
    if (rule.type === "keyframes")
      return rule.value.keyframes.flatMap((k) => blocks(k.declarations));
    const inner = group(rule);
    return inner ? declarations(inner.rules, layerOf(rule, layer)) : [];
  });
}

/** Keeps the declarations of a style rule, important or not, for which `keep` is true. */
function filterDeclarations(rule: Rule, keep: (declaration: Declaration) => boolean): Rule {
  const block = rule.type === "style" ? rule.value.declarations : undefined;
  if (block) {
    block.declarations = (block.declarations ?? []).filter(keep);
    block.importantDeclarations = (block.importantDeclarations ?? []).filter(keep);
  }
  return rule;
}

/** The custom properties a syntax tree sets or mentions (`--a:…`, `var(--b)`). */
function customProperties(node: unknown): Set<string> {
  const names = new Set<string>();
  walk(node, (object) => {
    if (object.property === "custom" && typeof object.value === "object") {
      names.add((object.value as CustomProperty).name);
    } else if (object.type === "var") names.add((object.value as Variable).name.ident);
    else if (object.type === "dashed-ident") names.add(object.value as string);
  });
  return names;
}

/** Class names anywhere in a selector, `:is()`, `:where()` and `:not()` included. */
function selectorClasses(selector: Selector): string[] {
  const names: string[] = [];
  walk(selector, (object) => {
    if (object.type === "class") names.push(object.name as string);
  });
  return names;
}

/**
 * Whether a selector can match on a page with the classes in `used`: every class it names outside
 * `:not()`, `:where()` and the like must be there (`.arrow-label>.icon` needs both). One that names
 * classes only inside them (Tailwind's `:where(.space-y-3>:not(:last-child))`) needs one of them.
 */
function hasClassesFor(selector: Selector, used: Set<string>): boolean {
  const own = selector.flatMap((component) => (component.type === "class" ? [component.name] : []));
  if (own.length > 0) return own.every((name) => used.has(name));
  const inner = selectorClasses(selector);
  return inner.length === 0 || inner.some((name) => used.has(name));
}

const interactionStates = new Set(["hover", "active", "focus", "focus-visible", "focus-within"]);

/**
 * Whether a utility's selector only matches while the visitor hovers, presses or focuses
 * something. `:not(:focus-visible)` (the chat button tucked away) matches without interaction.
 */
export function isInteractionState(selector: Selector): boolean {
  let found = false;
  walk(selector, (object) => {
    if (object.type !== "pseudo-class") return true;
    if (interactionStates.has(object.kind as string)) found = true;
    return object.kind !== "not";
  });
  return found;
}

/**
 * Whether a class only says how a change of state is animated (`transition-colors`,
 * `duration-300`, `motion-reduce:transition-none`): nothing changes before the full stylesheet.
 */
export function isMotionUtility(name: string): boolean {
  return /^(?:transition|duration|ease|delay)(?:-|$)/.test(name.slice(name.lastIndexOf(":") + 1));
}

/**
 * Cuts the utilities layer down to the classes in `used`, then drops Tailwind's custom-property
 * registrations (`@property --tw-…`) and their defaults (`--tw-…:…` in the properties layer) for
 * variables no kept utility mentions.
 */
export function pruneUtilities(rules: Rule[], used: Set<string>): Rule[] {
  if (!rules.some((rule) => layerOf(rule, undefined) === "utilities")) return rules;
  const kept = editRules(rules, (rule, layer) => {
    if (layer !== "utilities" || rule.type !== "style") return rule;
    const { selectors } = rule.value;
    if (selectors.some(isInteractionState)) return undefined;
    const classes = selectors.flatMap(selectorClasses);
    if (classes.length > 0 && classes.every(isMotionUtility)) return undefined;
    return selectors.some((selector) => hasClassesFor(selector, used)) ? rule : undefined;
  });
  const mentioned = customProperties(
    declarations(kept).filter(([, layer]) => layer === "utilities"),
  );
  const unmentioned = (name: string) => name.startsWith("--tw-") && !mentioned.has(name);
  return editRules(kept, (rule, layer) => {
    if (rule.type === "property") return unmentioned(rule.value.name) ? undefined : rule;
    if (layer !== "properties") return rule;
    return filterDeclarations(
      rule,
      (declaration) => declaration.property !== "custom" || !unmentioned(declaration.value.name),
    );
  });
}

/**
 * Drops the style rules (at any depth) whose every selector requires a `data-*`, `aria-*` or `dir`
 * attribute that no element of the page has, or, given the page's `classes`, a class no element
 * has (a library's own, such as sonner's spinner). Attributes and classes inside `:not()`,
 * `:where()` and the like are not read. Inside Tailwind's layers, classes are pruneUtilities'
 * business. Rules for the attributes a script flips to show or hide something (`hidden`, `open`,
 * `disabled`) stay.
 */
export function dropAbsentStateRules(
  rules: Rule[],
  attributes: Set<string>,
  classes?: Set<string>,
): Rule[] {
  const requiresAbsent = (selector: Selector, layer: string | undefined) =>
    selector.some(
      (component) =>
        (component.type === "attribute" &&
          /^(?:(?:data|aria)-.|dir$)/.test(component.name) &&
          !attributes.has(component.name.toLowerCase())) ||
        (component.type === "class" &&
          layer === undefined &&
          classes !== undefined &&
          !classes.has(component.name)),
    );
  return editRules(rules, (rule, layer) =>
    rule.type === "style" &&
    rule.value.selectors.every((selector) => requiresAbsent(selector, layer))
      ? undefined
      : rule,
  );
}

const webkitFieldPart =
  /^-webkit-(?:date-and-time|datetime-edit|calendar-picker|inner-spin|outer-spin|search)/;

/** The element types a pseudo-element of form fields exists on, or undefined for the others. */
function fieldOwners(component: Selector[number]): string[] | undefined {
  if (component.type !== "pseudo-element") return undefined;
  if (component.kind === "placeholder") return ["input", "textarea"];
  if (component.kind === "file-selector-button") return ["input"];
  return component.kind === "custom" && webkitFieldPart.test(component.name)
    ? ["input"]
    : undefined;
}

/**
 * Whether a selector could match on a page with these element types: false when it requires an
 * element type the page lacks, or a form field's pseudo-element and the page has no such field.
 * Type names inside `:is()`, `:where()` or `:not()` are not read. The site has no shadow roots,
 * so `:host` matches nothing.
 */
function canMatch(selector: Selector, tags: Set<string>): boolean {
  return selector.every((component) => {
    if (component.type === "pseudo-class" && component.kind === "host") return false;
    if (component.type === "type") return tags.has(component.name.toLowerCase());
    const owners = fieldOwners(component);
    return !owners || owners.some((owner) => tags.has(owner));
  });
}

/** Keeps the Preflight rules, and the selectors in them, that can match the page's elements. */
export function keepBaseRules(rules: Rule[], tags: Set<string>): Rule[] {
  return editRules(rules, (rule, layer) => {
    if (layer !== "base" || rule.type !== "style") return rule;
    rule.value.selectors = rule.value.selectors.filter((selector) => canMatch(selector, tags));
    return rule.value.selectors.length > 0 ? rule : undefined;
  });
}

/** The theme's custom property declarations, by name. */
function themeValues(rules: Rule[]): Map<string, TokenOrValue[][]> {
  const values = new Map<string, TokenOrValue[][]>();
  for (const [declaration, layer] of declarations(rules)) {
    if (layer !== "theme" || declaration.property !== "custom") continue;
    const { name, value } = declaration.value;
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

/** Drops the theme's variables that nothing else in the stylesheet reads with `var()`. */
export function pruneThemeVariables(rules: Rule[]): Rule[] {
  const values = themeValues(rules);
  const read = new Set<string>();
  const readBy = (node: unknown) =>
    walk(node, (object) => {
      const name = object.type === "var" ? (object.value as Variable).name.ident : undefined;
      if (name !== undefined && !read.has(name)) {
        read.add(name);
        readBy(values.get(name));
      }
    });
  readBy(rules.filter((rule) => layerOf(rule, undefined) !== "theme"));
  return editRules(rules, (rule, layer) =>
    layer === "theme"
      ? filterDeclarations(
          rule,
          (declaration) => declaration.property !== "custom" || read.has(declaration.value.name),
        )
      : rule,
  );
}

/**
 * `var(--name)` replaced by the value, for each theme variable that nothing else in the stylesheet
 * sets (a variable set again elsewhere, like the heading font once it has loaded, stays a
 * variable). The site sets no theme variable in `style` attributes or scripts.
 */
export function inlineThemeValues(rules: Rule[]): Rule[] {
  const all = declarations(rules);
  const setElsewhere = new Set(
    all.flatMap(([declaration, layer]) =>
      layer !== "theme" && declaration.property === "custom" ? [declaration.value.name] : [],
    ),
  );
  const values = new Map(
    [...themeValues(rules)].flatMap(([name, [value, ...others]]) =>
      value && others.length === 0 && !setElsewhere.has(name) ? [[name, value] as const] : [],
    ),
  );
  const resolve = (tokens: TokenOrValue[], expanding: string[]): TokenOrValue[] =>
    tokens.flatMap((token): TokenOrValue[] => {
      if (token.type === "function") {
        const args = resolve(token.value.arguments, expanding);
        return [{ ...token, value: { ...token.value, arguments: args } }];
      }
      if (token.type !== "var") return [token];
      const name = token.value.name.ident;
      const value = values.get(name);
      if (value && !expanding.includes(name)) return resolve(value, [...expanding, name]);
      const fallback = token.value.fallback && resolve(token.value.fallback, expanding);
      return [{ ...token, value: { ...token.value, fallback } }];
    });
  for (const [declaration] of all) {
    if (declaration.property === "custom" || declaration.property === "unparsed") {
      declaration.value.value = resolve(declaration.value.value, []);
    }
  }
  return rules;
}

/**
 * Drops Tailwind's `@supports (color:color-mix(…)){…}` upgrades whose colors are constants: the
 * hex fallback written before each of them is the same color. Upgrades that read a variable or
 * `currentcolor` can differ from their fallback and stay.
 */
export function dropConstantColorMixUpgrades(rules: Rule[]): Rule[] {
  const readsContext = (node: unknown) => {
    let found = false;
    walk(node, (object) => {
      const value = typeof object.value === "string" ? object.value.toLowerCase() : "";
      found ||= object.type === "var" || object.type === "currentcolor" || value === "currentcolor";
      return !found;
    });
    return found;
  };
  return editRules(rules, (rule) => {
    if (rule.type !== "supports") return rule;
    const { condition } = rule.value;
    const colorMixCheck =
      condition.type === "declaration" &&
      condition.propertyId.property === "color" &&
      condition.value.startsWith("color-mix(");
    return colorMixCheck && !readsContext(rule.value.rules) ? undefined : rule;
  });
}

/**
 * Tailwind registers each `--tw-` variable with `@property` (not inherited, with a starting value)
 * and, for browsers without `@property`, sets the same starting values on every element in
 * `@layer properties{@supports (…){*,:before,:after,::backdrop{…}}}`. On every element the two mean
 * the same, and the rule is much shorter: it applies unconditionally, and the registrations go.
 * It names elements only (`*`): a pseudo-element inherits the variables from its element, which has
 * the same starting values, and twenty unregistered variables declared on every pseudo-element as
 * well made each style recalculation of a page two to three times slower (docs/bench/main-thread.md).
 * The full stylesheet, loaded after hydration, registers them as usual. Left as it is if the two
 * lists of variables differ.
 */
export function unconditionalVariableDefaults(rules: Rule[]): Rule[] {
  const layer = rules.find((rule) => layerOf(rule, undefined) === "properties");
  const inLayer = layer && group(layer)?.rules;
  const supports =
    inLayer?.length === 1 && inLayer[0]?.type === "supports" ? inLayer[0] : undefined;
  const fallback = supports?.value.rules;
  if (!inLayer || fallback?.length !== 1 || fallback[0]?.type !== "style") return rules;
  const isRegistration = (rule: Rule): rule is Extract<Rule, { type: "property" }> =>
    rule.type === "property" && rule.value.name.startsWith("--tw-");
  const registered = rules.flatMap((rule) => (isRegistration(rule) ? [rule.value.name] : []));
  const defaults = declarations(fallback).map(([declaration]) =>
    declaration.property === "custom" ? declaration.value.name : declaration.property,
  );
  if (JSON.stringify(defaults.sort()) !== JSON.stringify(registered.sort())) return rules;
  const [defaultsRule] = fallback;
  if (defaultsRule?.type !== "style") return rules;
  defaultsRule.value.selectors = defaultsRule.value.selectors.filter((selector) =>
    selector.every((component) => component.type !== "pseudo-element"),
  );
  if (defaultsRule.value.selectors.length === 0) return rules;
  inLayer.splice(0, 1, defaultsRule);
  return rules.filter((rule) => !isRegistration(rule));
}

/** Drops `@keyframes` that no kept `animation` names. */
export function dropUnusedKeyframes(rules: Rule[]): Rule[] {
  const animated = new Set<string>();
  for (const [declaration] of declarations(rules)) {
    const property =
      declaration.property === "unparsed"
        ? declaration.value.propertyId.property
        : declaration.property;
    // A custom property may hold an animation for `animation: var(--…)`.
    if (!["animation", "animation-name", "custom"].includes(property)) continue;
    walk(declaration.value, (object) => {
      if (["ident", "string"].includes(object.type as string)) animated.add(object.value as string);
    });
  }
  return editRules(rules, (rule) =>
    rule.type === "keyframes" && !animated.has(rule.value.name.value) ? undefined : rule,
  );
}

/** The vendor prefixes of a property. */
function prefixes(id: PropertyId): string[] {
  // lightningcss 1.32 writes an unparsed declaration's prefixes as `vendor_prefix`, unlike its types.
  const fields = id as { vendorPrefix?: string[]; vendor_prefix?: string[] };
  return fields.vendorPrefix ?? fields.vendor_prefix ?? [];
}

/**
 * A declaration list with each declaration written once, the last time (Preflight's `a` rule comes
 * with `-webkit-text-decoration:inherit` four times). A prefixed copy of an unprefixed declaration
 * with the same value goes too: lightningcss writes the copies the target browsers need from the
 * unprefixed declaration, and would add one more to each it finds.
 */
function writeOnce(list: Declaration[]): Declaration[] {
  const texts = list.map((declaration) => JSON.stringify(declaration));
  const unparsed = (declaration: Declaration, prefixed: boolean) =>
    declaration.property === "unparsed" &&
    prefixes(declaration.value.propertyId).length > 0 === prefixed
      ? JSON.stringify([declaration.value.propertyId.property, declaration.value.value])
      : undefined;
  const unprefixed = new Set(list.map((declaration) => unparsed(declaration, false)));
  return list.filter((declaration, index) => {
    const prefixedCopy = unparsed(declaration, true);
    const repeated = texts.indexOf(texts[index] ?? "", index + 1) !== -1;
    return !repeated && !(prefixedCopy && unprefixed.has(prefixedCopy));
  });
}

/**
 * A syntax tree as lightningcss 1.32 can read it back. It cannot read the `null`s it writes for
 * absent values, such as `var()`'s `from` (parcel-bundler/lightningcss#1065): they go. Nor some
 * whole numbers from 2^16 up where it expects a 32-bit float, such as the `2147483647px` Tailwind's
 * `rounded-full` comes to (parcel-bundler/lightningcss#1188): a fraction is added that the float
 * rounds away.
 */
function readable<T>(tree: T): T {
  walk(tree, (object) => {
    for (const [key, value] of Object.entries(object)) if (value === null) delete object[key];
    const { value } = object;
    const float = typeof object.unit === "string" || object.type === "number";
    if (
      float &&
      typeof value === "number" &&
      Number.isInteger(value) &&
      Math.abs(value) >= 2 ** 16
    ) {
      const step = 2 ** (Math.floor(Math.log2(Math.abs(value))) - 23);
      object.value = value + Math.min(step / 4, 0.5);
    }
  });
  return tree;
}

/**
 * The stylesheet as lightningcss writes it minified for the site's browsers, after `edit` has
 * changed its rules, with each declaration written once and without license comments.
 */
export function editCss(css: string, edit: (rules: Rule[]) => Rule[] = (rules) => rules): string {
  const { code } = transform({
    filename: "inline.css",
    code: new TextEncoder().encode(css),
    minify: true,
    targets,
    visitor: {
      StyleSheet(sheet) {
        sheet.rules = editRules(edit(sheet.rules), (rule) => {
          if (rule.type !== "style" || !rule.value.declarations) return rule;
          const block = rule.value.declarations;
          block.declarations = writeOnce(block.declarations ?? []);
          block.importantDeclarations = writeOnce(block.importantDeclarations ?? []);
          return rule;
        });
        // The full stylesheet, added once React runs, carries the license notices: the inline
        // copy has no bytes to spare for them (the first round trip, see the top of this file).
        sheet.licenseComments = [];
        return readable(sheet);
      },
      Token: {
        // Read back from JavaScript, a whole percentage loses its mark as one (`50.0%`).
        percentage({ value }) {
          const percent = Math.round(value * 100);
          return Math.fround(percent / 100) === value ? { raw: `${percent}%` } : undefined;
        },
      },
    },
  });
  return new TextDecoder().decode(code);
}

/**
 * The rest of what one page can show, for its stylesheet loaded after the first paint on a page
 * that does not hydrate (decision 0017): of the utilities whose classes are on the page (or added
 * by its script: `script.classes`), those prunePageCss leaves out for being states of the
 * visitor's pointer or focus, or transitions between them, and the rules of the script's classes;
 * and any rule that needs an attribute only the script sets (`script.attributes`). Nothing else:
 * no Preflight, no registrations, no rule on every element, so that adding it restyles only the
 * elements those rules can match, not the whole document. Theme values are written in.
 */
export function laterPageCss(
  css: string,
  html: string,
  script: { classes: readonly string[]; attributes: readonly string[] },
): string {
  const classes = htmlClasses(html);
  for (const name of script.classes) classes.add(name);
  const attributes = htmlAttributes(html);
  for (const name of script.attributes) attributes.add(name);
  const byScript = new Set(script.classes);
  const needsScriptAttribute = (selector: Selector) =>
    selector.some(
      (component) => component.type === "attribute" && script.attributes.includes(component.name),
    );
  const later = editCss(css, (rules) => {
    const kept = editRules(dropAbsentStateRules(rules, attributes, classes), (rule, layer) => {
      if (layer === "theme" || group(rule)) return rule;
      if (rule.type !== "style") return undefined;
      const { selectors } = rule.value;
      if (layer !== "utilities") return selectors.some(needsScriptAttribute) ? rule : undefined;
      const named = selectors.flatMap(selectorClasses);
      const deferred =
        selectors.some(isInteractionState) ||
        (named.length > 0 && named.every(isMotionUtility)) ||
        named.some((name) => byScript.has(name));
      return deferred && selectors.some((selector) => hasClassesFor(selector, classes))
        ? rule
        : undefined;
    });
    const inlined = dropConstantColorMixUpgrades(inlineThemeValues(kept));
    return editRules(inlined, (rule, layer) =>
      layer === "theme" && rule.type !== "layer-block" ? undefined : rule,
    );
  });
  return editCss(later);
}

/** A selector that names no element type, class or attribute (`*`, `::backdrop`, `:host`). */
const isUniversal = (selector: Selector) =>
  selector.every((component) => !["type", "class", "attribute", "id"].includes(component.type));

/** A style rule's selector in its layer with its declarations: what identifies it across copies. */
const selectorKey = (layer: string | undefined, selector: Selector, block: unknown) =>
  JSON.stringify([layer, selector, block]);

/**
 * For a page that hydrates (decision 0017): everything of the stylesheet that its first paint's
 * copy (prunePageCss) left out, for what React draws there once it runs (toasts, form errors, the
 * hand-off panel) and what interaction shows. It repeats no rule the page already has, so that
 * adding it restyles only the elements its rules can match, not the whole document. Theme values
 * are written in; `@font-face` rules are left to the inline copy.
 */
export function restOfStylesheet(css: string, html: string): string {
  const classes = htmlClasses(html);
  const tags = htmlTags(html);
  const attributes = htmlAttributes(html);
  const kept = new Set<string>();
  editCss(css, (rules) => {
    const inline = keepBaseRules(
      pruneUtilities(dropAbsentStateRules(rules, attributes, classes), classes),
      tags,
    );
    editRules(inline, (rule, layer) => {
      if (rule.type === "style") {
        for (const selector of rule.value.selectors) {
          kept.add(selectorKey(layer, selector, rule.value.declarations));
        }
      }
      return rule;
    });
    return rules;
  });
  const rest = editCss(css, (rules) => {
    const left = editRules(rules, (rule, layer) => {
      // The inline copy already gives every element the `--tw-` starting values: registering
      // them again, or a rule for every element, would restyle the whole document.
      if (rule.type === "font-face" || rule.type === "property" || layer === "properties") {
        return rule.type === "layer-block" ? rule : undefined;
      }
      if (rule.type !== "style" || layer === "theme") return rule;
      const { selectors, declarations: block } = rule.value;
      rule.value.selectors = selectors.filter(
        (selector) =>
          !kept.has(selectorKey(layer, selector, block)) &&
          !(layer === "base" && isUniversal(selector)),
      );
      return rule.value.selectors.length > 0 ? rule : undefined;
    });
    const inlined = dropConstantColorMixUpgrades(inlineThemeValues(left));
    return editRules(inlined, (rule, layer) =>
      layer === "theme" && rule.type !== "layer-block" ? undefined : rule,
    );
  });
  return editCss(rest);
}

/** The stylesheet one page needs for its first paint (see the top of this file). */
export function prunePageCss(css: string, html: string): string {
  const classes = htmlClasses(html);
  const tags = htmlTags(html);
  const attributes = htmlAttributes(html);
  const pruned = editCss(css, (rules) => {
    const kept = keepBaseRules(
      pruneUtilities(dropAbsentStateRules(rules, attributes, classes), classes),
      tags,
    );
    const inlined = dropConstantColorMixUpgrades(inlineThemeValues(kept));
    return dropUnusedKeyframes(unconditionalVariableDefaults(pruneThemeVariables(inlined)));
  });
  // Read again, the values written in are worked out (`calc(.25rem * 4)` → `1rem`).
  return editCss(pruned);
}
