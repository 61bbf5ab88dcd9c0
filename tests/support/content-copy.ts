/** Copies of the project's content that a test may break, removed after the test file. */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { projectRoot } from "../../content-check/content-loader.ts";

/** `contentCopy()`: a copy of content/ (pictures linked, not copied) with an `edit` of its files. */
export function contentCopies() {
  const copies: string[] = [];
  afterAll(() => {
    for (const root of copies) rmSync(root, { recursive: true, force: true });
  });
  return {
    contentCopy(): {
      root: string;
      // biome-ignore lint/suspicious/noExplicitAny: any content file, changed field by field.
      edit: (file: string, change: (data: any) => void) => void;
    } {
      const root = mkdtempSync(join(tmpdir(), "content-check-"));
      cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
      mkdirSync(join(root, "app/assets"), { recursive: true });
      symlinkSync(join(projectRoot, "app/assets/art"), join(root, "app/assets/art"));
      copies.push(root);
      return {
        root,
        edit(file, change) {
          const path = join(root, file);
          const data = JSON.parse(readFileSync(path, "utf8"));
          change(data);
          writeFileSync(path, JSON.stringify(data));
        },
      };
    },
  };
}
