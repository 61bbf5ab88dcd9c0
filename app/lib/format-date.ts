/**
 * Days as each language writes them, from the content's ISO days ("2027-10-02"): the one formatter
 * of the pages, the estimate's script and the print.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO day ("2027-10-02") as a UTC timestamp; a RangeError names anything else. */
export function utc(day: string): number {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "2 Oktober 2027" / "October 2, 2027": a day as the language (its Intl tag) writes it. */
export function sayDay(day: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(utc(day));
}

/** "Oktober 2027" / "October 2027". */
export function sayMonth(day: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    utc(day),
  );
}
