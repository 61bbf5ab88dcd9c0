import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import {
  guidePage,
  guideRouteId,
  localeLayoutFile,
  notFoundPage,
  packagePage,
  packageRouteId,
  pages,
  routeId,
} from "./copy/pages.ts";
import routeList from "./generated/route-list.json" with { type: "json" };
import { type Locale, localeInfo, locales } from "./lib/locale.ts";

/** One language's pages inside its layout, then its not-found page for every other path. */
function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const children = [
    ...pages.map((page) =>
      page.segment
        ? route(page.segment, page.file, { id: routeId(page.key, locale) })
        : index(page.file, { id: routeId(page.key, locale) }),
    ),
    ...routeList.packages.map((slug) =>
      route(`tours/${slug}`, packagePage.file, { id: packageRouteId(slug, locale) }),
    ),
    // A guide only in the languages it is written in (prebuild/write-route-list.ts lists them).
    ...routeList.guides
      .filter((item) => item.languages.includes(locale))
      .map((item) =>
        route(`guides/${item.slug}`, guidePage.file, { id: guideRouteId(item.slug, locale) }),
      ),
    route("*", notFoundPage.file, { id: routeId("not-found", locale) }),
  ];
  const routes = [layout(localeLayoutFile, { id: routeId("layout", locale) }, children)];
  const { prefix: path } = localeInfo[locale];
  return path ? prefix(path.slice(1), routes) : routes;
}

/** `/TOURS` is not `/tours`: a path in other letter case is a 404, also once the page has hydrated. */
function caseSensitive(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    ...(entry.path === undefined ? {} : { caseSensitive: true }),
    children: entry.children && caseSensitive(entry.children),
  }));
}

export default caseSensitive(locales.flatMap(localeRoutes)) satisfies RouteConfig;
