import aboutArt from "~/assets/art/page-about.svg";
import contactArt from "~/assets/art/page-contact.svg";
import galleryArt from "~/assets/art/page-gallery.svg";
import partnershipArt from "~/assets/art/page-partnership.svg";
import toursArt from "~/assets/art/page-tours.svg";
import { InlineArt } from "~/components/ui/inline-art";
import { cn } from "~/lib/cn";

const pageArt = {
  about: aboutArt,
  tours: toursArt,
  gallery: galleryArt,
  partnership: partnershipArt,
  contact: contactArt,
} as const;

export type PageArtKey = keyof typeof pageArt;

/**
 * Each inner page's hero picture, drawn in the page (inline SVG is never the LCP element, and
 * needs no request before the first paint). Purely decorative: hidden from assistive technology.
 */
export function PageArt({ art, className }: { art: PageArtKey; className?: string }) {
  return (
    <InlineArt
      src={pageArt[art]}
      width={480}
      height={360}
      className={cn("overflow-hidden [&>svg]:size-full", className)}
      imageClassName="size-full object-cover"
    />
  );
}
