import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { GalleryPhoto } from "~/copy/view";

interface GalleryPhotoGridProps {
  photos: GalleryPhoto[];
}

/**
 * Photos in a 1 / 2 / 4 column grid whose title and location slide in as an overlay.
 *
 * Caption pattern: the caption is a real <figcaption>, always in the DOM and in the accessibility
 * tree (it is hidden with opacity only), so screen readers read it in browse mode without any
 * interaction. Each <figure> is a tab stop, named by its caption, purely so that sighted keyboard
 * users can reveal the overlay the way a mouse user does by hovering (WCAG 2.1.1). It is not a
 * button, because activating it does nothing, and the overlay is never the only place the
 * information lives. Touch screens cannot hover, so there (`hover: none`) the caption is always
 * shown.
 */
export function GalleryPhotoGrid({ photos }: GalleryPhotoGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {photos.map((photo, index) => {
        const captionId = `gallery-photo-${index + 1}`;
        return (
          <li key={photo.title}>
            <figure
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus stop that reveals the caption to keyboard users, see above
              tabIndex={0}
              aria-labelledby={captionId}
              className="group relative overflow-hidden rounded-2xl bg-sand shadow-card ring-1 ring-line/70"
            >
              <Picture
                image={photo.image}
                sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw"
                // The first photo shows in the first screen of tablets and some desktops.
                priority={index === 0 ? "eager" : "lazy"}
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 group-focus-within:scale-105 group-hover:scale-105 motion-reduce:transition-none"
              />
              <figcaption
                id={captionId}
                className="pointer-events-none absolute inset-x-0 bottom-0 translate-y-2 bg-linear-to-t from-ink/95 via-ink/70 to-transparent px-5 pt-14 pb-5 text-white opacity-0 transition duration-300 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100"
              >
                <span className="block font-display text-xl leading-snug">{photo.title}</span>
                <span className="mt-1 flex items-center gap-1.5 text-sm text-white/90">
                  <Icon node={MapPin} className="size-3.5 shrink-0 text-sakura" />
                  {photo.location}
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
