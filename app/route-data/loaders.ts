/**
 * app/route-data/ turns the content into what routes load (see load-copy.ts).
 *
 * Route loaders: a page's copy in the language of its URL, with the page's head tags, run by the
 * prerender, which writes the result into the page. Pages move as documents (decision 0017), so no
 * route has a `clientLoader`. The head is built here, once, and each route's `meta` returns it.
 */
import { guideSlugAt, type PageKey, packageSlugAt } from "~/copy/pages";
import { localeOfPath } from "~/lib/locale";

/**
 * The copy loaders, with their table of every content file, load only when the prerender runs
 * a loader.
 */
const copyLoaders = () => import("./load-copy");

interface LoaderArgs {
  request: Request;
}

/** The page's path: the prerender asks for the page at "<path>/" and for its data at "<path>.data". */
const pathOf = (request: Request) =>
  new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

/**
 * The head's builders (page-meta.ts, seo.ts) load only when the prerender runs a loader: a
 * prerendered page has its head in its HTML.
 */
const headBuilders = () => import("./page-meta");

/** Loads a page's copy in the language of the requested URL, with the page's head tags. */
export function pageLoader<K extends PageKey>(key: K) {
  return async ({ request }: LoaderArgs) => {
    const locale = localeOfPath(pathOf(request));
    const { loadPageCopy, loadShellCopy } = await copyLoaders();
    const [copy, shell, { pageMeta }] = await Promise.all([
      loadPageCopy(key, locale),
      loadShellCopy(locale),
      headBuilders(),
    ]);
    return { ...copy, head: pageMeta(key, locale, copy, shell) };
  };
}

/** Loads the copy of the package page at the requested URL (its last path segment), with its head. */
export async function packageLoader({ request }: LoaderArgs) {
  const pathname = pathOf(request);
  const locale = localeOfPath(pathname);
  const slug = packageSlugAt(pathname, locale);
  const { loadPackageCopy } = await copyLoaders();
  const [copy, { packageMeta }] = await Promise.all([
    slug ? loadPackageCopy(slug, locale) : undefined,
    headBuilders(),
  ]);
  if (!copy) throw new Response("Not Found", { status: 404 });
  return { ...copy, head: packageMeta(locale, copy) };
}

/** Loads the copy of the guide page at the requested URL (its last path segment), with its head. */
export async function guideLoader({ request }: LoaderArgs) {
  const pathname = pathOf(request);
  const locale = localeOfPath(pathname);
  const slug = guideSlugAt(pathname, locale);
  const { loadGuideCopy } = await copyLoaders();
  const [copy, { guideMeta }] = await Promise.all([
    slug ? loadGuideCopy(slug, locale) : undefined,
    headBuilders(),
  ]);
  if (!copy) throw new Response("Not Found", { status: 404 });
  return { ...copy, head: guideMeta(locale, copy) };
}

/** The not-found page's head, in the language of the requested URL (its copy is the shell's). */
export async function notFoundLoader({ request }: LoaderArgs) {
  const { loadShellCopy } = await copyLoaders();
  const [shell, { notFoundMeta }] = await Promise.all([
    loadShellCopy(localeOfPath(pathOf(request))),
    headBuilders(),
  ]);
  return { head: notFoundMeta(shell) };
}

/** Loads the header, footer and interface copy of the requested URL's language. */
export async function shellLoader({ request }: LoaderArgs) {
  const { loadShellCopy } = await copyLoaders();
  return loadShellCopy(localeOfPath(pathOf(request)));
}
