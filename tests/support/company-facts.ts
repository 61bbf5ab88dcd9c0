/**
 * Test data, not facts: every company detail of content/site.json filled in, as the company will
 * (two associations and two bank accounts, an emergency number in Japan), for the production
 * build's rule (content-check/content-rules.test.ts) and the photo build's copy
 * (tests/support/photo-build-site.ts). Its values are made up to be recognised as such ("PT Fixture
 * …") and must never be copied into content/.
 */
import type { SiteData } from "../../app/copy/schema/site.ts";

export const filledCompanyFacts = {
  whatsappNumber: "6281299990001",
  phoneDisplay: "+62 21 5099 0001",
  phoneE164: "+622150990001",
  emailGeneral: "info@fixture-tours.co.id",
  emailBookings: "booking@fixture-tours.co.id",
  socialUrl: "https://www.instagram.com/fixture.tours/",
  business: {
    legalName: "PT Fixture Wisata Nusantara",
    nib: "9120001234567",
    sertifikatStandar: "91200012345670001",
    kbli: "79120",
    associations: [
      {
        name: "Fixture Travel Association",
        memberNumber: "FTA-0421",
        memberCheckUrl: "https://fixture-travel-association.or.id/members",
      },
      { name: "Fixture Tour Guild", memberNumber: "1187" },
    ],
    registryCheckUrl: "https://oss.go.id/",
    streetAddress: "Jl. Fixture Raya No. 12, Setiabudi",
    postalCode: "12920",
    foundingYear: "2014",
    bankAccounts: [
      {
        bank: "Bank Fixture",
        accountName: "PT Fixture Wisata Nusantara",
        accountNumber: "1234567890",
      },
      {
        bank: "Bank Contoh",
        accountName: "PT Fixture Wisata Nusantara",
        accountNumber: "9876543210",
      },
    ],
    emergencyPhone: "+81 80 1234 5678",
  },
} as const satisfies Partial<SiteData>;

/** content/site.json with every company detail filled in. */
export function withCompanyFactsFilled(site: SiteData): SiteData {
  return {
    ...site,
    ...structuredClone(filledCompanyFacts),
    business: { ...site.business, ...structuredClone(filledCompanyFacts.business) },
  } as SiteData;
}

/**
 * A text of the company's own word (the privacy notice, the terms, the figures' source) with each
 * `[…]` filled in by made-up words, as the company fills them in: "[the deposit]" → "Fixture
 * value: the deposit".
 */
export function withCompanyWordsFilled<T>(value: T, fields?: readonly string[]): T {
  const fill = (item: unknown, inField: boolean): unknown => {
    if (typeof item === "string") {
      return inField ? item.replace(/\[([^\]]*)\]/g, "Fixture value: $1") : item;
    }
    if (Array.isArray(item)) return item.map((entry) => fill(entry, inField));
    if (item && typeof item === "object") {
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [key, fill(entry, inField)]),
      );
    }
    return item;
  };
  // A page file: `{ en: {...}, id: {...} }`, limited to `fields` of each language when given.
  if (!fields) return fill(value, true) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, Record<string, unknown>>).map(([locale, page]) => [
      locale,
      Object.fromEntries(
        Object.entries(page).map(([key, entry]) => [key, fill(entry, fields.includes(key))]),
      ),
    ]),
  ) as T;
}
