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
 * rules above are edits of its syntax tree (site-build/css-tree.ts; the shorter writing is
 * site-build/shorten-css.ts).
 * The page loads the full stylesheet once React runs (app/root.tsx), for everything that only
 * appears on interaction; the site's own focus ring (app/app.css, outside the layers) stays inline.
 */
import type { Rule, Selector } from "lightningcss";
import {
  customProperties,
  declarations,
  editCss,
  editRules,
  filterDeclarations,
  group,
  layerOf,
  walk,
} from "./css-tree.ts";
import { htmlElements } from "./html.ts";
import {
  dropConstantColorMixUpgrades,
  inlineThemeValues,
  pruneThemeVariables,
  unconditionalVariableDefaults,
} from "./shorten-css.ts";

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
