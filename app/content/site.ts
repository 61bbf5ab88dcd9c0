/**
 * One site config read by the header, footer, contact page, chat button and page metadata, in
 * every language (the copy of each language is in `app/content/<locale>/`).
 *
 * PLACEHOLDERS: the brand, partner and assistant names and every contact detail below are
 * stand-ins until the company supplies its confirmed details. Phone and WhatsApp numbers use
 * zeros, and addresses use the reserved `.example` domain, so nobody can mistake them for real
 * ones. Replace them here; nothing else in the code needs to change.
 */
import { fillTemplate } from "../lib/template.ts";

export const siteConfig = {
  /** PLACEHOLDER: working brand name. */
  brandName: "Gateway Japan Tours",
  /** PLACEHOLDER: name of the Japan tours and travel company the site is an official affiliate of. */
  partnerName: "Japan Tours & Travel Company",
  /** PLACEHOLDER: name of the virtual travel assistant reachable on WhatsApp. */
  assistantName: "Sakura",
  /** PLACEHOLDER: WhatsApp number in international format, digits only (wa.me format). */
  whatsappNumber: "6280000000000",
  /** PLACEHOLDER: office phone as shown to visitors, and in E.164 for `tel:` links. */
  phoneDisplay: "+62 21 0000 0000",
  phoneE164: "+622100000000",
  /** PLACEHOLDER: the two public email addresses. */
  emailGeneral: "info@gatewayjapantours.example",
  emailBookings: "booking@gatewayjapantours.example",
  city: "Jakarta",
  country: "Indonesia",
  countryCode: "ID",
  /**
   * PLACEHOLDERS: the facts Indonesian buyers check before paying an agency, shown on About,
   * Contact and in the footer, and given to search engines. Until the company supplies its own
   * they read "[…]" or zeros: `isPlaceholder` keeps them out of the structured data and the build
   * lists them.
   */
  business: {
    /** PLACEHOLDER: the registered company name. */
    legalName: "PT [company name]",
    /** PLACEHOLDER: Nomor Induk Berusaha from OSS (13 digits). */
    nib: "0000000000000",
    /** PLACEHOLDER: tourism business registration (TDUP / Sertifikat Standar) number. */
    tourismRegistration: "[registration number]",
    /** PLACEHOLDER: travel associations the company belongs to, with its member numbers. */
    associations: [{ name: "[association]", memberNumber: "0000" }],
    /** PLACEHOLDER: the office's full address (city and country are below). */
    streetAddress: "[street address]",
    postalCode: "00000",
    /** PLACEHOLDER: the year the company was founded. */
    foundingYear: "0000",
  },
  /**
   * PLACEHOLDER (the company's confirmation): true only once the company confirms that every meal
   * it arranges is halal-certified. Until then both languages make the careful promise (Muslim-
   * friendly meals: no pork, no alcohol; halal-certified restaurants where available).
   */
  halalMealsConfirmed: false as boolean,
  /** PLACEHOLDER: the company's social network page. */
  socialNetworkName: "Instagram",
  socialUrl: "https://www.instagram.com/gatewayjapantours.placeholder/",
  /**
   * Public origin used for canonical URLs, Open Graph and the sitemap. Set VITE_SITE_URL when
   * building for a real domain.
   */
  siteUrl: import.meta.env?.VITE_SITE_URL || "https://gatewayjapantours.example",
} as const;

export type SiteConfig = typeof siteConfig;

/** A value still waiting for the company's own: "[…]" or nothing but zeros. */
export function isPlaceholder(value: string): boolean {
  return /\[[^\]]*\]/.test(value) || /^0+$/.test(value);
}

/**
 * The office's full address written in a language's `format` ("{street}, {city} {postalCode}"),
 * or undefined while the street address is still a placeholder: the pages then say it is given
 * on request. A postal code still at zeros is left out.
 */
export function officeAddress(
  format: string,
  business: { streetAddress: string; postalCode: string } = siteConfig.business,
): string | undefined {
  if (isPlaceholder(business.streetAddress)) return undefined;
  const postalCode = isPlaceholder(business.postalCode) ? "" : business.postalCode;
  return fillTemplate(format, {
    street: business.streetAddress,
    city: siteConfig.city,
    postalCode,
    country: siteConfig.country,
  })
    .replace(/ +,/g, ",")
    .replace(/ {2,}/g, " ")
    .trim();
}
