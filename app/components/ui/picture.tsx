import { preload } from "react-dom";
import type { ImageAsset } from "~/copy/view";
import { cn } from "~/lib/cn";
import { behaviour } from "~/lib/page-behaviour";
import { InlineArt } from "./inline-art";

/**
 * - `lcp`: the largest thing in the page's first screen, at every width. SVG art is drawn in the
 *   page itself (`InlineArt`), so it paints with the HTML. A photo is announced at the top of the
 *   head with high priority, as React does by itself for a plain `<img>` but cannot inside
 *   `<picture>`, where the browser picks the file; its `<img>` is eager and takes the preloaded
 *   file (decision 0014).
 * - `eager`: in the first screen on some screens; fetched with the page.
 * - `lazy`: further down; fetched when the visitor scrolls near it.
 * - `later`: further down, but near enough for the browser to fetch it with the page (the home
 *   page's featured packages, a screen below the hero): its files are named only once the page's
 *   script runs, which on a page led by a photo is after that photo has arrived (decision 0014), so it
 *   does not share a phone's bandwidth with it. Until then its box holds a photo's colours and,
 *   for a browser without JavaScript, the picture in a `<noscript>`. Its `className` sets its
 *   aspect ratio.
 *
 * Any other photo is `loading="lazy"`: the tours page's first card and the gallery's first photo
 * come after their intro on a phone, and a photo fetched with the page would compete with it.
 */
/**
 * A hero photo on a phone (decision 0014): `phoneBannerSlot` on its wrapper puts it in the top
 * padding its hero's grid keeps for it, `phoneBanner` on the picture makes it a 16:9 banner from
 * edge to edge that fades into the navy panel.
 */
export const phoneBannerSlot = "max-sm:absolute max-sm:inset-x-0 max-sm:top-0";
export const phoneBanner =
  "max-sm:aspect-video max-sm:rounded-none max-sm:object-cover max-sm:shadow-none max-sm:[mask-image:linear-gradient(#000_70%,#0000)]";

export type PicturePriority = "lcp" | "eager" | "lazy" | "later";

interface PictureProps {
  image: ImageAsset;
  /**
   * How wide the picture shows at each screen width, for the browser to choose a photo's file:
   * `(min-width: 1024px) 28rem, 100vw`. SVG art has one file and ignores it.
   */
  sizes: string;
  priority?: PicturePriority;
  className?: string;
}

/**
 * A content picture: SVG art as a plain `<img>`, a photo as `<picture>` with AVIF and JPEG files at
 * several widths (content-check/photos.ts). Both carry width and height, so the page keeps their
 * room while they load; a photo also paints its colours there (a gradient) in the meantime.
 * The `lcp` picture, when it is SVG art, is drawn in the page instead (`InlineArt`).
 */
export function Picture({ image, sizes, priority = "lazy", className }: PictureProps) {
  const { src, alt, width, height, srcset, sources = [], placeholder } = image;
  const lcp = priority === "lcp";
  const later = priority === "later";
  if (lcp && !srcset) {
    return (
      <InlineArt
        src={src}
        width={width}
        height={height}
        alt={alt || undefined}
        className={cn("overflow-hidden *:h-auto *:w-full", className)}
        fetchPriority="high"
      />
    );
  }
  // Every page loads this component's code (decision 0004), pictures or not: kept small.
  const img = (
    <img
      src={src}
      srcSet={srcset}
      sizes={srcset && sizes}
      alt={alt}
      width={width}
      height={height}
      loading={lcp ? undefined : srcset || later ? "lazy" : priority}
      fetchPriority={lcp ? "high" : undefined}
      // The LCP picture is drawn in the frame that has its data, not a frame after it.
      decoding={lcp ? undefined : "async"}
      className={className}
      style={placeholder ? { background: placeholder } : undefined}
    />
  );
  if (lcp && srcset) {
    preload(src, {
      as: "image",
      imageSrcSet: sources[0]?.srcset ?? srcset,
      imageSizes: sizes,
      type: sources[0]?.type ?? "image/jpeg",
      fetchPriority: "high",
    });
  }
  const picture = srcset ? (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
  if (later) {
    // The page's script puts the picture in place of its box (app/enhance/later-pictures.ts).
    return (
      <span
        className={cn("block", className)}
        style={placeholder ? { background: placeholder } : undefined}
        {...{ [behaviour.laterPicture]: "" }}
      >
        <noscript>{picture}</noscript>
      </span>
    );
  }
  return picture;
}
