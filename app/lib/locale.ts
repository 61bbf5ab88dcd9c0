/**
 * The site's languages. English lives at the root (`/about`), Indonesian under `/id` (`/id/about`).
 * Everything language-specific that is not copy (tags for HTML, Open Graph and number formatting)
 * is here; the copy itself is in content/ (one object per language in each file).
 */
export const locales = ["en", "id"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export interface LocaleInfo {
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** `og:locale`: a value Facebook and WhatsApp know (`en_ID` is not one). */
  ogLocale: string;
  /** For `Intl` number formatting. */
  intl: string;
  /** Path prefix of the language's pages: "" for English, "/id" for Indonesian. */
  prefix: string;
}

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  en: { tag: "en", ogLocale: "en_US", intl: "en-US", prefix: "" },
  id: { tag: "id", ogLocale: "id_ID", intl: "id-ID", prefix: "/id" },
};

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** The language of a URL path: `/id` and `/id/…` are Indonesian, everything else English. */
export function localeOfPath(pathname: string): Locale {
  const { prefix } = localeInfo.id;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? "id" : "en";
}

/** The other language, for the language switcher. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "id" : "en";
}

/** "the deposit, the baggage allowance and child prices", as the language lists things. */
export function listInWords(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(localeInfo[locale].intl, { type: "conjunction" }).format(items);
}
