const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute value or text as the browser reads it: `[&amp;&gt;svg]` → `[&>svg]`. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code[0] !== "#") return entities[code] ?? match;
    return String.fromCodePoint(Number(code[1] === "x" ? `0${code.slice(1)}` : code.slice(1)));
  });
}
