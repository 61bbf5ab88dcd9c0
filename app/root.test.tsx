import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("The tour list could not be read");
}

describe("root ErrorBoundary", () => {
  it("shows the fallback screen with the error's message when a route throws", async () => {
    // React logs the caught render error; that log is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as never },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("The tour list could not be read")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
