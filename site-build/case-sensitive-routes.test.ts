// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { caseSensitiveClientRoutes } from "./case-sensitive-routes.ts";

const routesFile = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/lib/dom/ssr/routes.js",
);
type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = caseSensitiveClientRoutes().transform as Transform;

describe("caseSensitiveClientRoutes", () => {
  it("gives the browser's routes the caseSensitive option of the installed React Router", () => {
    const result = transform(readFileSync(routesFile, "utf8"), routesFile);
    const createClientRoutes = result?.code.slice(
      result.code.indexOf("function createClientRoutes("),
    );
    expect(createClientRoutes).toMatch(
      /let dataRoute = \{[^}]*caseSensitive: route\.caseSensitive/,
    );
  });

  it("leaves other modules alone and fails when the code it patches changes", () => {
    expect(transform("let dataRoute = {}", "/app/routes.ts")).toBeUndefined();
    expect(() =>
      transform("function createClientRoutes() { let dataRoute = {}; }", routesFile),
    ).toThrow(/createClientRoutes changed/);
  });
});
