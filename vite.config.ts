import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentModules } from "./content-check/content-modules.ts";
import { photoPipeline } from "./content-check/photos.ts";
import { caseSensitiveClientRoutes } from "./site-build/case-sensitive-routes.ts";
import { iconImports } from "./site-build/icon-imports.ts";
import { toastStyles } from "./site-build/toast-styles.ts";

/** React, React DOM and React Router: the runtime every page loads before any of its own code. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Cards, banners, the breadcrumb and share buttons of package and guide pages, and the icons only
 * they draw: shown by several pages, but not by the contact and not-found pages, which would
 * otherwise download them in the shared file (the contact page is the one closest to the
 * JavaScript budget). tests/e2e/every-page.spec.ts catches a page over it.
 */
const showcase = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/]sections[\\/]shared[\\/](package-summary-card|package-facts|cta-banner|stats-strip|icon-card|breadcrumb|share-links)\.tsx$`,
    String.raw`[\\/]app[\\/]components[\\/]ui[\\/](star-rating|badge|picture)\.tsx$`,
    String.raw`[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/](award|calendar-days|graduation-cap|star|users|chevron-right|link-2|share-2)\.mjs$`,
  ].join("|"),
);

/**
 * The head's builders: loaded on client-side navigation only (app/route-data/loaders.ts). Kept out
 * of "shared" so that no page's first load carries them.
 */
const headBuilders = /[\\/]app[\\/](route-data[\\/]page-meta|lib[\\/]seo|lib[\\/]og-image)\.ts$/;

export default defineConfig({
  // contentModules: the content files (content/), one language at a time.
  // caseSensitiveClientRoutes: React Router 8.4 drops caseSensitive from the browser's routes.
  // photoPipeline: photos imported with ?photo or ?portrait, as AVIF and JPEG at several widths.
  // toastStyles: sonner's stylesheet moves from its code into app/app.css (no inline style to allow).
  plugins: [
    iconImports(),
    contentModules(import.meta.dirname),
    toastStyles(import.meta.dirname),
    photoPipeline(import.meta.dirname),
    tailwindcss(),
    reactRouter(),
    caseSensitiveClientRoutes(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Every image ships as its own fingerprinted file; only the prerender writes some SVG art into
    // the page itself (app/components/ui/inline-art.tsx, decision 0005).
    assetsInlineLimit: 0,
    // The pages preload nothing: the app boots after the first paint (docs/decisions/0005).
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React's first render on the contact page calls most of the framework at once: V8
            // compiles the whole file while it streams in rather than function by function inside
            // React's slices (Chromium's explicit compile hints; docs/bench/main-thread.md).
            postBanner: (chunk) =>
              chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : "",
            // Few, larger files compress better than many small ones, and a first visit needs
            // them all anyway: one framework file, one file of code shared by several pages, then
            // each page's own file. See docs/decisions/0004. The boot script finds the framework
            // file by its name (site-build/first-paint.ts).
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 4 },
                {
                  name: "shared",
                  test: (id: string) => !showcase.test(id) && !headBuilders.test(id),
                  tags: ["$initial"],
                  minShareCount: 2,
                  priority: 3,
                },
                // Cards and banners of the pages that present packages, programs and figures:
                // their own shared file, so the contact and not-found pages do not download them.
                { name: "showcase", test: showcase, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
