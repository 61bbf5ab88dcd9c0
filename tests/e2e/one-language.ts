/**
 * What finds one language's texts in the other's page (one-language.spec.ts, every-page.spec.ts).
 * A page carries only its own language's copy (issue 10): the HTML document and every script the
 * browser downloads while loading and hydrating a page hold none of the other language's texts.
 *
 * The texts looked for are derived from the content: every string of the other language's shell
 * and page copies longer than 12 characters that does not also occur in this language's copy (so
 * names, places, addresses and image paths shared by both languages do not count).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { clientDir } from "../../project/output.ts";
import type { LocaleContent } from "./content";
import { expect, type Locale, locales, pageDataFile } from "./fixtures";

const minLength = 13;

/** Every string in a copy object, at any depth. */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/** Addresses are not words: "/id/partnership" is in an English page's hreflang links by design. */
const isAddress = (text: string) => /^(\/|https?:|tel:|mailto:)/.test(text);

/**
 * React Router's own default error screen, which every page loads with the framework: the spec
 * took its title ("Unexpected Application Error!") for the English error screen.
 */
const reactRouterEntry = createRequire(import.meta.url).resolve("react-router");
const libraryText = readFileSync(
  join(
    reactRouterEntry.slice(0, reactRouterEntry.lastIndexOf("/dist/")),
    "dist/production/lib/hooks.js",
  ),
  "utf8",
);

const allTexts = (copy: LocaleContent) =>
  [...leaves(copy.shell), ...Object.values(copy.pages).flatMap(leaves)].filter(
    (text) => !isAddress(text) && !libraryText.includes(text),
  );

const distinctive = new WeakMap<LocaleContent, WeakMap<LocaleContent, string[]>>();

/**
 * The texts only `of` has: long enough to be telling, and found nowhere in `not`'s copy. Worked
 * out once per pair of copies: every page's test asks for the same two lists.
 */
export function distinctiveTexts(of: LocaleContent, not: LocaleContent): string[] {
  const known = distinctive.get(of)?.get(not);
  if (known) return known;
  const others = allTexts(not).join("\u0000");
  const texts = [
    ...new Set(allTexts(of).filter((text) => text.length >= minLength && !others.includes(text))),
  ];
  distinctive.set(of, (distinctive.get(of) ?? new WeakMap()).set(not, texts));
  return texts;
}

/**
 * Text as it reads once the escapes of JSON, JavaScript strings and HTML are undone, so that a
 * text is found however the build or the router's hydration data wrote it.
 */
function decoded(source: string): string {
  return source
    .replace(/\\+u([\da-fA-F]{4})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\\+(["'`/])/g, "$1")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const found = (texts: string[], haystack: string) =>
  texts.filter((text) => haystack.includes(text));

/**
 * The HTML document as served and the body of every script and data file the page loads while it
 * hydrates.
 */
export function watchScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() === "script" || /javascript|json/.test(type)) {
      scripts.set(response.url(), response.text());
    }
  });
  /** Once the page has loaded: the document as served and the scripts, decoded. */
  return async (documentText: string) => ({
    document: decoded(documentText),
    scripts: await Promise.all(
      [...scripts].map(async ([url, body]) => ({ url, text: decoded(await body) })),
    ),
  });
}

/**
 * A page of `locale` holds none of the other language's distinctive texts, in its HTML or in any
 * script or data file it loaded; its data file holds its own shell copy (so the search can see).
 */
export function expectOnlyItsLanguage(
  loaded: { document: string; scripts: Array<{ url: string; text: string }> },
  locale: Locale,
  content: Record<Locale, LocaleContent>,
) {
  const { document, scripts } = loaded;
  const other = locales.find((code) => code !== locale) as Locale;
  const foreign = distinctiveTexts(content[other], content[locale]);
  const own = distinctiveTexts(content[locale], content[other]);
  // The check can see this language's texts where they are: on a page that hydrates, its data, a
  // file of its own that the page fetches after its first paint (site-build/first-paint.ts); on
  // any page, its HTML.
  const data = scripts.find((file) => pageDataFile.test(file.url));
  const ownShell = leaves(content[locale].shell).filter((text) => own.includes(text));
  if (data) {
    expect(found(ownShell, data.text), "this language's shell copy in its data").toEqual(ownShell);
  }
  const shown = ownShell.filter((text) => document.includes(text));
  expect(shown.length + (data ? 1 : 0), "this language's texts in the page").toBeGreaterThan(0);
  expect(scripts.length, "scripts loaded").toBeGreaterThan(0);
  expect(found(foreign, document), `${other} texts in the HTML`).toEqual([]);
  for (const script of scripts) {
    expect(found(foreign, script.text), `${other} texts in ${script.url}`).toEqual([]);
  }
}

/** Every JavaScript file of the build, decoded. */
export function builtScripts(): Array<{ file: string; text: string }> {
  const assets = join(clientDir, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: decoded(readFileSync(join(assets, file), "utf8")) }));
}
