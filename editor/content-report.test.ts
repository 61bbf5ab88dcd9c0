// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../project/output.ts";
import { contentReport, contentReportHtml, reportSummary } from "./content-report.ts";
import { defaultApiRoot } from "./settings.ts";

const notSetUp = { branch: "main", apiRoot: defaultApiRoot };

describe("the content check's page for editors", () => {
  const copy = mkdtempSync(join(tmpdir(), "content-report-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(join(projectRoot, "content"), join(copy, "content"), { recursive: true });

  it("names a price with a digit missing, the company's placeholders by their editor labels, and the set-up", () => {
    const file = join(copy, "content/packages/tokyo-discovery.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    const title: string = data.en.title;
    data.en.priceIdr = Math.round(data.en.priceIdr / 10);
    data.id.priceIdr = data.en.priceIdr;
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    const report = contentReport(copy, notSetUp);
    const price = `IDR ${data.en.priceIdr.toLocaleString("en-US")}`;
    expect(report.warnings.find((line) => line.startsWith(`${title}:`))).toContain(price);
    expect(report.companyFacts).toContain("Company details › Business › Registered company name");
    expect(report.setup.map((line) => line.split(":")[0])).toEqual([
      "The site's address",
      "The online editor",
    ]);
    const html = contentReportHtml(report);
    expect(html).toContain(`<li>${title}: its price per person is ${price}`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(reportSummary(report)).toMatch(/^Content check: 1 warning · \d+ to fill in$/);
  });

  it("says so when there is nothing to report", () => {
    const html = contentReportHtml({
      warnings: [],
      companyFacts: [],
      packageFacts: [],
      companyWords: [],
      setup: [],
    });
    expect(html).toContain("No warnings.");
    expect(html).not.toContain("<li>");
  });
});
