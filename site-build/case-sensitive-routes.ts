/**
 * A Vite plugin that makes the browser's router honour `caseSensitive` (app/routes.ts).
 *
 * React Router 8.4 writes the option into the route manifest and the prerendering server matches
 * with it, but the browser's routes are built by `createClientRoutes`
 * (react-router/dist/.../lib/dom/ssr/routes.js), which copies `id`, `index` and `path` and drops
 * `caseSensitive`. So /TOURS, prerendered as the not-found page and answered 404 by every server,
 * was matched to /tours once the scripts ran. This adds the one missing property at build time.
 * When React Router passes it itself, the plugin has nothing to do; if the code it looks for
 * changes in another way, the build fails here rather than shipping the bug again.
 */
import type { Plugin } from "vite";

const routesModule =
  /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]lib[\\/]dom[\\/]ssr[\\/]routes\.js$/;
const clientRoute =
  /(let dataRoute = \{\s*id: route\.id,\s*index: route\.index,\s*path: route\.path)(\s*\};)/;

export function caseSensitiveClientRoutes(): Plugin {
  return {
    name: "case-sensitive-client-routes",
    transform(code, id) {
      if (!routesModule.test(id)) return undefined;
      if (clientRoute.test(code)) {
        return {
          code: code.replace(clientRoute, "$1,\n\t\t\tcaseSensitive: route.caseSensitive$2"),
          map: null,
        };
      }
      const createClientRoutes = code.slice(code.indexOf("function createClientRoutes("));
      if (/let dataRoute = \{[^}]*caseSensitive/.test(createClientRoutes)) return undefined;
      throw new Error(
        `${id}: createClientRoutes changed; check that the browser's routes keep caseSensitive and update site-build/case-sensitive-routes.ts.`,
      );
    },
  };
}
