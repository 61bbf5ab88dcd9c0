/**
 * The stylesheet as a syntax tree (lightningcss): reading it, walking and editing its rules, and
 * writing it minified for the site's browsers. The first-paint steps (site-build/prune-css.ts,
 * site-build/shorten-css.ts) are edits of this tree.
 */
import {
  type CustomProperty,
  type Declaration,
  type DeclarationBlock,
  type PropertyId,
  type Rule,
  transform,
  type Variable,
} from "lightningcss";

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
export function walk(
  node: unknown,
  visit: (object: Record<string, unknown>) => boolean | undefined,
) {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node !== null && typeof node === "object") {
    const object = node as Record<string, unknown>;
    if (visit(object) === false) return;
    for (const value of Object.values(object)) walk(value, visit);
  }
}

/** The rules inside a grouping rule (`@layer`, `@media`, `@supports`, …), or undefined. */
export function group(rule: Rule): { rules: Rule[] } | undefined {
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
export const layerOf = (rule: Rule, outer: string | undefined) =>
  rule.type === "layer-block" ? (rule.value.name ?? []).join(".") : outer;

export type Edit = (rule: Rule, layer: string | undefined) => Rule | undefined;

/**
 * `rules` with each rule, at any depth, replaced by what `edit` returns for it (undefined drops
 * it), given the name of the `@layer` it is in. A grouping rule left empty goes, except a layer:
 * where it first appears sets the layers' order (lightningcss writes it as `@layer name;`).
 */
export function editRules(rules: Rule[], edit: Edit, layer?: string): Rule[] {
  return rules.flatMap((rule) => {
    const edited = edit(rule, layer);
    if (!edited) return [];
    const inner = group(edited);
    if (inner) inner.rules = editRules(inner.rules, edit, layerOf(edited, layer));
    return inner?.rules.length === 0 && edited.type !== "layer-block" ? [] : [edited];
  });
}

/** Every declaration of style rules and keyframes, at any depth, with the layer it is in. */
export function declarations(rules: Rule[], layer?: string): [Declaration, string | undefined][] {
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
export function filterDeclarations(rule: Rule, keep: (declaration: Declaration) => boolean): Rule {
  const block = rule.type === "style" ? rule.value.declarations : undefined;
  if (block) {
    block.declarations = (block.declarations ?? []).filter(keep);
    block.importantDeclarations = (block.importantDeclarations ?? []).filter(keep);
  }
  return rule;
}

/** The custom properties a syntax tree sets or mentions (`--a:…`, `var(--b)`). */
export function customProperties(node: unknown): Set<string> {
  const names = new Set<string>();
  walk(node, (object) => {
    if (object.property === "custom" && typeof object.value === "object") {
      names.add((object.value as CustomProperty).name);
    } else if (object.type === "var") names.add((object.value as Variable).name.ident);
    else if (object.type === "dashed-ident") names.add(object.value as string);
  });
  return names;
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
        // copy has no bytes to spare for them (the first round trip: site-build/prune-css.ts).
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
