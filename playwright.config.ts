import { defineConfig } from "@playwright/test";
import { behaviourTestLaunchOptions } from "./launchers/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// BUILD_DIR selects which build the server serves (project/output.ts); it also names the results.
const buildDir = process.env.BUILD_DIR ?? "build";

/** The specs that use nginx and wrangler as well as `npm start`. */
const serverSpecs = /(servers|server-agreement|fuzz)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${buildDir}`,
  fullyParallel: true,
  // One worker per core (E2E_WORKERS overrides): the build checks run beside them (tests/support/
  // run-all.ts), and more workers add contention for the tests that time layout and fonts.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // The headless shell: a spec that needs the full browser (the back/forward cache) says so.
    launchOptions: behaviourTestLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  projects: [
    { name: "pages", testIgnore: serverSpecs },
    // The specs that also ask nginx and Cloudflare's runtime (tests/e2e/servers.ts): in one
    // worker, which starts those two once, beside the pages' workers.
    { name: "servers", testMatch: serverSpecs, workers: 1 },
  ],
  webServer: {
    command: "node server/serve.ts",
    env: { PORT: String(port), HOST: "localhost", BUILD_DIR: buildDir },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
