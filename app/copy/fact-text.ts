/**
 * A fact as a page says it, leaving out what the company has not given yet: the package pages and
 * the Terms page name those parts once, in the line of what the quotation states.
 */
import { fillTemplate } from "~/lib/template";

/** A part only the company can give, in square brackets: "[the baggage allowance]". */
const unknownPart = /\[([^\]]*)\]/g;

/**
 * A fact as the page says it: its `{minPax}` filled, and each sentence holding a part only the
 * company can give ("[the deposit (DP) per person]") left out; those parts' words are collected
 * in `unknown`, for the one line that names what the quotation states.
 */
export function factText(text: string, minPax: number, unknown: Set<string>): string {
  return fillTemplate(text, { minPax })
    .split(/(?<=[.!?\]])\s+/)
    .filter((sentence) => {
      const parts = [...sentence.matchAll(unknownPart)].map((match) => match[1]?.trim() ?? "");
      for (const part of parts) if (part) unknown.add(part);
      return parts.length === 0 && sentence.trim() !== "";
    })
    .join(" ");
}
