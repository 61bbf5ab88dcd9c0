// @vitest-environment node
/**
 * Every repository path the docs name exists: backticked paths (`server/serve.ts`, also inside a
 * command) and relative Markdown links, in README.md and docs/. A doc that names a moved or
 * deleted file fails here instead of misleading the next reader.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { expect, test } from "vitest";
import { projectRoot as root, walkFiles } from "../project/output.ts";

/**
 * Paths whose existence is not the code's: what the build and tools write (absent from a fresh
 * clone), and the staff's package files, which the CMS adds and removes (a doc's example package
 * must not fail the tests when staff delete it).
 */
const notCode =
  /^(build|build-[^/]*|reports|test-results|playwright-report|node_modules|app\/generated)(\/|$)|^content\/packages\/./;
const topLevel = new Set(readdirSync(root).filter((name) => !name.startsWith(".")));
const docs = [
  "README.md",
  ...walkFiles(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => relative(root, file)),
];

/** The repository paths in a backticked span: tokens under a top-level folder of the repo. */
function backtickedPaths(span: string): string[] {
  return span
    .split(/\s+/)
    .map((token) => token.replace(/^[("'=]+|[),;:."']+$/g, "").replace(/:\d+(-\d+)?$/, ""))
    .filter(
      (token) =>
        token.includes("/") &&
        topLevel.has(token.split("/")[0] ?? "") &&
        !notCode.test(token) &&
        !/[<>*{}$…|]/.test(token),
    );
}

/** Relative link targets, as repository paths. */
function linkedPaths(doc: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? "").replace(/#.*$/, ""))
    .filter((target) => target && !/^[a-z]+:/i.test(target) && !target.startsWith("/"))
    .map((target) => normalize(join(dirname(doc), decodeURIComponent(target))));
}

test("every path named in README.md and docs/ exists", () => {
  const missing: string[] = [];
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), "utf8");
    const named = [
      ...[...text.matchAll(/`([^`\n]+)`/g)].flatMap((match) => backtickedPaths(match[1] ?? "")),
      ...linkedPaths(doc, text),
    ];
    for (const path of new Set(named)) {
      if (!existsSync(join(root, path))) missing.push(`${doc}: ${path}`);
    }
  }
  expect(missing).toEqual([]);
});
