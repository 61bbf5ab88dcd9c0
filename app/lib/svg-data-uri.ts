/**
 * An SVG document as a `data:` URL that stays short and valid in an HTML attribute: whitespace
 * collapsed and only what a URL may not hold (spaces, quotes, `<`, `>`, `#`, `%`) percent-encoded.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, "><").replace(/\s+/g, " ");
  const encoded = compact.replace(
    /[%#<>"' ]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `data:image/svg+xml,${encoded}`;
}
