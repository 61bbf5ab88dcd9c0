/**
 * Keeps, of a Tailwind stylesheet's utilities layer, only the rules a page's HTML uses. A rule is
 * kept when one of the classes in its selector is on an element of the page, or when its selector
 * names no class at all. Everything outside `@layer utilities` is kept as it is. The page loads the
 * full stylesheet once React runs (app/root.tsx), for classes that only appear on interaction.
 */

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
    for (const name of (match[1] ?? "").split(/\s+/))
      if (name) classes.add(name.replaceAll("&amp;", "&"));
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

/** The stylesheet with its utilities layer cut down to the classes in `used`. */
export function pruneUtilities(css: string, used: Set<string>): string {
  const marker = "@layer utilities{";
  const start = css.indexOf(marker);
  if (start === -1) return css;
  const bodyStart = start + marker.length;
  let depth = 1;
  let end = bodyStart;
  for (; end < css.length && depth > 0; end += 1) {
    if (css[end] === "{") depth += 1;
    else if (css[end] === "}") depth -= 1;
  }
  const utilities = keepRules(css.slice(bodyStart, end - 1), used);
  const before = pruneTailwindVariables(css.slice(0, bodyStart), utilities);
  const after = pruneTailwindVariables(css.slice(end), utilities);
  return `${before}${utilities}}${after}`;
}
