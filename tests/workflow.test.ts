/**
 * The deployment workflow (.github/workflows/site.yml) as GitHub runs it: no step that publishes
 * (a Cloudflare Pages deploy, production or preview) can run unless the type check, lint, unit
 * tests and the content check with the build ran before it in the same job and passed. GitHub
 * stops a job at its first failing step, unless a step says `continue-on-error` or runs
 * `if: always()`/`failure()`; a gate that a later `if:` could step around is no gate.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  name?: string;
  id?: string;
  run?: string;
  uses?: string;
  if?: string;
  "continue-on-error"?: boolean | string;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}

const workflow = parse(
  readFileSync(join(import.meta.dirname, "../.github/workflows/site.yml"), "utf8"),
) as { jobs: Record<string, Job> };

/** The checks every deploy needs, each the npm script a step runs. */
const gates = ["typecheck", "lint", "test:unit", "build"] as const;
const runsScript = (step: Step, script: string) =>
  new RegExp(`\\bnpm run ${script.replace(":", "\\:")}(\\s|$)`).test(step.run ?? "");
const deploys = (step: Step) => /\bwrangler pages deploy\b/.test(step.run ?? "");

const deploySteps = Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
  steps.flatMap((step, index) => (deploys(step) ? [{ job, index, step }] : [])),
);

describe("the deployment workflow", () => {
  it("deploys somewhere (the check below cannot pass on an empty file)", () => {
    expect(deploySteps.length).toBeGreaterThan(0);
  });

  for (const { job, index, step } of deploySteps) {
    const before = workflow.jobs[job]?.steps.slice(0, index) ?? [];

    it.each(gates)(`${job}: "${step.name}" runs only after \`npm run %s\` passed`, (script) => {
      const gate = before.find((candidate) => runsScript(candidate, script));
      expect(gate, `no step before the deploy runs npm run ${script}`).toBeDefined();
      // A gate that may fail without stopping the job, or be skipped, lets the deploy through.
      expect(gate?.["continue-on-error"], `${script} may fail and go on`).toBeFalsy();
      expect(gate?.if, `${script} runs only under a condition`).toBeUndefined();
    });

    it(`${job}: "${step.name}" runs only while every step before it succeeded`, () => {
      // success() is GitHub's default; always(), failure() and cancelled() run past a failed gate.
      expect(step.if ?? "success()").not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
      expect(step["continue-on-error"]).toBeFalsy();
      for (const earlier of before) {
        expect(earlier["continue-on-error"], earlier.name ?? earlier.run).toBeFalsy();
      }
    });
  }

  it("lint checks this workflow with a workflow linter", () => {
    const { scripts } = JSON.parse(
      readFileSync(join(import.meta.dirname, "../package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    expect(scripts.lint).toMatch(/action-validator \.github\/workflows\/site\.yml/);
  });
});
