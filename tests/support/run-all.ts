/**
 * `npm test`: every check, in order, against the production build. Stops at the first failure.
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";
import { ensureNginx } from "./nginx.ts";
import { ensureProgram, java } from "./system-program.ts";

const steps: Array<[label: string, script: string]> = [
  ["Type check", "typecheck"],
  ["Lint and format", "lint"],
  ["Unit tests", "test:unit"],
  ["Production build", "build"],
  ["Build output checks", "test:build"],
  ["End-to-end tests", "test:e2e"],
];

try {
  process.env.CHROMIUM_PATH = ensureChromium();
  // The server tests run the build behind real nginx too.
  process.env.NGINX_PATH = ensureNginx();
  // The HTML validity check runs the Nu HTML Checker on Java.
  ensureProgram(java);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = Date.now();
for (const [label, script] of steps) {
  console.info(`\n▶ ${label} (npm run ${script})`);
  const result = spawnSync("npm", ["run", "--silent", script], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
