/**
 * Route loaders for copy. The same function serves as `loader` (run by the prerender, which writes
 * the result into the page) and `clientLoader` (run in the browser on client-side navigation, where
 * it fetches only that language's file).
 */
import { localeOfPath } from "~/lib/locale";
import { loadPageCopy, loadShellCopy } from "./copy";
import type { PageKey } from "./pages";

interface LoaderArgs {
  request: Request;
}

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

/** Loads a page's copy in the language of the requested URL. */
export function pageCopyLoader<K extends PageKey>(key: K) {
  return ({ request }: LoaderArgs) => loadPageCopy(key, localeOf(request));
}

/** Loads the header, footer and interface copy of the requested URL's language. */
export function shellCopyLoader({ request }: LoaderArgs) {
  return loadShellCopy(localeOf(request));
}
