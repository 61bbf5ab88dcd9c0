/**
 * app/route-data/ turns the content into what routes load (see load-copy.ts).
 *
 * Route loaders for copy. The same function serves as `loader` (run by the prerender, which writes
 * the result into the page) and `clientLoader` (run in the browser on client-side navigation, where
 * it fetches only that language's file).
 */
import type { MetaDescriptor } from "react-router";
import { packageList } from "~/content/package-list";
import { type PageKey, packagePath, routeId } from "~/content/pages";
import { type Locale, localeOfPath } from "~/lib/locale";
import { loadPackageCopy, loadPageCopy, loadShellCopy } from "./load-copy";
import type { MetaContext } from "./page-meta";

interface LoaderArgs {
  request: Request;
}

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

/**
 * The head's builders (page-meta.ts and seo.ts, ~1 KB gzip) are not in any page's first load: a
 * prerendered page's head tags travel with its copy, and a page reached by client-side navigation
 * fetches the builders with its copy. Route `meta` exports read `head` (see `headOf`).
 */
const headBuilders = () => import("./page-meta");

/** What `pageMeta` reads from React Router's meta arguments, made in a loader. */
async function metaContext(pathname: string, locale: Locale): Promise<MetaContext> {
  const shell = await loadShellCopy(locale);
  return {
    location: { pathname },
    matches: [{ id: routeId("layout", locale), loaderData: shell }],
  };
}

/** The JSON-LD stays out of the copy: only the prerendered HTML carries it, once. */
const withoutJsonLd = (head: MetaDescriptor[]) =>
  head.filter((descriptor) => !("script:ld+json" in descriptor));

/** Loads a page's copy in the language of the requested URL, with the page's head tags. */
export function pageCopyLoader<K extends PageKey>(key: K) {
  return async ({ request }: LoaderArgs) => {
    const pathname = new URL(request.url).pathname;
    const locale = localeOfPath(pathname);
    const [copy, context, { pageMeta }] = await Promise.all([
      loadPageCopy(key, locale),
      metaContext(pathname, locale),
      headBuilders(),
    ]);
    return { ...copy, head: withoutJsonLd(pageMeta(key, copy.meta, context)) };
  };
}

/** Loads the copy of the package page at the requested URL (its last path segment). */
export async function packageCopyLoader({ request }: LoaderArgs) {
  // The prerender asks for the page at "<path>/" and for its data at "<path>.data".
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const locale = localeOfPath(pathname);
  const item = packageList.find(({ slug }) => packagePath(slug, locale) === pathname);
  if (!item) throw new Response("Not Found", { status: 404 });
  const [copy, context, { packageMeta }] = await Promise.all([
    loadPackageCopy(item.slug, locale),
    metaContext(pathname, locale),
    headBuilders(),
  ]);
  return { ...copy, head: withoutJsonLd(packageMeta(copy, context)) };
}

/** Loads the header, footer and interface copy of the requested URL's language. */
export function shellCopyLoader({ request }: LoaderArgs) {
  return loadShellCopy(localeOf(request));
}
