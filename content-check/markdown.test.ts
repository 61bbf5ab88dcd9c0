import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("a guide's Markdown, rendered at build time", () => {
  it("never lets a script, an event handler, a javascript: address or a frame reach the page", () => {
    const { html, links } = renderMarkdown(
      [
        "Before <script>alert('x')</script> after.",
        "",
        '<img src="x.png" onerror="alert(1)"> <b onclick="alert(2)">bold</b>',
        "",
        "[click](javascript:alert(3)) [also](JAVASCRIPT:alert(4)) [data](data:text/html,x)",
        "",
        '<iframe src="https://evil.example"></iframe>',
        "",
        '<a href="https://example.com" onmouseover="alert(5)">raw link</a>',
        "",
        "![picture](https://tracker.example/pixel.png)",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|<iframe|<img|\son\w+=|javascript:|data:text/i);
    // The link stays a link's text, without its address.
    expect(html).toContain("<a>click</a>");
    // Each address is still given to the content check, which refuses it.
    expect(links).toContain("javascript:alert(3)");
  });

  it("keeps tables, lists, emphasis and internal links, each heading with its anchor", () => {
    const { html, headings, links, blocks } = renderMarkdown(
      [
        "# Visa & e-paspor",
        "",
        "Lihat **paket** [Jelajah Tokyo](/id/tours/tokyo-discovery).",
        "",
        "## Visa & e-paspor",
        "",
        "- satu",
        "- dua",
        "",
        "1. pertama",
        "",
        "| Paket | Musim |",
        "| :--- | ---: |",
        "| Tokyo | Sepanjang tahun |",
      ].join("\n"),
    );
    // The page's title is its only first-level heading; a second heading of the same words gets
    // an anchor of its own.
    expect(headings).toEqual([
      { id: "visa-e-paspor", text: "Visa & e-paspor", depth: 2 },
      { id: "visa-e-paspor-2", text: "Visa & e-paspor", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="visa-e-paspor">');
    expect(html).toContain('<a href="/id/tours/tokyo-discovery">Jelajah Tokyo</a>');
    expect(html).toContain("<strong>paket</strong>");
    expect(html).toMatch(/<ul>\s*<li>satu<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>pertama<\/li>/);
    // A table scrolls in its own frame; alignment is the stylesheet's (`align` is obsolete).
    expect(html).toMatch(/<div class="guide-table" tabindex="0"><table>/);
    expect(html).not.toContain("align=");
    expect(links).toEqual(["/id/tours/tokyo-discovery"]);
    expect(blocks).toContainEqual({ heading: false, text: "Sepanjang tahun" });
  });

  it("makes every address absolute for the feed, and counts words and footnotes", () => {
    const { html, words, footnotes } = renderMarkdown(
      "See [the tours](/tours) and [a part](#visa).[^1]\n\n[^1]: A note.",
      { baseUrl: "https://tours.example/guides/visa" },
    );
    expect(html).toContain('href="https://tours.example/tours"');
    expect(html).toContain('href="https://tours.example/guides/visa#visa"');
    // Footnotes are left out of the page, and counted for the content check to refuse.
    expect(html).not.toContain("A note");
    expect(footnotes).toBe(2);
    expect(words).toBe(6);
  });
});
