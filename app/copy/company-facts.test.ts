import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "../../content-check/content-files";
import { placeholderCompanyFacts } from "../../content-check/unpublished-facts";
import { filledCompanyFacts } from "../../tests/support/company-facts";
import { locales } from "../lib/locale";
import { fillTemplate } from "../lib/template";
import { allFacts, companyFacts } from "./company-facts";
import { officeAddress, siteConfig } from "./site";

const files = readContentFiles(join(import.meta.dirname, "../.."));
const filled = { ...siteConfig, business: filledCompanyFacts.business };

describe("the company's facts as a buyer checks them", () => {
  it.each(locales)(
    "marks the placeholders as not ready to publish, and links no placeholder address (%s)",
    (locale) => {
      const words = files.pages(locale).shell.business;
      const facts = companyFacts(words);
      const lines = allFacts(facts).flatMap((fact) => fact.lines);
      expect(lines.length).toBeGreaterThanOrEqual(7);
      // Some fact is pending exactly when the content check lists a company placeholder.
      const waiting = placeholderCompanyFacts(join(import.meta.dirname, "../..")).length > 0;
      expect(lines.some((line) => line.pending)).toBe(waiting);
      expect(Boolean(facts.address.link)).toBe(!facts.address.lines[0]?.pending);
      expect(Boolean(facts.emergency)).toBe(Boolean(siteConfig.business.emergencyPhone));
    },
  );

  it.each(locales)(
    "shows every given fact, the address with its maps link, each account and the emergency number (%s)",
    (locale) => {
      const words = files.pages(locale).shell.business;
      const facts = companyFacts(words, filled);
      const { business } = filledCompanyFacts;
      const lines = allFacts(facts).flatMap((fact) => fact.lines);
      expect(lines.filter((line) => line.pending)).toEqual([]);
      expect(facts.legalName.lines.map((line) => line.text)).toEqual([business.legalName]);
      expect(facts.licence.lines[0]?.text).toBe(
        fillTemplate(words.licence, { number: business.sertifikatStandar, kbli: business.kbli }),
      );
      expect(facts.associations.lines).toHaveLength(business.associations.length);
      expect(facts.bankAccounts.lines.map((line) => line.text)).toEqual(
        business.bankAccounts.map(({ bank, accountNumber, accountName }) =>
          fillTemplate(words.bankAccount, { bank, number: accountNumber, name: accountName }),
        ),
      );
      const address = officeAddress(words.addressFormat, business);
      expect(facts.address.lines[0]?.text).toBe(address);
      const map = new URL(facts.address.link?.href ?? "");
      expect(map.host).toBe("www.google.com");
      expect(map.searchParams.get("query")).toBe(address);
      expect(facts.address.link?.label).toBe(words.mapLink);
      expect(facts.emergency?.link?.href).toBe(`tel:${business.emergencyPhone.replace(/ /g, "")}`);
    },
  );
});
