/**
 * The company's facts as a buyer checks them before paying an agency (content/site.json, labelled
 * in the page's language by content/pages/shell.json): the registered name, NIB, Sertifikat
 * Standar with its KBLI, associations, the office's address with a link to it in a maps app, the
 * year founded, the bank accounts in the company's name and, if the company gives one, the
 * emergency number in Japan. A value still a placeholder is `pending`: the page marks it "not
 * ready to publish" beside it (a build for the real address refuses placeholders:
 * content-check/unpublished-facts.ts).
 */
import { mapsSearchUrl } from "../lib/maps-link.ts";
import { fillTemplate } from "../lib/template.ts";
import { isPlaceholderFact, officeAddress, siteConfig } from "./site.ts";
import type { PageSource } from "./view.ts";

/** The facts' labels and sentences in one language (content/pages/shell.json, `business`). */
export type CompanyWords = PageSource<"shell">["business"];

/** One value of a fact, as shown: an association, a bank account. */
export interface FactLine {
  text: string;
  /** Still a placeholder: the page marks it "not ready to publish". */
  pending: boolean;
}

export interface CompanyFact {
  label: string;
  lines: FactLine[];
  /** Where the fact leads once given: the address in a maps app (a new tab), the number to dial. */
  link?: { href: string; label: string };
}

/** The facts in the order a buyer checks them; the emergency number only when the company gives one. */
export interface CompanyFacts {
  legalName: CompanyFact;
  nib: CompanyFact;
  licence: CompanyFact;
  associations: CompanyFact;
  address: CompanyFact;
  founded: CompanyFact;
  bankAccounts: CompanyFact;
  emergency?: CompanyFact;
}

type Site = Pick<typeof siteConfig, "business" | "city" | "country">;

/** A value as shown, pending while any of the facts it is made of is a placeholder. */
const line = (text: string, ...facts: string[]): FactLine => ({
  text,
  pending: facts.some(isPlaceholderFact),
});

export function companyFacts(words: CompanyWords, site: Site = siteConfig): CompanyFacts {
  const { business, city, country } = site;
  const given = officeAddress(words.addressFormat, business);
  const address =
    given ??
    fillTemplate(words.addressFormat, {
      street: business.streetAddress,
      city,
      postalCode: business.postalCode,
      country,
    });
  const emergency = business.emergencyPhone;
  return {
    legalName: { label: words.legalName, lines: [line(business.legalName, business.legalName)] },
    nib: { label: words.nib, lines: [line(business.nib, business.nib)] },
    licence: {
      label: words.sertifikatStandar,
      lines: [
        line(
          fillTemplate(words.licence, { number: business.sertifikatStandar, kbli: business.kbli }),
          business.sertifikatStandar,
          business.kbli,
        ),
      ],
    },
    associations: {
      label: words.associations,
      lines: business.associations.map(({ name, memberNumber }) =>
        line(fillTemplate(words.membership, { name, number: memberNumber }), name, memberNumber),
      ),
    },
    address: {
      label: words.address,
      lines: [{ text: address, pending: !given }],
      ...(given ? { link: { href: mapsSearchUrl(given), label: words.mapLink } } : {}),
    },
    founded: { label: words.founded, lines: [line(business.foundingYear, business.foundingYear)] },
    bankAccounts: {
      label: words.bankAccounts,
      lines: business.bankAccounts.map(({ bank, accountNumber, accountName }) =>
        line(
          fillTemplate(words.bankAccount, { bank, number: accountNumber, name: accountName }),
          bank,
          accountNumber,
          accountName,
        ),
      ),
    },
    ...(emergency
      ? {
          emergency: {
            label: words.emergency,
            lines: [line(emergency, emergency)],
            link: { href: `tel:${emergency.replace(/[\s-]/g, "")}`, label: emergency },
          },
        }
      : {}),
  };
}

/** Every fact given, in the order a buyer checks them: what About and Contact list. */
export const allFacts = (facts: CompanyFacts): CompanyFact[] =>
  [
    facts.legalName,
    facts.nib,
    facts.licence,
    facts.associations,
    facts.address,
    facts.founded,
    facts.bankAccounts,
    facts.emergency,
  ].filter((fact) => fact !== undefined);
