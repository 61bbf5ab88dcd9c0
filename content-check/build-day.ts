/**
 * The build's day, "2026-11-28": the day the site is built for. Departures before it are left out
 * of the pages and named by the content check; the deployment rebuilds the site every morning
 * (.github/workflows/site.yml), so a departure that has passed leaves the site without anyone
 * editing. `BUILD_DAY` sets it (a test builds for a fixed day); otherwise today in Jakarta.
 */
import { jakartaDay } from "../app/trip/payment-schedule.ts";

const dayShape = /^\d{4}-\d{2}-\d{2}$/;

export function buildDay(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const given = env.BUILD_DAY;
  if (given !== undefined && given !== "") {
    if (!dayShape.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`))) {
      throw new Error(`BUILD_DAY must be a day written year-month-day, not "${given}".`);
    }
    return given;
  }
  return jakartaDay(new Date());
}
