import { readdirSync, statSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInputs, scriptFiles, sourcesChangedAt } from "./build-inputs.ts";

const root = resolve(import.meta.dirname, "..");

/** A file inside `path` (itself if it is a file). */
function someFileIn(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const entry = readdirSync(path, { recursive: true, encoding: "utf8" }).find((name) =>
    statSync(join(path, name)).isFile(),
  );
  if (!entry) throw new Error(`${path} holds no file`);
  return join(path, entry);
}

describe("what npm start watches to decide whether to rebuild", () => {
  it("reads the scripts the build command runs", () => {
    expect(scriptFiles("node a/x.ts && node b/y.ts && react-router build")).toEqual([
      "a/x.ts",
      "b/y.ts",
    ]);
  });

  it("is every folder the build's steps import from, derived, not listed", () => {
    const inputs = buildInputs(root);
    // Build steps import from these; a list kept by hand left two of them out.
    for (const folder of ["content-pipeline", "editor", "prebuild", "site-build", "app"]) {
      expect(inputs).toContain(folder);
    }
    expect(inputs).not.toContain("tests");
    expect(inputs).not.toContain("public");
  });

  it("sees a change to a file in each of them", () => {
    for (const input of buildInputs(root)) {
      const file = someFileIn(join(root, input));
      const { atime, mtime } = statSync(file);
      const later = new Date(Date.now() + 60_000);
      try {
        utimesSync(file, atime, later);
        expect(sourcesChangedAt(root), input).toBeGreaterThanOrEqual(later.getTime() - 1);
      } finally {
        utimesSync(file, atime, mtime);
      }
    }
  });
});
