import { type Locale, localeInfo } from "./locale.ts";
import { fillTemplate } from "./template.ts";

const groupedDigits = Object.fromEntries(
  Object.entries(localeInfo).map(([locale, info]) => [
    locale,
    new Intl.NumberFormat(info.intl, { maximumFractionDigits: 0 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/**
 * A rupiah amount as each language writes it: "IDR 12,500,000" in English (the spec's text),
 * "Rp12.500.000" in Indonesian (the Indonesian convention: no space, dots between thousands).
 */
export function formatIdr(amountIdr: number, locale: Locale): string {
  if (!Number.isFinite(amountIdr) || amountIdr < 0) {
    throw new RangeError(`Not a price in rupiah: ${amountIdr}`);
  }
  const digits = groupedDigits[locale].format(Math.round(amountIdr));
  return locale === "id" ? `Rp${digits}` : `IDR ${digits}`;
}

/**
 * How every package price is shown: the language's phrase around the amount, for example
 * "Starting from {price}" → "Starting from IDR 12,500,000", "Mulai dari {price}" → "Mulai dari Rp12.500.000".
 */
export function formatPrice(amountIdr: number, locale: Locale, phrase: string): string {
  return fillTemplate(phrase, { price: formatIdr(amountIdr, locale) });
}

/** A whole number or decimal in the language's notation: 5,000 / 5.000, 4.9 / 4,9. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 1 }).format(value);
}
