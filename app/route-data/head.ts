/**
 * A route's `meta`: in the prerender, the full head built from the page's copy (JSON-LD included);
 * in the browser, the head tags its loader sent with the copy (`route-data.ts`), so no page's
 * first load carries the head's builders.
 */
import type { MetaDescriptor } from "react-router";

type HeadBuilders = typeof import("./page-meta");

const builders: HeadBuilders | undefined = import.meta.env.SSR
  ? await import("./page-meta")
  : undefined;

export function headOf(
  // The route's loader data; `head` as `pageCopyLoader` and `packageCopyLoader` return it.
  loaderData: unknown,
  build: (builders: HeadBuilders) => MetaDescriptor[],
): MetaDescriptor[] {
  if (builders) return build(builders);
  return (loaderData as { head?: MetaDescriptor[] } | undefined)?.head ?? [];
}
