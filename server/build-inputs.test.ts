import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot as root, walkFiles } from "../project/output.ts";
import { buildInputs, rebuildReason, scriptFiles } from "./build-inputs.ts";

/** A file inside `path` (itself if it is a file). */
function someFileIn(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const [file] = walkFiles(path);
  if (!file) throw new Error(`${path} holds no file`);
  return file;
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
    for (const folder of ["content-check", "editor", "prebuild", "site-build", "app"]) {
      expect(inputs).toContain(folder);
    }
    expect(inputs).not.toContain("tests");
    expect(inputs).not.toContain("public");
  });

  it("rebuilds when a file changes in any folder that feeds the build, and only then", () => {
    // The build page of a fresh build: written after every source file.
    const dir = mkdtempSync(join(tmpdir(), "build-inputs-"));
    const builtPage = join(dir, "index.html");
    try {
      expect(rebuildReason(root, builtPage)).toBe("no build");
      writeFileSync(builtPage, "");
      const builtAt = new Date(Date.now() + 60_000);
      utimesSync(builtPage, builtAt, builtAt);
      expect(rebuildReason(root, builtPage)).toBeUndefined();
      // The folders named here feed the build today; any other input is derived and tried too.
      const named = ["app", "content", "content-check", "editor", "prebuild", "site-build"];
      for (const input of new Set([...named, ...buildInputs(root)])) {
        const file = someFileIn(join(root, input));
        const { atime, mtime } = statSync(file);
        const later = new Date(builtAt.getTime() + 60_000);
        try {
          utimesSync(file, atime, later);
          expect(rebuildReason(root, builtPage), input).toBe("changed");
        } finally {
          utimesSync(file, atime, mtime);
        }
      }
      expect(rebuildReason(root, builtPage)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
