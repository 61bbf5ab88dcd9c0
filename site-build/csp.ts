/**
 * Content-Security-Policy hashes, computed from the build output: every inline script and style
 * of each prerendered HTML file, plus the styles libraries insert at run time. React Router and
 * React write several inline scripts into each page (router context, route module imports,
 * streaming, scroll restoration) and their text differs from page to page, so each page gets its
 * own policy.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { walkFiles } from "../project/output.ts";
import { contentSecurityPolicy, type InlineSources, isAdminPath } from "../server/http-headers.ts";
import { type HtmlElement, htmlElements } from "./html.ts";
import { sonnerStyleText } from "./toast-styles.ts";

/** The CSP source that allows exactly this inline text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * `application/ld+json` and other data blocks are never run, so they need no hash. Speculation
 * rules are checked against the policy like a script: they take a hash (Chromium 156 did not
 * honour 'inline-speculation-rules').
 */
function isDataBlock(script: HtmlElement): boolean {
  return /json/i.test(script.attributes.type ?? "");
}

const unique = (values: string[]) => [...new Set(values)];

/** A file's path inside build/client, as a URL path: `/about.html`. */
const sitePath = (clientDir: string, path: string) =>
  `/${relative(clientDir, path).split(sep).join("/")}`;

/**
 * Hashes of the inline code in one HTML document. Fails on inline event handlers (`onclick="…"`):
 * a policy without `'unsafe-inline'` blocks them, so the page would break.
 */
export function inlineSources(html: string): InlineSources {
  // Read as by a browser without scripts too: it applies the styles a <noscript> holds.
  const elements = htmlElements(html, { scripting: false });
  const handler = elements
    .flatMap((element) => Object.keys(element.attributes).map((name) => [element, name] as const))
    .find(([, name]) => name.startsWith("on"));
  if (handler) {
    throw new Error(
      `Inline event handler ${handler[1]}="…" on <${handler[0].name}>: the CSP blocks it; attach the handler in React instead.`,
    );
  }
  const named = (name: string) => elements.filter((element) => element.name === name);
  return {
    scripts: unique(
      named("script")
        // An empty inline script is never run, so it is never checked against the policy.
        .filter(
          (script) => !("src" in script.attributes) && !isDataBlock(script) && script.text !== "",
        )
        .map((script) => hashSource(script.text)),
    ),
    styles: unique(named("style").map((style) => hashSource(style.text))),
    styleAttributes: unique(
      elements.flatMap(({ attributes }) =>
        attributes.style === undefined ? [] : [hashSource(attributes.style)],
      ),
    ),
  };
}

/**
 * Styles inserted at run time by libraries in the bundle. Each is allowed by its hash, and so is
 * the empty string: the `<style>` element is in the document before its text is. sonner's is taken
 * out of its code by the build (site-build/toast-styles.ts), so there is none unless that
 * fails; then its hashes keep the toasts styled.
 */
export function runtimeStyleSources(clientDir: string): string[] {
  const bundles = [...walkFiles(clientDir)]
    .filter((file) => file.endsWith(".js") && !isAdminPath(sitePath(clientDir, file)))
    .map((file) => readFileSync(file, "utf8"));
  const styles = [sonnerStyleText()].filter((css) => bundles.some((code) => code.includes(css)));
  return styles.length > 0 ? [hashSource(""), ...styles.map(hashSource)] : [];
}

export interface PagePolicy {
  /** Path of the HTML file inside build/client, with a leading slash: `/about/index.html`. */
  file: string;
  inline: InlineSources;
  csp: string;
}

/**
 * The policy of every HTML file in build/client, but the content editor's: the files under
 * /admin/ have one policy of their own (server/http-headers.ts).
 */
export function pagePolicies(clientDir: string): PagePolicy[] {
  const runtimeStyles = runtimeStyleSources(clientDir);
  return [...walkFiles(clientDir)]
    .map((path) => ({ path, file: sitePath(clientDir, path) }))
    .filter(({ file }) => file.endsWith(".html") && !isAdminPath(file))
    .map(({ path, file }) => {
      const found = inlineSources(readFileSync(path, "utf8"));
      const inline = { ...found, styles: unique([...found.styles, ...runtimeStyles]) };
      return { file, inline, csp: contentSecurityPolicy(inline) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
