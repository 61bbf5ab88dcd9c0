import { afterEach, beforeEach, vi } from "vitest";

// A React warning or error logged during a unit test is a bug: fail the test on it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
  });
});

// Testing Library only where a test renders into a document (`// @vitest-environment jsdom`):
// loading it and React DOM into every other file too slowed the whole run (docs/bench/tests.md).
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
}
