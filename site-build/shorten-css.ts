/**
 * The first-paint stylesheet written shorter with the same meaning (site-build/prune-css.ts): theme
 * variables that nothing reads go, those that nothing else sets are replaced by their values,
 * `color-mix()` upgrades of constant colors are dropped, and the `--tw-` variables get their
 * starting values from Tailwind's own fallback rule instead of one registration each.
 */
import type { Rule, TokenOrValue, Variable } from "lightningcss";
import { declarations, editRules, filterDeclarations, group, layerOf, walk } from "./css-tree.ts";

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
