import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPlaceholderFact, placeholderSiteUrl } from "../app/copy/site.ts";
import { missingCompanyFacts } from "../editor/content-report.ts";
import {
  filledCompanyFacts,
  withCompanyFactsFilled,
  withCompanyWordsFilled,
} from "../tests/support/company-facts.ts";
import { contentCopies } from "../tests/support/content-copy.ts";
import { projectRoot } from "./content-loader.ts";
import { formatProblem } from "./content-messages.ts";
import { checkContentFiles } from "./content-rules.ts";
import { companysWord, isProductionBuild, productionProblems } from "./unpublished-facts.ts";

const { contentCopy } = contentCopies();
const messages = (root: string) => checkContentFiles(root).problems.map(formatProblem);

describe("a production build", () => {
  const production = { VITE_SITE_URL: "https://www.gateway-japan-tours.co.id" };
  const preview = { ...production, SITE_PREVIEW: "cms/packages/tokyo-discovery" };

  /** Every text in a JSON value. */
  const textsIn = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsIn)
        : [];

  it("is a build for a real address that is no draft's preview", () => {
    expect(isProductionBuild(production)).toBe(true);
    expect(isProductionBuild({ ...production, SITE_PREVIEW: "" })).toBe(true);
    expect(isProductionBuild(preview)).toBe(false);
    expect(isProductionBuild({})).toBe(false);
    // The bench builds for its own origin on this computer: a local build.
    expect(isProductionBuild({ VITE_SITE_URL: "http://localhost:4400" })).toBe(false);
    expect(isProductionBuild({ VITE_SITE_URL: "http://127.0.0.1:4400" })).toBe(false);
    expect(isProductionBuild({ VITE_SITE_URL: "" })).toBe(false);
    expect(isProductionBuild({ VITE_SITE_URL: placeholderSiteUrl })).toBe(false);
  });

  it("stops on the launch content, naming every company detail still a placeholder as the content check does", () => {
    const problems = productionProblems(projectRoot, production).filter(
      ({ file }) => file === "content/site.json",
    );
    const site = JSON.parse(readFileSync(join(projectRoot, "content/site.json"), "utf8"));
    const placeholders = textsIn(site).filter(isPlaceholderFact);
    expect(placeholders.length).toBeGreaterThan(10);
    // One problem for each placeholder in the file, naming it and its value…
    expect(problems.map(({ message }) => message).sort()).toEqual(
      placeholders.map((value) => `still a placeholder (${JSON.stringify(value)})`).sort(),
    );
    // …by the name the content check gives it (the build's list and /admin/content-check).
    const listed = missingCompanyFacts(projectRoot);
    for (const { where } of problems) expect(listed).toContain(where);
    expect(problems.map(formatProblem)).toContain(
      `content/site.json, Company details › Business › Registered company name: still a placeholder (${JSON.stringify(site.business.legalName)})`,
    );
  });

  it("stops on each part of the privacy notice, the terms and the figures' source the company has not given, by file, language and field", () => {
    const problems = productionProblems(projectRoot, production).filter(
      ({ file }) => file !== "content/site.json",
    );
    const expected = companysWord.flatMap(({ file, fields }) => {
      const data = JSON.parse(
        readFileSync(join(projectRoot, `content/pages/${file}.json`), "utf8"),
      );
      return Object.values(data).flatMap((page) =>
        Object.entries(page as object)
          .filter(([key]) => !fields || fields.includes(key))
          .flatMap(([, value]) => JSON.stringify(value).match(/\[[^\]"]*\]/g) ?? []),
      );
    });
    // Both pages and both figures' sources still wait for the company: every part is named once.
    expect(expected.length).toBeGreaterThan(20);
    expect(problems.map(({ message }) => message).sort()).toEqual(
      expected.map((part) => `still a placeholder (${JSON.stringify(part)})`).sort(),
    );
    expect(problems.map(formatProblem)).toContain(
      'content/pages/home.json, Indonesian: statisticsSource: still a placeholder ("[asal angka-angka ini]")',
    );
  });

  it("names what is left when all but one detail is filled in, and goes on once every one is", () => {
    const { root, edit } = contentCopy();
    for (const { file, fields } of companysWord) {
      edit(`content/pages/${file}.json`, (data) => {
        Object.assign(data, withCompanyWordsFilled(data, fields));
      });
    }
    edit("content/site.json", (data) => {
      Object.assign(data, withCompanyFactsFilled(data));
    });
    edit("content/pages/terms.json", (data) => {
      data.id.sections[1].paragraphs[1] = "Biaya pembatalan: [biaya pembatalan].";
    });
    expect(productionProblems(root, production).map(formatProblem)).toEqual([
      'content/pages/terms.json, Indonesian: sections, item 2, paragraphs, item 2: still a placeholder ("[biaya pembatalan]")',
    ]);
    edit("content/pages/terms.json", (data) => {
      data.id.sections[1].paragraphs[1] = "Biaya pembatalan: Rp1.000.000 per orang.";
    });
    edit("content/site.json", (data) => {
      Object.assign(data, withCompanyFactsFilled(data));
      data.business.nib = "0000000000000";
    });
    expect(productionProblems(root, production).map(formatProblem)).toEqual([
      'content/site.json, Company details › Business › NIB (business ID from OSS): still a placeholder ("0000000000000")',
    ]);
    edit("content/site.json", (data) => {
      data.business.nib = filledCompanyFacts.business.nib;
    });
    expect(productionProblems(root, production)).toEqual([]);
    // The filled-in file is valid content: the check passes it too.
    expect(messages(root)).toEqual([]);
  });

  it("leaves a draft's preview and a local build to build, with their placeholders", () => {
    expect(productionProblems(projectRoot, preview)).toEqual([]);
    expect(productionProblems(projectRoot, {})).toEqual([]);
    expect(productionProblems(projectRoot, { VITE_SITE_URL: placeholderSiteUrl })).toEqual([]);
  });
});
