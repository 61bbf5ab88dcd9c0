/** content/pages/partnership.json. */
import { z } from "zod";
import { programKeys } from "../choice-keys.ts";
import { partnershipIcons } from "../partnership-icons.ts";
import { iconNames, list, paragraph, same, template, text } from "./fields.ts";
import { card, cta, hero, pageMeta, section } from "./page-parts.ts";

export const partnershipSchema = z.object({
  meta: pageMeta,
  hero,
  why: section.extend({ reasons: list(card(partnershipIcons)) }),
  programs: section.extend({
    learnMoreLabel: text(),
    learnMoreContext: template(["title"]),
    benefitsLabel: text(),
    programs: z
      .array(
        z.object({
          key: same(z.enum(programKeys).meta({ title: "Program" })),
          title: text(),
          description: paragraph(),
          benefits: list(text()),
        }),
      )
      .length(programKeys.length),
  }),
  steps: section.extend({
    steps: list(z.object({ title: text(), description: paragraph() })),
  }),
  requirements: section.extend({
    groups: list(
      z.object({
        icon: same(z.enum(iconNames(partnershipIcons)).meta({ title: "Icon" })),
        title: text(),
        requirements: list(text()),
      }),
    ),
  }),
  /** Its button goes to the contact page, with "a partnership" chosen. */
  cta: cta.extend({ button: z.object({ label: text("Button text") }) }),
});
