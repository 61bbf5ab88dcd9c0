/**
 * sonner, the toast library, writes its stylesheet into the page when it loads: an empty inline
 * `<style>`, then its CSS. The CSP could only allow that by two hashes in every page's headers
 * (bytes every time; the headers count against TCP's first round trip, decision 0005). This
 * Vite plugin takes the stylesheet out of sonner's code and writes it to app/generated/toasts.css,
 * which app/app.css imports: the toasts are styled by the site's own stylesheet, which `'self'`
 * allows. The first page load's inline stylesheet leaves the rules out (no element has sonner's
 * attributes before a toast: site-build/prune-css.ts); the full stylesheet, added once React
 * runs, has them before any toast can show.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** sonner's call that inserts its stylesheet, with the CSS as a JSON string literal. */
const insertCall = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/;

/**
 * The CSS sonner inserts, read from the installed package so that an upgrade keeps it right.
 * Throws if sonner no longer inserts its CSS this way.
 */
export function sonnerStyleText(): string {
  const source = readFileSync(fileURLToPath(import.meta.resolve("sonner")), "utf8");
  const literal = insertCall.exec(source)?.[1];
  if (!literal) {
    throw new Error('sonner no longer calls __insertCSS("…"): update site-build/toast-styles.ts.');
  }
  return JSON.parse(literal) as string;
}

/** sonner's module without the call that inserts its stylesheet, or undefined if it has none. */
export function withoutInsertedStyles(code: string): string | undefined {
  return insertCall.test(code) ? code.replace(insertCall, "void 0") : undefined;
}

export const toastStylesFile = "generated/toasts.css";

export function toastStyles(projectRoot: string): Plugin {
  return {
    name: "toast-styles",
    buildStart() {
      const file = join(projectRoot, "app", toastStylesFile);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(
        file,
        `/* sonner's toast styles, taken from its code by site-build/toast-styles.ts: do not edit. */\n${sonnerStyleText()}\n`,
      );
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]/.test(id)) return undefined;
      const changed = withoutInsertedStyles(code);
      if (!changed && /__insertCSS/.test(code)) {
        throw new Error(`${id}: sonner's stylesheet call was not recognised.`);
      }
      return changed;
    },
  };
}
