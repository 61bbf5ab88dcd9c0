import { inlineSvg } from "~/lib/svg-data-uri";

/**
 * Art up to this size (bytes of SVG source) is drawn in the page; larger art would push the page
 * past what the first round trip carries (decision 0005), so it stays a file.
 */
export const inlineArtMaxBytes = 10 * 1024;

/**
 * The drawings the prerender may write into a page, by the URL their file is served at. Only the
 * prerender reads them: the browser's code never carries the drawings a second time.
 */
const drawings: ReadonlyMap<string, string> = import.meta.env.SSR ? readDrawings() : new Map();

function readDrawings(): Map<string, string> {
  const urls = import.meta.glob<string>("../../assets/art/*.svg", {
    query: "?url",
    import: "default",
    eager: true,
  });
  const sources = import.meta.glob<string>("../../assets/art/*.svg", {
    query: "?raw",
    import: "default",
    eager: true,
  });
  const found = new Map<string, string>();
  for (const [file, url] of Object.entries(urls)) {
    const svg = sources[file];
    if (!svg || new TextEncoder().encode(svg).length > inlineArtMaxBytes) continue;
    // Ids are prefixed with the file's name, so two drawings in one page never share one.
    found.set(url, inlineSvg(svg, file.replace(/^.*\/|\.svg$/g, "")));
  }
  return found;
}

interface InlineArtProps {
  /** The art file's URL, as importing it gives it. */
  src: string;
  width: number;
  height: number;
  /** What the art shows; without it, the art is decorative and hidden from assistive technology. */
  alt?: string;
  /** The wrapper's classes; they size the drawing (`[&>svg]:size-full`). */
  className?: string;
  /** The image's own classes, once the page shows the file. */
  imageClassName?: string;
  /** The image's fetch priority, for the largest picture of a page's first screen. */
  fetchPriority?: "high";
}

/**
 * SVG art written into the page: the prerender puts the drawing itself in it, so it paints with
 * the HTML instead of waiting for a request of its own (decision 0005). While hydrating, React
 * keeps the drawing it finds in the page (it does not compare inner HTML); a page reached by a
 * client-side navigation shows the same file as an image, in the same wrapper.
 */
export function InlineArt({
  src,
  width,
  height,
  alt,
  className,
  imageClassName,
  fetchPriority,
}: InlineArtProps) {
  const html =
    drawings.get(src) ??
    `<img src="${src}" alt="" width="${width}" height="${height}"${
      fetchPriority ? ` fetchpriority="${fetchPriority}"` : ""
    }${imageClassName ? ` class="${imageClassName}"` : ""}>`;
  const name = alt === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": alt };
  return (
    <div
      {...name}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own art, read at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
