/**
 * An SVG document's ids (and the references to them: `url(#id)`, `href="#id"`) prefixed, so that
 * the drawing can sit in a page beside other inline SVG without their ids meeting.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  return svg.replace(/(\sid="|url\(#|href="#)([^")]+)/g, (whole, before: string, id: string) =>
    ids.has(id) ? `${before}${prefix}-${id}` : whole,
  );
}

/** An SVG document's markup without the whitespace between its tags, and runs of it as one space. */
export function compactSvg(svg: string): string {
  return svg.trim().replace(/>\s+</g, "><").replace(/\s+/g, " ");
}

/**
 * An SVG document as markup to write into an HTML page: compact, its ids prefixed (see
 * `scopeSvgIds`), and without the root's `xmlns`, which HTML does not need (its parser puts
 * `<svg>` in the SVG namespace by itself).
 */
export function inlineSvg(svg: string, idPrefix: string): string {
  return scopeSvgIds(compactSvg(svg), idPrefix).replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    "<svg",
  );
}
