// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadShellCopy } from "~/route-data/load-copy";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("The tour list could not be read");
}

async function renderBroken(path: string) {
  // React logs the caught render error; that log is expected here.
  vi.mocked(console.error).mockImplementation(() => {});
  const Stub = createRoutesStub([
    { path, Component: Broken, ErrorBoundary: ErrorBoundary as never },
  ]);
  // The screen waits for the language's copy (a dynamic import): let React finish suspending.
  await act(async () => {
    render(<Stub initialEntries={[path]} />);
  });
}

describe("root ErrorBoundary", () => {
  it("shows the spec's fallback screen with the error's message when a route throws", async () => {
    await renderBroken("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("The tour list could not be read")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("speaks Indonesian under /id", async () => {
    const { error } = await loadShellCopy("id");
    await renderBroken("/id/tours");
    expect(await screen.findByRole("heading", { level: 1, name: error.title })).toBeVisible();
    expect(error.title).not.toBe("Unexpected Application Error!");
    expect(screen.getByText("The tour list could not be read")).toBeVisible();
    expect(screen.getByRole("link", { name: error.homeLink.label })).toHaveAttribute("href", "/id");
  });
});
