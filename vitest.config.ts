import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { contentModules } from "./content-check/content-modules.ts";

/** Where the unit tests live: beside the code, and the project-wide ones in tests/. */
const unitRooms = [
  "app",
  "server",
  "content-check",
  "site-build",
  "prebuild",
  "launchers",
  "editor",
];
const unitTests = [
  ...unitRooms.flatMap((room) =>
    readdirSync(join(import.meta.dirname, room), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(room, file)),
  ),
  ...readdirSync(join(import.meta.dirname, "tests"))
    .filter((file) => /\.test\.ts$/.test(file))
    .map((file) => join("tests", file)),
];
/** The unit tests that render into a document: their first line says `// @vitest-environment jsdom`. */
const documentTests = unitTests.filter((file) =>
  readFileSync(join(import.meta.dirname, file), "utf8").startsWith("// @vitest-environment jsdom"),
);

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
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // On Node, the files sharing one module registry per worker: they hold no state a
          // file could leave behind (a file's mocks and stubbed variables are restored after
          // it), and loading the modules again for each file was most of the run's CPU
          // (docs/bench/tests.md).
          environment: "node",
          include: unitTests,
          exclude: documentTests,
          isolate: false,
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The tests that render into a document (jsdom): each file in its own, which a page
          // script's listeners and elements must not outlive.
          name: "unit-dom",
          include: documentTests,
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
