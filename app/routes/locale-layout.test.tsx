// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routeId } from "~/copy/pages";
import { loadShellCopy } from "~/route-data/load-copy";
import { ErrorBoundary } from "./locale-layout";

function Broken(): never {
  throw new Error("Paket tidak dapat dibaca");
}

describe("a language's error screen", () => {
  it("shows an error inside the Indonesian pages in Indonesian, with the way home", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const shell = await loadShellCopy("id");
    const Stub = createRoutesStub([
      {
        id: routeId("layout", "id"),
        path: "/id",
        loader: () => shell,
        Component: Outlet,
        ErrorBoundary: ErrorBoundary as never,
        children: [{ path: "tours", Component: Broken }],
      },
    ]);
    render(<Stub initialEntries={["/id/tours"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: shell.error.title })).toBeVisible();
    expect(screen.getByText("Paket tidak dapat dibaca")).toBeVisible();
    expect(screen.getByRole("link", { name: shell.error.homeLink.label })).toHaveAttribute(
      "href",
      "/id",
    );
  });
});
