/**
 * The picture a page shows largest in its first screen paints with the page when it is SVG art:
 * the prerender writes the drawing itself into the page (`markup`, which `<Picture>` draws in place
 * of the file), so the browser draws it from the HTML it already has instead of waiting for one
 * more request (on slow 4G, ~0.56 s; docs/decisions/0005-first-paint.md). Drawn in the page rather
 * than as an `<img>` with a `data:` URL, it costs the first frame less (no separate SVG document to
 * parse and render) and ~10% fewer compressed bytes (a URL must percent-encode every space and
 * quote); its ids are prefixed so that they stay the page's only. The loader data carries the same
 * markup, so React hydrates what the page shows. In the browser, where a page's copy is loaded on
 * navigation (`clientLoader`), the art stays a file that the warm connection fetches. Photos are
 * never inlined: a photo worth showing weighs more than the first round trip can carry; the page
 * preloads it instead (app/components/ui/picture.tsx).
 *
 * Server-only (`.server`): used by route `loader`s, which run at prerender and which the build
 * removes from the browser's code together with this module.
 */

import type { PageKey } from "~/content/pages";
import type { ImageAsset, PageCopy } from "~/content/types";
import { compactSvg, scopeSvgIds } from "~/lib/svg-data-uri";
import { packageLoader, pageLoader } from "./loaders";

/**
 * Art up to this size (bytes of SVG source, ~2.5 KB compressed) is inlined; larger art would push
 * the page well past what the first round trip carries.
 */
export const inlineArtMaxBytes = 10 * 1024;

const artUrls = import.meta.glob<string>("../assets/art/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});
const artSources = import.meta.glob<string>("../assets/art/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** `image` with its SVG art inlined as `markup`, when it is art small enough; otherwise `image`. */
export function inlineArt(image: ImageAsset): ImageAsset {
  if (image.srcset) return image;
  const file = Object.keys(artUrls).find((path) => artUrls[path] === image.src);
  const svg = file ? artSources[file] : undefined;
  if (!file || !svg || new TextEncoder().encode(svg).length > inlineArtMaxBytes) return image;
  const prefix = file.replace(/^.*\/|\.svg$/g, "");
  return { ...image, markup: scopeSvgIds(compactSvg(svg), prefix) };
}

interface LoaderArgs {
  request: Request;
}

/**
 * A copy's clone with its first-screen picture inlined. `pick` returns that picture's object
 * inside the clone, which is then changed in place (the content modules themselves are shared).
 */
function withInlineArt<T>(copy: T, pick: (copy: T) => ImageAsset | undefined): T {
  const clone = structuredClone(copy);
  const image = pick(clone);
  if (image) Object.assign(image, inlineArt(image));
  return clone;
}

/** `pageLoader(key)` for the prerender: the same copy, its first-screen picture inlined. */
export function pageCopyPrerenderLoader<K extends PageKey>(
  key: K,
  firstScreenPicture: (copy: PageCopy[K]) => ImageAsset | undefined,
) {
  const load = pageLoader(key);
  return async (args: LoaderArgs) => withInlineArt(await load(args), firstScreenPicture);
}

/** `packageLoader` for the prerender: the package's picture, at the top of its page, inlined. */
export async function packageCopyPrerenderLoader(args: LoaderArgs) {
  return withInlineArt(await packageLoader(args), (copy) => copy.tour.image);
}
