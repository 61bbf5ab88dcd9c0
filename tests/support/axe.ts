/**
 * axe-core as the end-to-end tests and the build checks run it: WCAG 2.x A and AA (2.2 included)
 * plus best practices, on the page itself (the site's pages have no frames).
 *
 * axe is injected once per document and asked for violations only: @axe-core/playwright injected
 * it twice per run and had axe build a selector for every node that passed, which together cost
 * about as much CPU as the rules (docs/bench/tests.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * The WCAG violations axe-core finds on `page`, in the elements matching `include` (CSS
 * selectors; the whole document when none is given).
 */
export async function axeViolations(
  page: Pick<Page, "evaluate">,
  include: string[] = [],
): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
        };
      };
      const context =
        include.length > 0 ? { include: include.map((selector) => [selector]) } : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      // Only what a report names: the rule, its impact and help, and the elements' selectors.
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { tags: axeTags, include },
  );
}
