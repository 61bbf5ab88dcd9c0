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
import { describe, expect, it, vi } from "vitest";
import { pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { locales } from "../app/lib/locale.ts";
import { fullPackageDetails } from "../tests/support/full-package.ts";
import { buildDay } from "./build-day.ts";
import { projectRoot } from "./content-loader.ts";
import { contentModule, sourcesModule } from "./content-modules.ts";

describe("the content modules' loaders (virtual:content/sources)", () => {
  it("import every page file, the packages and the guides, in every language, each by a literal specifier", () => {
    // A literal specifier per file and language is what gives each its own chunk in the build.
    const specifiers = [...sourcesModule().matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    const expected = locales.flatMap((locale) => [
      ...Object.keys(pageSchemas).map((name) => `virtual:content/page/${name}/${locale}`),
      `virtual:content/packages/${locale}`,
      `virtual:content/guides/${locale}`,
    ]);
    expect(specifiers.sort()).toEqual(expected.sort());
  });
});

describe("the packages' module, built for a day", () => {
  it("leaves out the departures before the build's day and the promos that ended, and says the day", () => {
    const root = mkdtempSync(join(tmpdir(), "content-modules-"));
    try {
      cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
      mkdirSync(join(root, "app/assets"), { recursive: true });
      symlinkSync(join(projectRoot, "app/assets/art"), join(root, "app/assets/art"));
      const file = join(root, "content/packages/tokyo-discovery.json");
      const data = JSON.parse(readFileSync(file, "utf8"));
      for (const locale of locales) Object.assign(data[locale], fullPackageDetails[locale]);
      writeFileSync(file, JSON.stringify(data));
      const dates = (day: string) => {
        vi.stubEnv("BUILD_DAY", day);
        const code = contentModule(root, "packages/id") ?? "";
        const tokyo = code.slice(code.indexOf('"slug":"tokyo-discovery"'));
        return {
          dates: [...tokyo.matchAll(/"date":"([\d-]+)"/g)].map((match) => match[1]).slice(0, 9),
          builtOn: /"builtOn":"([\d-]+)"/.exec(tokyo)?.[1],
          promosUntil: [...tokyo.matchAll(/"until":"([\d-]+)"/g)].map((match) => match[1]),
        };
      };
      expect(dates("2026-09-12")).toEqual({
        dates: ["2026-09-12", "2027-10-02", "2027-10-16", "2027-11-06", "2027-11-20"],
        builtOn: "2026-09-12",
        promosUntil: ["2027-01-31", "2026-11-20"],
      });
      expect(dates("2026-09-13").dates).toEqual([
        "2027-10-02",
        "2027-10-16",
        "2027-11-06",
        "2027-11-20",
      ]);
      // An early bird runs through its last day; the next morning's build drops it.
      expect(dates("2026-11-20").promosUntil).toEqual(["2027-01-31", "2026-11-20"]);
      expect(dates("2026-11-21").promosUntil).toEqual(["2027-01-31"]);
      expect(dates("2030-01-01").dates).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("is today in Jakarta unless BUILD_DAY says which day, which must be a day", () => {
    expect(buildDay({ BUILD_DAY: "2026-11-28" })).toBe("2026-11-28");
    expect(buildDay({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => buildDay({ BUILD_DAY: "tomorrow" })).toThrow(/BUILD_DAY/);
  });
});
