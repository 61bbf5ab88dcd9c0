import type { Locator } from "@playwright/test";
import type { LocaleContent } from "./content";
import { expect } from "./fixtures";

export type PackageCopy = NonNullable<LocaleContent["packages"][string]>;

/**
 * What a buyer compares before paying, group by group in the content's order, each with its list
 * and the day its facts were checked; then the one line naming what the quotation states.
 */
export async function expectFacts(main: Locator, copy: PackageCopy) {
  const terms = main.getByRole("region", { name: copy.terms.title });
  await expect(terms.locator("dt")).toHaveText(copy.terms.groups.map((group) => group.heading));
  const facts = terms.locator("dd");
  await expect(facts).toHaveCount(copy.terms.groups.length);
  for (const [index, group] of copy.terms.groups.entries()) {
    for (const text of [group.text, ...(group.items ?? []), group.checked ?? ""]) {
      await expect(facts.nth(index)).toContainText(text);
    }
  }
  if (copy.terms.quotation) await expect(terms.getByText(copy.terms.quotation)).toBeVisible();
}
