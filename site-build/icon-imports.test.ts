import { globSync, readFileSync } from "node:fs";
import * as lucide from "lucide";
import { describe, expect, it } from "vitest";
import { rewriteIconImports } from "./icon-imports.ts";

describe("rewriteIconImports", () => {
  it("imports each icon from its own module, an alias from its icon's, types as types", () => {
    const code = [
      "import {",
      "  ArrowRight,",
      "  Building2 as Office,",
      "  type IconNode,",
      '} from "lucide";',
      "const kept = 1;",
    ].join("\n");
    expect(rewriteIconImports(code).split("\n")).toEqual([
      'import type { IconNode } from "lucide";',
      'import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";',
      'import Office from "lucide/dist/esm/icons/building-complex.mjs";',
      "const kept = 1;",
    ]);
  });

  it("leaves a name lucide does not export, and other modules' imports, as they are", () => {
    const code = 'import { NoSuchIcon } from "lucide";\nimport { useState } from "react";';
    expect(rewriteIconImports(code)).toBe(code);
  });

  it("gives the same shapes as the entry, for every icon the app imports", async () => {
    const names = new Set<string>();
    for (const file of globSync("app/**/*.{ts,tsx}")) {
      for (const [, list = ""] of readFileSync(file, "utf8").matchAll(
        /^import \{([^}]*)\} from "lucide";$/gm,
      )) {
        for (const name of list.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
          if (name && !name.startsWith("type ")) names.add(name);
        }
      }
    }
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) {
      const [, module = ""] =
        rewriteIconImports(`import { ${name} } from "lucide";`).match(/from "(.+)"/) ?? [];
      expect(module, name).toMatch(/^lucide\/dist\/esm\/icons\//);
      const own = (await import(module)) as { default: unknown };
      expect(own.default, name).toEqual((lucide as Record<string, unknown>)[name]);
    }
  });
});
