/**
 * The first-load budgets of every page, shared by the every-page sweep
 * (tests/e2e/every-page.spec.ts) and the photo build's test (tests/build/photo-build.test.ts). Sizes
 * are of what the browser requests on a first visit (lazy pictures below the fold do not count), as
 * served with gzip.
 */
export const firstLoadBudgets = {
  /**
   * JavaScript by kind of page (decision 0017). A page that does not hydrate runs only its small
   * script (app/enhance/): no React, no router. The page that hydrates (the contact form) loads
   * React, React DOM and React Router, about 101 KB of it alone (decision 0004), its form, and the
   * page script every page runs.
   */
  javascriptGzip: { static: 8 * 1024, hydrating: 125 * 1024 },
  cssGzip: 20 * 1024,
  totalFirstLoad: 300 * 1024,
} as const;

/** The JavaScript budget of a page, by whether it hydrates (`html[data-hydrates]`). */
export const javascriptBudget = (hydrates: boolean) =>
  firstLoadBudgets.javascriptGzip[hydrates ? "hydrating" : "static"];

/** The screens the budgets hold on (the end-to-end tests' phone and desktop). */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
