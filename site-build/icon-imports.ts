/**
 * `import { ArrowRight } from "lucide"` in the app, rewritten to the icon's own module
 * (`lucide/dist/esm/icons/arrow-right.mjs`): lucide's entry re-exports its 2,000 icons, and the
 * build read every one of them to keep the few the pages use (the output is the same either way).
 * The entry's own export lines say which module each name (aliases too) is; any other name stays
 * on the entry.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/** Each name lucide's entry exports (aliases included), to its icon's module. */
function readIconModules(): Map<string, string> {
  const entry = createRequire(import.meta.url).resolve("lucide/dist/esm/lucide.mjs");
  const modules = new Map<string, string>();
  for (const [, names = "", file = ""] of readFileSync(entry, "utf8").matchAll(
    /^export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)';$/gm,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) {
      if (name) modules.set(name, `lucide/dist/esm/icons/${file}`);
    }
  }
  return modules;
}

let iconModules: Map<string, string> | undefined;
const iconModule = (name: string) => {
  iconModules ??= readIconModules();
  return iconModules.get(name);
};

/** Rewrites the imports from "lucide" in `code`: each icon from its module, types as types. */
export function rewriteIconImports(code: string): string {
  return code.replace(/^import \{([^}]*)\} from "lucide";$/gm, (_statement, names: string) => {
    const specifiers = names
      .split(",")
      .map((specifier) => specifier.trim())
      .filter(Boolean);
    const direct: string[] = [];
    const rest: string[] = [];
    const types = specifiers.filter((specifier) => specifier.startsWith("type "));
    if (types.length > 0) {
      direct.push(
        `import type { ${types.map((type) => type.slice(5)).join(", ")} } from "lucide";`,
      );
    }
    for (const specifier of specifiers.filter((specifier) => !specifier.startsWith("type "))) {
      const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
      const module = iconModule(imported);
      if (module) direct.push(`import ${local} from "${module}";`);
      else rest.push(specifier);
    }
    if (rest.length > 0) direct.push(`import { ${rest.join(", ")} } from "lucide";`);
    return direct.join("\n");
  });
}

/** The Vite plugin: the app's own modules only. */
export function iconImports(): Plugin {
  return {
    name: "icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id.split("?")[0] ?? "")) return;
      if (!code.includes(`from "lucide"`)) return;
      return { code: rewriteIconImports(code), map: null };
    },
  };
}
