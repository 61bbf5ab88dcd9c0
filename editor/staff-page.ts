/**
 * What the staff's own pages share: the editor's pages under /admin/, the sign-in's pages and a
 * draft preview's link. Plain strings and no Node API: the sign-in runs on Cloudflare's Workers
 * runtime (functions/api/), the others at build time.
 */

/** Text made safe to put in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ??
      character,
  );
}

/**
 * How each staff page opens, up to inside its `<head>`: not indexed, readable on a phone, and no
 * request for a favicon.
 */
export function staffPageHead(title: string): string[] {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="data:,">',
  ];
}
