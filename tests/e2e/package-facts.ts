import type { Locator } from "@playwright/test";
import type { LocaleContent } from "./content";
import { expect } from "./fixtures";

export type PackageCopy = NonNullable<LocaleContent["packages"][string]>;

/**
 * What a buyer compares before paying, group by group in the content's order (facts that change
 * end with the day they were checked), the last row naming what the quotation states.
 */
export async function expectFacts(main: Locator, copy: PackageCopy) {
  const terms = main.getByRole("region", { name: copy.terms.title });
  await expect(terms.locator("dt")).toHaveText(copy.terms.groups.map((group) => group.heading));
  await expect(terms.locator("dd")).toHaveText(copy.terms.groups.map((group) => group.text));
}
