/**
 * Speculation Rules for every page: a same-origin link is prerendered when the visitor shows an
 * intent to follow it (a pointer resting on it, or pressing it: "moderate"), so the next page is
 * already painted when the tap lands. Pages navigate as documents (decision 0017). Not the content
 * editor, downloads (a package's flyer) or links that open a new tab.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { selector_matches: "[download], [target]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
