import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../tests/support/content-copy.ts";
import { projectRoot } from "./content-loader.ts";
import { formatProblem } from "./content-messages.ts";
import { checkContentFiles } from "./content-rules.ts";
import { sourceMaxAgeMonths } from "./guide-rules.ts";

const { contentCopy } = contentCopies();
const day = new Date("2026-12-01T00:00:00Z");
const messages = (root: string) => checkContentFiles(root, day).problems.map(formatProblem);

/** The first guide of the project: the file every case edits. */
const [name] = readdirSync(join(projectRoot, "content/guides")).filter((file) =>
  file.endsWith(".json"),
);
const file = `content/guides/${name}`;

describe("the content check of the guides", () => {
  it("counts the project's guides, which pass", () => {
    const result = checkContentFiles(projectRoot, day);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.checked.guides).toBe(
      readdirSync(join(projectRoot, "content/guides")).filter((entry) => entry.endsWith(".json"))
        .length,
    );
  });

  it("stops on an unknown package, a source without its checked day and links to no page, naming file, language and field", () => {
    const { root, edit } = contentCopy();
    edit(file, (data) => {
      data.id.relatedPackages = [data.id.relatedPackages[0], "kyoto-by-night"];
      data.en.relatedPackages = data.id.relatedPackages;
      delete data.id.sources[0].checkedOn;
      delete data.en.sources[0].checkedOn;
      data.id.body += [
        "",
        "[Paket](/id/tours/kyoto-by-night), [kontak](/contact), [relatif](tours/x),",
        "[bagian](#tidak-ada) dan [kontak](/id/contact?guide=x#form).",
      ].join("\n");
    });
    const found = messages(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${file}, Indonesian: relatedPackages, item 2: names the package "kyoto-by-night", which has no file in content/packages/ \\(one of: `,
          ),
        ),
        `${file}, Indonesian: sources, item 1, checkedOn: Checked on (year-month-day) is missing`,
        `${file}, English: sources, item 1, checkedOn: Checked on (year-month-day) is missing`,
        `${file}, Indonesian: body: links to /id/tours/kyoto-by-night, which is no page of the site`,
        `${file}, Indonesian: body: links to /contact, the English page: link the Indonesian one (its address in Indonesian starts /id)`,
        expect.stringMatching(
          new RegExp(`^${file}, Indonesian: body: links to "tours/x": write a page of the site`),
        ),
        expect.stringMatching(
          new RegExp(`^${file}, Indonesian: body: links to #tidak-ada, which is no heading`),
        ),
      ]),
    );
    // The query and the anchor of a page that exists are the page's business.
    expect(found.join("\n")).not.toContain("/id/contact?guide");
  });

  it("warns of a source checked more than a year before the build's day, and builds", () => {
    const { root, edit } = contentCopy();
    edit(file, (data) => {
      for (const locale of ["en", "id"]) data[locale].sources[0].checkedOn = "2025-11-30";
    });
    const result = checkContentFiles(root, day);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual(
      ["English", "Indonesian"].map((language) =>
        expect.stringMatching(
          new RegExp(
            `^${file}, ${language}: sources, item 1 \\(".+"\\): last checked on 2025-11-30, more than ${sourceMaxAgeMonths} months ago`,
          ),
        ),
      ),
    );
  });

  it("takes a guide in one language, refuses one in none, and holds its languages to the same facts", () => {
    const oneLanguage = contentCopy();
    // The CMS copies the language-neutral fields into a language nobody wrote: no version.
    oneLanguage.edit(file, (data) => {
      data.en = { cover: { file: data.en.cover.file }, relatedPackages: data.en.relatedPackages };
    });
    expect(messages(oneLanguage.root)).toEqual([]);

    const none = contentCopy();
    none.edit(file, (data) => {
      data.en = {};
      data.id = {};
    });
    expect(messages(none.root)).toEqual([
      `${file}: is written in no language: give its title and text in English ("en") or Indonesian ("id"), or both`,
    ]);

    const disagree = contentCopy();
    disagree.edit(file, (data) => {
      data.en.sources[0].url = "https://www.mofa.go.jp/";
    });
    expect(messages(disagree.root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}, sources, item 1, url: Address \\(https://…\\) is the same in both languages, but Indonesian has .+ and English .+\\. Change it in the Indonesian version`,
        ),
      ),
    ]);
  });

  it("holds the Indonesian text of a guide to the glossary, its headings to sentence case", () => {
    const { root, edit } = contentCopy();
    edit(file, (data) => {
      data.id.body += "\n\n## Tips Dari Pemandu\n\nKirim dokumen via email.";
    });
    expect(messages(root)).toEqual([
      `${file}, Indonesian: body, heading: "…Tips Dari Pemandu…": the companion from Jakarta is the "tour leader"`,
      `${file}, Indonesian: body, heading: Dari in Title Case: write headings in sentence case`,
      `${file}, Indonesian: body: "…rim dokumen via email.…": write "lewat" ("Kirim lewat WhatsApp")`,
    ]);
  });

  it("checks no guide when the project has none", () => {
    const { root } = contentCopy();
    rmSync(join(root, "content/guides"), { recursive: true });
    const result = checkContentFiles(root, day);
    expect(result.problems).toEqual([]);
    expect(result.checked.guides).toBe(0);
  });
});
