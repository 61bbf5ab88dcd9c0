import { type Locale, localeInfo } from "./locale";

/** "27 November 2026" / "27 November 2026", from "2026-11-27". */
export function formatDay(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not a date: ${isoDate}`);
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}
