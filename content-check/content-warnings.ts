/**
 * What the content check warns about without stopping the build: a price that lost a digit, and
 * facts that change (visa rules, payment terms) not checked for six months. Named in the CMS's words.
 */
import type { z } from "zod";
import { pathWords } from "./content-messages.ts";
import { nodeAt, schemaTree, walkValue } from "./schema-tree.ts";

/** A price far below the others (a digit lost): named as a warning, the build goes on. */
export function priceWarnings(
  prices: ReadonlyArray<{ title: string; priceIdr: number }>,
): string[] {
  return prices.flatMap(({ title, priceIdr }) => {
    const others = prices.filter((item) => item.title !== title).map((item) => item.priceIdr);
    if (others.length === 0 || priceIdr * 5 >= Math.min(...others)) return [];
    const range = `${Math.min(...others).toLocaleString("en-US")}–${Math.max(...others).toLocaleString("en-US")}`;
    return [
      `${title}: its price per person is IDR ${priceIdr.toLocaleString("en-US")}, less than a fifth of the other packages' (IDR ${range}). Check that no digit is missing.`,
    ];
  });
}

/** A "checked on" date older than this many months is named in a warning. */
export const checkedOnMaxMonths = 6;

/**
 * Facts that change (visa rules, payment terms) carry the day staff last checked them: a warning
 * names each one checked more than six months before `today`, in the CMS's words. The build goes on.
 */
export function staleCheckWarnings(
  files: ReadonlyArray<{ file: string; schema: z.ZodType; data: unknown }>,
  today: Date,
): string[] {
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - checkedOnMaxMonths);
  const limitDay = limit.toISOString().slice(0, 10);
  const warnings: string[] = [];
  for (const { file, schema, data } of files) {
    const tree = schemaTree(schema);
    walkValue(tree, data, (_field, value, path) => {
      if (path.at(-1) === "checkedOn" && typeof value === "string" && value < limitDay) {
        const groupPath = path.slice(0, -1);
        const group = nodeAt(tree, groupPath)?.meta.title ?? pathWords(groupPath);
        warnings.push(
          `${file}, ${group}: last checked on ${value}, more than ${checkedOnMaxMonths} months ago. Check these facts again (they change), then set "Checked on" to the day you did.`,
        );
      }
      return undefined;
    });
  }
  return warnings;
}
