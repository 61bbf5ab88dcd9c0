/**
 * Route loaders for copy. The same function serves as `loader` (run by the prerender, which writes
 * the result into the page) and `clientLoader` (run in the browser on client-side navigation, where
 * it fetches only that language's file).
 */
import { localeOfPath } from "~/lib/locale";
import { loadPackageCopy, loadPageCopy, loadShellCopy } from "./copy";
import { packageList } from "./package-list";
import { type PageKey, packagePath } from "./pages";

interface LoaderArgs {
  request: Request;
}

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

/** Loads a page's copy in the language of the requested URL. */
export function pageCopyLoader<K extends PageKey>(key: K) {
  return ({ request }: LoaderArgs) => loadPageCopy(key, localeOf(request));
}

/** Loads the copy of the package page at the requested URL (its last path segment). */
export function packageCopyLoader({ request }: LoaderArgs) {
  // The prerender asks for the page at "<path>/" and for its data at "<path>.data".
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const locale = localeOfPath(pathname);
  const item = packageList.find(({ slug }) => packagePath(slug, locale) === pathname);
  if (!item) throw new Response("Not Found", { status: 404 });
  return loadPackageCopy(item.slug, locale);
}

/** Loads the header, footer and interface copy of the requested URL's language. */
export function shellCopyLoader({ request }: LoaderArgs) {
  return loadShellCopy(localeOf(request));
}
