import { InlineArt } from "~/components/ui/inline-art";
import { cn } from "~/lib/cn";

/**
 * Each inner page's hero picture, drawn in the page (inline SVG is never the LCP element, and
 * needs no request before the first paint). Purely decorative: hidden from assistive technology.
 * `src` is the URL its route module imports (`import art from "~/assets/art/page-about.svg"`), so
 * a page's drawing travels with that page only.
 */
export function PageArt({ src, className }: { src: string; className?: string }) {
  return (
    <InlineArt
      src={src}
      width={480}
      height={360}
      className={cn("overflow-hidden [&>svg]:size-full", className)}
      imageClassName="size-full object-cover"
    />
  );
}
