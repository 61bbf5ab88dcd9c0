import aboutArt from "~/assets/art/page-about.svg";
import aboutMarkup from "~/assets/art/page-about.svg?raw";
import contactArt from "~/assets/art/page-contact.svg";
import contactMarkup from "~/assets/art/page-contact.svg?raw";
import galleryArt from "~/assets/art/page-gallery.svg";
import galleryMarkup from "~/assets/art/page-gallery.svg?raw";
import partnershipArt from "~/assets/art/page-partnership.svg";
import partnershipMarkup from "~/assets/art/page-partnership.svg?raw";
import toursArt from "~/assets/art/page-tours.svg";
import toursMarkup from "~/assets/art/page-tours.svg?raw";
import { cn } from "~/lib/cn";
import { compactSvg } from "~/lib/svg-data-uri";

/**
 * Each inner page's hero picture. The prerendered page carries the drawing itself, inline: it
 * paints with the HTML (no request before the first paint, and inline SVG is never the LCP
 * element), and only the prerender has its text, so it is not shipped again in the JavaScript
 * (the same way as the stylesheet, app/root.tsx). After a client-side navigation the same file is
 * shown as an image. Purely decorative: hidden from assistive technology.
 */
const pageArt = {
  about: { src: aboutArt, markup: import.meta.env.SSR ? aboutMarkup : "" },
  tours: { src: toursArt, markup: import.meta.env.SSR ? toursMarkup : "" },
  gallery: { src: galleryArt, markup: import.meta.env.SSR ? galleryMarkup : "" },
  partnership: { src: partnershipArt, markup: import.meta.env.SSR ? partnershipMarkup : "" },
  contact: { src: contactArt, markup: import.meta.env.SSR ? contactMarkup : "" },
} as const;

export type PageArtKey = keyof typeof pageArt;

export function PageArt({ art, className }: { art: PageArtKey; className?: string }) {
  const { src, markup } = pageArt[art];
  // While hydrating, React keeps the drawing it finds in the prerendered page (it does not compare
  // inner HTML); a page reached by a client-side navigation gets the same file as an image.
  const html = import.meta.env.SSR
    ? compactSvg(markup)
    : `<img src="${src}" alt="" width="480" height="360" class="size-full object-cover">`;
  return (
    <div
      aria-hidden="true"
      className={cn("overflow-hidden [&>svg]:size-full", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own drawing, read at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
