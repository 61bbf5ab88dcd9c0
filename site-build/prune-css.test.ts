import { describe, expect, it } from "vitest";
import {
  dedupeDeclarations,
  dropAbsentStateRules,
  dropConstantColorMixUpgrades,
  dropUnusedKeyframes,
  foldCalc,
  htmlAttributes,
  htmlClasses,
  htmlTags,
  inlineThemeValues,
  isInteractionState,
  prunePageCss,
  pruneUtilities,
  selectorClasses,
} from "./prune-css.ts";

const css =
  "@layer base{h1{font-size:2rem}.unused-base{color:red}}" +
  "@layer utilities{.mt-5{margin-top:1.25rem}.mt-9{margin-top:2.25rem}" +
  ".hover\\:bg-sand:hover{background:tan}.group:hover .group-hover\\:scale-105{scale:1.05}" +
  "@media (width>=40rem){.sm\\:grid-cols-2{display:grid}.sm\\:hidden{display:none}}" +
  "@media (width>=64rem){.lg\\:hidden{display:none}}" +
  "[data-x]{color:blue}}" +
  "@keyframes spin{to{rotate:1turn}}";

describe("pruneUtilities", () => {
  const used = htmlClasses(
    '<p class="mt-5 hover:bg-sand">a</p><div class=" group  group-hover:scale-105 sm:grid-cols-2">b</div>',
  );

  it("keeps the utilities the page uses and drops the others", () => {
    const pruned = pruneUtilities(css, used);
    expect(pruned).toContain(".mt-5{");
    expect(pruned).toContain("@media (width>=40rem){.sm\\:grid-cols-2{display:grid}}");
    expect(pruned).not.toContain(".mt-9");
    expect(pruned).not.toContain("sm\\:hidden");
    expect(pruned).not.toContain("(width>=64rem)");
  });

  it("reads class names as the browser does, with HTML entities decoded", () => {
    const arbitrary =
      "@layer utilities{.\\[\\&\\>svg\\]\\:size-full>svg{width:100%}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}";
    const pruned = pruneUtilities(
      arbitrary,
      htmlClasses('<span class="[&amp;&gt;svg]:size-full"></span>'),
    );
    expect(pruned).toContain(".\\[\\&\\>svg\\]\\:size-full>svg{width:100%}");
    expect(pruned).not.toContain("size-4");
  });

  it("leaves the states that need the visitor's pointer or focus to the full stylesheet", () => {
    const pruned = pruneUtilities(css, used);
    expect(pruned).not.toContain("hover");
    const states =
      "@layer utilities{.focus-visible\\:ring-2:focus-visible{a:b}.group:focus-within .group-focus-within\\:opacity-100{a:b}" +
      ".active\\:scale-95:active{a:b}.not-focus\\:sr-only:not(:focus){a:b}.chat-tucked:not(:focus-visible){a:b}" +
      ".disabled\\:opacity-60:disabled{a:b}.aria-invalid\\:border-brand[aria-invalid=true]{a:b}}";
    const kept = pruneUtilities(
      states,
      new Set([
        "focus-visible:ring-2",
        "group",
        "group-focus-within:opacity-100",
        "active:scale-95",
        "not-focus:sr-only",
        "chat-tucked",
        "disabled:opacity-60",
        "aria-invalid:border-brand",
      ]),
    );
    expect(kept).toBe(
      "@layer utilities{.not-focus\\:sr-only:not(:focus){a:b}.chat-tucked:not(:focus-visible){a:b}" +
        ".disabled\\:opacity-60:disabled{a:b}.aria-invalid\\:border-brand[aria-invalid=true]{a:b}}",
    );
    expect(isInteractionState(".a:focus-visible")).toBe(true);
    expect(isInteractionState(".a:focus-within")).toBe(true);
    expect(isInteractionState(".a:not(:hover)")).toBe(false);
    expect(isInteractionState(".a:hover-like")).toBe(false);
  });

  it("keeps rules without classes and everything outside the utilities layer", () => {
    const pruned = pruneUtilities(css, used);
    expect(pruned).toContain("[data-x]{color:blue}");
    expect(pruned).toContain(".unused-base{color:red}");
    expect(pruned).toContain("@keyframes spin{to{rotate:1turn}}");
    expect(pruned.endsWith("@keyframes spin{to{rotate:1turn}}")).toBe(true);
  });

  it("reads escaped class names in selectors", () => {
    expect(selectorClasses(".w-1\\/2.aria-invalid\\:border-brand[aria-invalid=true]")).toEqual([
      "w-1/2",
      "aria-invalid:border-brand",
    ]);
  });

  it("drops Tailwind variable registrations and defaults that no kept utility mentions", () => {
    const tailwind =
      "@layer properties{@supports (x){*{--tw-translate-x:0;--tw-rotate-x:initial;--tw-shadow:0 0 #0000}}}" +
      "@layer theme{:root{--color-ink:#14213d}}" +
      "@layer utilities{.translate-x-2{--tw-translate-x:.5rem;translate:var(--tw-translate-x)}" +
      ".shadow-card{--tw-shadow:var(--shadow-card);box-shadow:var(--tw-shadow)}.rotate-x-9{--tw-rotate-x:9deg}}" +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
      '@property --tw-rotate-x{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    const pruned = pruneUtilities(tailwind, new Set(["translate-x-2", "shadow-card"]));
    expect(pruned).toContain("--tw-translate-x:0;");
    expect(pruned).toContain("--tw-shadow:0 0 #0000");
    expect(pruned).not.toContain("--tw-rotate-x");
    expect(pruned).toContain("@property --tw-translate-x{");
    expect(pruned).toContain("@property --tw-shadow{");
    expect(pruned).toContain("--color-ink:#14213d");
  });
});

describe("prunePageCss", () => {
  const preflight =
    "@layer theme{:root{--font-sans:system-ui;--default-font-family:var(--font-sans);" +
    "--font-mono:ui-monospace;--color-ink:#14213d;--color-gold:#c98a1b;--text-xl:1.25rem;" +
    "--text-xl--line-height:1.4;--text-9xl:8rem}}" +
    "@layer base{*,:after{margin:0}html,:host{font-family:var(--default-font-family)}" +
    "h1,h2,h3{font-size:inherit}code,kbd,pre{font-family:var(--font-mono)}" +
    "abbr:where([title]){text-decoration:underline dotted}" +
    ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}" +
    "button,input:where([type=button],[type=submit]){appearance:button}" +
    "::placeholder{opacity:1}@supports (color:red){textarea::placeholder{color:gray}}" +
    "[hidden]:where(:not([hidden=until-found])){display:none}html[data-night]{--color-ink:#fff}}" +
    "@layer utilities{.text-ink{color:var(--color-ink)}.text-xl{font-size:var(--text-xl);" +
    "line-height:var(--text-xl--line-height)}.text-gold{color:var(--color-gold)}}";
  const html =
    '<html data-night=""><body><h1 class="text-xl text-ink">Hi</h1><button type="button">Go</button></body></html>';
  const pruned = prunePageCss(preflight, html);

  it("keeps the base rules, and the selectors in them, that can match the page's elements", () => {
    expect(pruned).toContain("*,:after{margin:0}");
    expect(pruned).toContain("html{"); // :host matches nothing without shadow roots
    expect(pruned).toContain("h1{font-size:inherit}");
    expect(pruned).toContain("button{appearance:button}");
    expect(pruned).toContain("[hidden]:where(:not([hidden=until-found])){display:none}");
  });

  it("drops the base rules and selectors for element types the page does not have", () => {
    expect(pruned).not.toContain("h2");
    expect(pruned).not.toContain("input");
    expect(pruned).not.toContain("code,kbd,pre");
    expect(pruned).not.toContain("abbr");
    expect(pruned).not.toContain("optgroup");
    expect(pruned).not.toContain("textarea");
    expect(pruned).not.toContain("@supports");
  });

  it("keeps the theme variables the kept CSS still reads, and writes the others' values in", () => {
    // Set again on html[data-night], --color-ink stays a variable; the others become their values.
    expect(pruned).toContain("@layer theme{:root{--color-ink:#14213d;}}");
    expect(pruned).toContain(".text-ink{color:var(--color-ink)}");
    expect(pruned).toContain(".text-xl{font-size:1.25rem;line-height:1.4}");
    expect(pruned).toContain("html{font-family:system-ui}");
    expect(pruned).not.toContain("--font-mono");
    expect(pruned).not.toContain("--color-gold");
    expect(pruned).not.toContain("--text-9xl");
  });

  it("drops form fields' pseudo-elements from pages without the field", () => {
    const fields =
      "@layer base{::placeholder{opacity:1}::file-selector-button{margin:0}" +
      "::-webkit-date-and-time-value{min-height:1lh}::-webkit-datetime-edit{display:inline-flex}p{margin:0}}";
    const withoutFields = prunePageCss(fields, "<p>a</p>");
    expect(withoutFields).toBe("@layer base{p{margin:0}}");
    const withTextarea = prunePageCss(fields, "<p>a</p><textarea></textarea>");
    expect(withTextarea).toBe("@layer base{::placeholder{opacity:1}p{margin:0}}");
    expect(prunePageCss(fields, "<p>a</p><input>")).toBe(fields);
  });

  it("reads the element names of a page", () => {
    expect([
      ...htmlTags("<!doctype html><html><body><svg><linearGradient/></svg><P>a</P>"),
    ]).toEqual(["html", "body", "svg", "lineargradient", "p"]);
  });
});

describe("writing the kept stylesheet shorter", () => {
  it("replaces theme variables that nothing else sets with their values", () => {
    const theme =
      "@layer theme{:root,:host{--spacing:.25rem;--color-ink:#14213d;--font-sans:system-ui, sans-serif;" +
      "--default-font-family:var(--font-sans);--font-display:Serif A, serif}}" +
      "@layer base{html{font-family:var(--default-font-family,Arial)}html[data-font]{--font-display:Serif B, serif}" +
      "h1{font-family:var(--font-display)}}" +
      "@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.text-ink{color:var(--color-ink)}" +
      ".leading-x{line-height:var(--tw-leading,var(--color-ink))}}";
    const inlined = inlineThemeValues(theme);
    expect(inlined).toContain("html{font-family:system-ui, sans-serif}");
    expect(inlined).toContain("--default-font-family:system-ui, sans-serif");
    expect(inlined).toContain(".p-4{padding:calc(.25rem * 4)}");
    expect(inlined).toContain(".text-ink{color:#14213d}");
    expect(inlined).toContain("line-height:var(--tw-leading,#14213d)");
    // Set again for html[data-font]: it stays a variable.
    expect(inlined).toContain("h1{font-family:var(--font-display)}");
  });

  it("works out a length times a number", () => {
    expect(
      foldCalc("a{b:calc(.25rem * 4);c:calc(.25rem * -2);d:calc(.25rem * 1.5);e:calc(1 / .75)}"),
    ).toBe("a{b:1rem;c:-.5rem;d:.375rem;e:calc(1 / .75)}");
    expect(foldCalc("a{b:calc(calc(.25rem * 2.5) * var(--x));c:calc(.25rem * 0)}")).toBe(
      "a{b:calc(.625rem * var(--x));c:0rem}",
    );
  });

  it("drops color-mix() upgrades of constant colors, and keeps the others and every other at-rule", () => {
    const upgrades =
      ".a{color:#ffffff26}@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, #fff 15%, transparent)}}" +
      "::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}" +
      "@layer utilities{.b{color:#0000}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 5%, transparent)}}}" +
      '@font-face{font-family:"X";size-adjust:90%}@property --tw-x{syntax:"*";inherits:false}';
    expect(dropConstantColorMixUpgrades(upgrades)).toBe(
      ".a{color:#ffffff26}" +
        "::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}" +
        "@layer utilities{.b{color:#0000}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 5%, transparent)}}}" +
        '@font-face{font-family:"X";size-adjust:90%}@property --tw-x{syntax:"*";inherits:false}',
    );
  });
});

describe("rules for states the page is not in", () => {
  const attributes = htmlAttributes(
    '<style>[data-in-style]{a:b}</style><script>document.documentElement.setAttribute("data-font","")</script>' +
      '<div data-state="closed" aria-current="page" class="a"><p aria-hidden>a</p><input data-x-y/></div>',
  );

  it("reads the attribute names of a page, and those its scripts set", () => {
    expect([...attributes].sort()).toEqual([
      "aria-current",
      "aria-hidden",
      "class",
      "data-font",
      "data-state",
      "data-x-y",
    ]);
  });

  it("drops the rules that need a data-* or aria-* attribute no element has", () => {
    const css =
      "/*! notice */@layer base{[hidden]{display:none}[class]{e:f}}@layer components;@layer utilities{" +
      ".aria-invalid\\:border-brand[aria-invalid=true]{a:b}.x[aria-current=page]{a:b}" +
      "@media (hover:hover){.y[data-state=open]:hover{a:b}}.z:not([data-q]){a:b}}" +
      "html [data-sonner-toaster][data-sonner-theme]{a:b}[data-sonner-toast],.keep{a:b}html[data-font]{c:d}" +
      "[data-sonner-toaster][dir=ltr],html[dir=ltr]{e:f}@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}";
    expect(dropAbsentStateRules(css, attributes)).toBe(
      "/*! notice */@layer base{[hidden]{display:none}[class]{e:f}}@layer components;@layer utilities{" +
        ".x[aria-current=page]{a:b}@media (hover:hover){.y[data-state=open]:hover{a:b}}" +
        ".z:not([data-q]){a:b}}[data-sonner-toast],.keep{a:b}html[data-font]{c:d}" +
        "@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}",
    );
  });

  it("drops the keyframes no kept rule runs", () => {
    const css =
      ".a{animation:spin 1s linear infinite}@keyframes spin{to{rotate:1turn}}@keyframes ping{75%,to{opacity:0}}";
    expect(dropUnusedKeyframes(css)).toBe(
      ".a{animation:spin 1s linear infinite}@keyframes spin{to{rotate:1turn}}",
    );
  });
});

describe("library rules for classes the page does not have", () => {
  it("drops rules outside the layers whose selector needs an absent class", () => {
    const css =
      ".spinner{a:b}.spinner-bar:nth-child(2){a:b}.kept .spinner{a:b}:where(.bg-ink) :focus-visible{a:b}@layer base{.icon{a:b}}";
    expect(dropAbsentStateRules(css, new Set(), new Set(["kept", "icon"]))).toBe(
      ":where(.bg-ink) :focus-visible{a:b}@layer base{.icon{a:b}}",
    );
  });
});

describe("repeated declarations", () => {
  it("writes a declaration repeated in one rule once, the last time", () => {
    expect(dedupeDeclarations("a{color:inherit;-w:x;-w:x;-w:x;b:y}p{-w:x}")).toBe(
      "a{color:inherit;-w:x;b:y}p{-w:x}",
    );
    expect(dedupeDeclarations('q{content:";";content:";"}')).toBe('q{content:";";content:";"}');
  });
});

describe("escaped names", () => {
  it("keeps utilities whose names hold escaped parentheses", () => {
    const css =
      "@layer utilities{.top-\\[calc\\(100\\%\\+0\\.5rem\\)\\]{top:calc(100% + .5rem)}" +
      "@media (hover:none){.\\[\\@media\\(hover\\:none\\)\\]\\:opacity-100{opacity:1}}}";
    const html = '<p class="top-[calc(100%+0.5rem)] [@media(hover:none)]:opacity-100">a</p>';
    expect(prunePageCss(css, html)).toBe(css);
  });
});
