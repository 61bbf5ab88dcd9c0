// @vitest-environment node
import { describe, expect, it } from "vitest";
import { locales } from "../app/lib/locale.ts";
import { fillTemplate } from "../app/lib/template.ts";
import { readContentFiles } from "../content-check/content-files.ts";
import { projectRoot } from "../project/output.ts";
import { withCompanyFactsFilled } from "../tests/support/company-facts.ts";
import { flyerText } from "./flyers.ts";

describe("what a flyer says", () => {
  const files = readContentFiles(projectRoot);
  const [first] = files.packages();

  it("names the company and its NIB once given, never while they are placeholders", () => {
    const filled = { ...files, site: withCompanyFactsFilled(files.site) };
    const { legalName, nib } = filled.site.business;
    for (const locale of locales) {
      const slug = first?.slug ?? "";
      expect(flyerText(files, slug, locale, "example.co.id").company).toBeUndefined();
      const words = files.pages(locale).package.forward;
      expect(flyerText(filled, slug, locale, "example.co.id").company).toBe(
        fillTemplate(words.company, { name: legalName, nib }),
      );
      // A name given with the NIB still at zeros is not enough: a buyer checks both.
      const halfway = {
        ...filled,
        site: { ...filled.site, business: { ...filled.site.business, nib: "0000000000000" } },
      };
      expect(flyerText(halfway, slug, locale, "example.co.id").company).toBeUndefined();
    }
  });
});
