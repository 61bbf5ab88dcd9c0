/**
 * The first-load budgets of every page, shared by the every-page sweep
 * (tests/e2e/every-page.spec.ts) and the photo build's test (tests/build/photo-build.test.ts). Sizes
 * are of what the browser requests on a first visit (lazy pictures below the fold do not count), as
 * served with gzip.
 */
export const firstLoadBudgets = {
  // React and React Router alone take most of the JavaScript budget: see
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
