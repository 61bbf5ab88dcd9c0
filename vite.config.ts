import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { caseSensitiveClientRoutes } from "./scripts/build/case-sensitive-routes.ts";
import { photoPipeline } from "./scripts/build/photos.ts";

/** React, React DOM and React Router: the runtime every page loads before any of its own code. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  // caseSensitiveClientRoutes: React Router 8.4 drops caseSensitive from the browser's routes.
  // photoPipeline: photos imported with ?photo or ?portrait, as AVIF and JPEG at several widths.
  plugins: [
    photoPipeline(import.meta.dirname),
    tailwindcss(),
    reactRouter(),
    caseSensitiveClientRoutes(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Every image ships as its own fingerprinted file; only the prerender writes a page's first-screen
    // art into it as a data: URL (app/content/first-screen-art.server.ts, decision 0005).
    assetsInlineLimit: 0,
    // The pages preload nothing: the app boots after the first paint (docs/decisions/0005).
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few, larger files compress better than many small ones, and a first visit needs
            // them all anyway: one framework file, one file of code shared by several pages, then
            // each page's own file. See docs/decisions/0004. The boot script finds the framework
            // file by its name (scripts/build/first-paint.ts).
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                { name: "shared", tags: ["$initial"], minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
