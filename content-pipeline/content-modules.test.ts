import { describe, expect, it } from "vitest";
import { pageSchemas } from "../app/content/schema/page-schemas.ts";
import { locales } from "../app/lib/locale.ts";
import { sourcesModule } from "./content-modules.ts";

describe("the content modules' loaders (virtual:content/sources)", () => {
  it("import every page file and the packages, in every language, each by a literal specifier", () => {
    // A literal specifier per file and language is what gives each its own chunk in the build.
    const specifiers = [...sourcesModule().matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    const expected = locales.flatMap((locale) => [
      ...Object.keys(pageSchemas).map((name) => `virtual:content/page/${name}/${locale}`),
      `virtual:content/packages/${locale}`,
    ]);
    expect(specifiers.sort()).toEqual(expected.sort());
  });
});
