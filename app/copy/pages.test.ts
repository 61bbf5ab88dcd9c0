import { describe, expect, it } from "vitest";
import { guidePath, guideSlugAt, localizedPath, pathInLocale } from "./pages";

describe("the same page in the other language", () => {
  it("is a guide's own page when the guide is written in both, else the guides page", () => {
    const both = ["visa-jepang"];
    expect(pathInLocale(guidePath("visa-jepang", "id"), "en", both)).toBe(
      guidePath("visa-jepang", "en"),
    );
    expect(pathInLocale(`${guidePath("visa-jepang", "en")}/`, "id", both)).toBe(
      guidePath("visa-jepang", "id"),
    );
    expect(pathInLocale(guidePath("hanya-indonesia", "id"), "en", both)).toBe(
      localizedPath("guides", "en"),
    );
    expect(pathInLocale(localizedPath("guides", "id"), "en", both)).toBe(
      localizedPath("guides", "en"),
    );
  });

  it("reads a guide's slug from its path, and nothing else", () => {
    expect(guideSlugAt(guidePath("visa-jepang", "id"), "id")).toBe("visa-jepang");
    expect(guideSlugAt(`${localizedPath("guides", "id")}/Visa`, "id")).toBeUndefined();
    expect(guideSlugAt(guidePath("visa-jepang", "en"), "id")).toBeUndefined();
  });
});
