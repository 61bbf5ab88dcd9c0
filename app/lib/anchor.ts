/**
 * The anchor of a heading, from its words: "Hak Anda" → "hak-anda", "Who we are" → "who-we-are".
 * Letters lose their accents; anything but letters and digits joins the words with one hyphen.
 */
export function anchorOf(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Anchors for a list of headings, each unique: a second "Visa" becomes "visa-2". */
export function uniqueAnchors(headings: readonly string[]): string[] {
  const taken = new Set<string>();
  return headings.map((heading) => {
    const base = anchorOf(heading) || "section";
    let anchor = base;
    for (let count = 2; taken.has(anchor); count += 1) anchor = `${base}-${count}`;
    taken.add(anchor);
    return anchor;
  });
}
