import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { locales } from "~/lib/locale";
import { placeholdersIn } from "~/lib/template";
import { loadPageCopy, loadShellCopy } from "~/route-data/load-copy";
import { pages } from "./pages";

/** The shape of a value: keys, array lengths and leaf kinds, without the words. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return typeof value;
}

/** Every `{placeholder}` a template string uses (a plural's too), sorted. */
const placeholders = (text: string) => placeholdersIn(text).sort();

function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [];
}

const copies = await Promise.all(
  locales.map(async (locale) => ({
    locale,
    shell: await loadShellCopy(locale),
    pages: Object.fromEntries(
      await Promise.all(
        pages.map(async (page) => [page.key, await loadPageCopy(page.key, locale)]),
      ),
    ) as Record<string, unknown>,
  })),
);
const [english, ...others] = copies;
if (!english) throw new Error("no English copy");

describe("copy in every language", () => {
  it.each(others)("has the same structure in $locale as in English", (other) => {
    expect(shapeOf(other.shell)).toEqual(shapeOf(english.shell));
    for (const page of pages) {
      expect(shapeOf(other.pages[page.key]), page.key).toEqual(shapeOf(english.pages[page.key]));
    }
  });

  it.each(others)("fills the same placeholders in $locale as in English", (other) => {
    const englishLeaves = new Map(leaves({ shell: english.shell, pages: english.pages }));
    for (const [path, text] of leaves({ shell: other.shell, pages: other.pages })) {
      expect(placeholders(text), path).toEqual(placeholders(englishLeaves.get(path) ?? ""));
    }
  });

  it.each(copies)(
    "gives every $locale page a preview-sized description and a picture's alt text",
    ({ pages: pageCopies, shell }) => {
      for (const page of pages) {
        const { meta } = pageCopies[page.key] as {
          meta: { title: string; description: string; imageAlt: string };
        };
        expect(meta.description.length, page.key).toBeLessThanOrEqual(160);
        expect(meta.description.length, page.key).toBeGreaterThan(70);
        expect(meta.imageAlt, page.key).not.toContain(meta.title);
        expect(meta.imageAlt.length, page.key).toBeGreaterThan(20);
      }
      expect(shell.notFound.meta.description.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(copies)(
    "keeps every internal link of the $locale copy in that language",
    ({ locale, shell, pages: pageCopies }) => {
      const links = leaves({ shell, pages: pageCopies }).filter(([path]) =>
        /\.(to|[a-zA-Z]*To)$/.test(path),
      );
      expect(links.length).toBeGreaterThan(10);
      for (const [path, to] of links) {
        expect(to.startsWith("/"), path).toBe(true);
        if (locale === "id")
          expect(
            to === "/id" || to.startsWith("/id/") || to.startsWith("/id#"),
            `${path} ${to}`,
          ).toBe(true);
        else expect(to.startsWith("/id"), `${path} ${to}`).toBe(false);
      }
    },
  );
});

describe("page paths", () => {
  const appDir = join(import.meta.dirname, "..");
  const sourceFiles = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((entry) => /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
      .map((entry) => join(dir, entry));
  const segments = pages.map((page) => page.segment).filter(Boolean);
  const pathLiteral = new RegExp(`["'\`]/(?:id|${segments.join("|")})(?:[/#?"'\`]|$)`, "m");

  /** The page registry, and the language registry that owns the `/id` prefix. */
  const registries = [join("content", "pages.ts"), join("lib", "locale.ts")];
  const withoutComments = (code: string) =>
    code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

  it("are written only in the page registry; everything else calls localizedPath", () => {
    const offenders = [...sourceFiles(appDir)]
      .map((file) => relative(appDir, file))
      .filter((file) => !registries.includes(file))
      .filter((file) =>
        pathLiteral.test(withoutComments(readFileSync(join(appDir, file), "utf8"))),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the meal promise", () => {
  it.each(copies)(
    "is the careful one in every $locale text until the company confirms halal-certified meals",
    async ({ locale, shell, pages: pageCopies }) => {
      const { siteConfig } = await import("./site");
      const { readContentFiles } = await import("../../content-check/content-files");
      const { meals } = readContentFiles(join(import.meta.dirname, "../..")).pages(locale).shell;
      // The stronger wording only once the company confirms it (Company details).
      const mealWords = meals[siteConfig.halalMealsConfirmed ? "confirmed" : "careful"];
      // Travelers' own words (testimonials, reviews) may say what they ate; the company's may not
      // promise more than the careful wording.
      const companyTexts = leaves({ shell, pages: pageCopies }).filter(
        ([path]) => !/testimonials|reviews/.test(path),
      );
      const promises = companyTexts.filter(([, text]) => /halal/i.test(text));
      expect(promises.length).toBeGreaterThan(0);
      for (const [path, text] of promises) {
        expect(text.replace(mealWords.included, "").replace(mealWords.meals, ""), path).not.toMatch(
          /halal(?!-certified| bila| \(?bersertifikat)/i,
        );
      }
    },
  );
});

describe("company facts", () => {
  it("shows the office's address once the company gives it, and says 'on request' until then", async () => {
    const { officeAddress } = await import("./site");
    expect(officeAddress("{street}, {postalCode} {city}")).toBeUndefined();
    const business = { streetAddress: "Jl. Jenderal Sudirman Kav. 1", postalCode: "10220" };
    expect(officeAddress("{street}, {postalCode} {city}", business)).toBe(
      "Jl. Jenderal Sudirman Kav. 1, 10220 Jakarta",
    );
    expect(
      officeAddress("{street}, {city} {postalCode}", { ...business, postalCode: "00000" }),
    ).toBe("Jl. Jenderal Sudirman Kav. 1, Jakarta");
  });

  it("puts the office's address in the contact page's Find Us, in both languages", async () => {
    const business = { streetAddress: "Jl. Jenderal Sudirman Kav. 1", postalCode: "10220" };
    vi.resetModules();
    vi.doMock("./site", async (importOriginal) => {
      const site = await importOriginal<typeof import("./site")>();
      return { ...site, officeAddress: (format: string) => site.officeAddress(format, business) };
    });
    try {
      const { loadPageCopy: load } = await import("~/route-data/load-copy");
      for (const locale of locales) {
        const { findUs } = await load("contact", locale);
        expect(findUs.intro).toContain(`${business.streetAddress}, `);
        expect(findUs.intro).not.toMatch(/request|permintaan/i);
      }
    } finally {
      vi.doUnmock("./site");
      vi.resetModules();
    }
  });

  it("recognises the placeholders still waiting for the company's own values", async () => {
    const { isPlaceholder, siteConfig } = await import("./site");
    expect(isPlaceholder(siteConfig.business.nib)).toBe(true);
    expect(isPlaceholder("[street address]")).toBe(true);
    expect(isPlaceholder("1234567890123")).toBe(false);
    expect(isPlaceholder("Jl. Sudirman 1")).toBe(false);
  });

  it("recognises the contact details still waiting for the company's own", async () => {
    const { isPlaceholderContact, siteConfig } = await import("./site");
    for (const value of [
      siteConfig.whatsappNumber,
      siteConfig.phoneE164,
      siteConfig.phoneDisplay,
      siteConfig.emailGeneral,
      siteConfig.socialUrl,
    ]) {
      expect(isPlaceholderContact(value), value).toBe(true);
    }
    for (const value of [
      "6281234567890",
      "+62 21 5085 1234",
      "info@gjt.co.id",
      "https://instagram.com/gjt",
    ]) {
      expect(isPlaceholderContact(value), value).toBe(false);
    }
  });
});
