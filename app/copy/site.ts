/**
 * The company's facts (content/site.json, edited in the CMS under "Company details") as the header,
 * footer, contact page, chat button and page metadata read them, in every language.
 *
 * The values the company has not supplied yet are placeholders: "[…]", zeros, and addresses on the
 * reserved `.example` domain, so nobody can mistake them for real ones. `isPlaceholder` keeps them
 * out of the structured data and the build lists them.
 */
import siteFile from "../../content/site.json" with { type: "json" };
import { formatWhatsappNumber } from "../lib/phone-number.ts";
import { fillTemplate } from "../lib/template.ts";
import type { SiteData } from "./schema/site.ts";

/**
 * The file as the schema describes it: TypeScript checks the file against the schema's type here,
 * and the content check parses it through the schema before every build. No zod in the pages.
 */
const site: SiteData = siteFile;

/** The address the site is built for until VITE_SITE_URL gives the real one. */
export const placeholderSiteUrl = "https://gatewayjapantours.example";

/**
 * An address that is no real site: the placeholder, or any other on the reserved `.example`
 * domain. A build for such an address is never the public site (content-check/unpublished-facts.ts).
 */
export function isPlaceholderSiteUrl(url: string): boolean {
  return new URL(url).hostname.endsWith(".example");
}

export const siteConfig = {
  ...site,
  /**
   * Public origin used for canonical URLs, Open Graph and the sitemap. Set VITE_SITE_URL when
   * building for a real domain.
   */
  siteUrl: import.meta.env?.VITE_SITE_URL || placeholderSiteUrl,
} as const;

export type SiteConfig = typeof siteConfig;

/** A value still waiting for the company's own: "[…]" or nothing but zeros. */
export function isPlaceholder(value: string): boolean {
  return /\[[^\]]*\]/.test(value) || /^0+$/.test(value);
}

/**
 * A contact detail still waiting for the company's own: a number that is zeros after its country
 * code, an address on the reserved `.example` domain, a social page marked `placeholder`.
 */
export function isPlaceholderContact(value: string): boolean {
  return (
    /^\+?62\d{0,3}0{6,}$/.test(value.replace(/[\s-]/g, "")) ||
    /\.example(\/|$)/.test(value) ||
    /placeholder/i.test(value)
  );
}

/** A company fact or contact detail still waiting for the company's own value. */
export const isPlaceholderFact = (value: string) =>
  isPlaceholder(value) || isPlaceholderContact(value);

/** The contact details still placeholders, as the copy writes them into its sentences. */
const pendingContacts = [
  formatWhatsappNumber(site.whatsappNumber),
  site.phoneDisplay,
  site.emailGeneral,
  site.emailBookings,
].filter(isPlaceholderContact);

/**
 * A sentence that holds a part the company has not given: a bracketed part ("[the refund
 * period]") or a contact detail still a placeholder. The pages mark it "not ready to publish".
 */
export const holdsPendingPart = (text: string) =>
  isPlaceholder(text) || pendingContacts.some((value) => text.includes(value));

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
