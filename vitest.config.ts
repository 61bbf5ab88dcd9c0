import { defineConfig } from "vitest/config";
import { contentModules } from "./content-check/content-modules.ts";

/**
 * One runner, three projects: `unit` runs beside the code before the build (on Node; jsdom where
 * a test renders, no build needed); `build` checks the build's output (`npm run build` first) on
 * Node, with a build's time limits; `cms` drives the content editor's local mode in Chromium (no
 * build needed).
 */
export default defineConfig({
  // The content files, one language at a time, as the pages load them.
  plugins: [contentModules(import.meta.dirname)],
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Node for speed (jsdom's set-up is most of a file's time); a test that renders into a
          // document says so in its first line: `// @vitest-environment jsdom`.
          environment: "node",
          include: [
            "{app,server,content-check,site-build,prebuild,launchers,editor}/**/*.test.{ts,tsx}",
            "tests/*.test.ts",
          ],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "build",
          environment: "node",
          include: ["tests/build/**/*.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "cms",
          environment: "node",
          include: ["tests/cms/**/*.test.ts"],
          // Beside the build on two cores, Decap's first screen can take half a minute.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
