import { describe, expect, it } from "vitest";
import { editCss } from "./css-tree.ts";
import {
  dropAbsentStateRules,
  dropUnusedKeyframes,
  htmlAttributes,
  htmlClasses,
  htmlTags,
  laterPageCss,
  prunePageCss,
  pruneUtilities,
  restOfStylesheet,
} from "./prune-css.ts";

const css =
  "@layer base{h1{font-size:2rem}.unused-base{color:red}}" +
  "@layer utilities{.mt-5{margin-top:1.25rem}.mt-9{margin-top:2.25rem}" +
  ".hover\\:bg-sand:hover{background:tan}.group:hover .group-hover\\:scale-105{scale:1.05}" +
  "@media (width>=40rem){.sm\\:grid-cols-2{display:grid}.sm\\:hidden{display:none}}" +
  "@media (width>=64rem){.lg\\:hidden{display:none}}" +
  "[data-x]{color:blue}}" +
  "@keyframes spin{to{rotate:1turn}}";

/** The utilities of `css` kept for a page with the classes in `used`. */
const keptFor = (css: string, used: Iterable<string>) =>
  editCss(css, (rules) => pruneUtilities(rules, new Set(used)));

describe("pruneUtilities", () => {
  const used = htmlClasses(
    '<p class="mt-5 hover:bg-sand">a</p><div class=" group  group-hover:scale-105 sm:grid-cols-2">b</div>',
  );

  it("keeps the utilities the page uses and drops the others", () => {
    const pruned = keptFor(css, used);
    expect(pruned).toContain(".mt-5{");
    expect(pruned).toContain("@media (width>=40rem){.sm\\:grid-cols-2{display:grid}}");
    expect(pruned).not.toContain(".mt-9");
    expect(pruned).not.toContain("sm\\:hidden");
    expect(pruned).not.toContain("(width>=64rem)");
  });

  it("reads class names as the browser does, with HTML entities decoded", () => {
    const arbitrary =
      "@layer utilities{.\\[\\&\\>svg\\]\\:size-full>svg{width:100%}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}";
    const pruned = keptFor(
      arbitrary,
      htmlClasses('<span class="[&amp;&gt;svg]:size-full"></span>'),
    );
    expect(pruned).toContain(".\\[\\&\\>svg\\]\\:size-full>svg{width:100%}");
    expect(pruned).not.toContain("size-4");
  });

  it("leaves the states that need the visitor's pointer or focus to the later stylesheet", () => {
    expect(keptFor(css, used)).not.toContain("hover");
    const states =
      "@layer utilities{.focus-visible\\:ring-2:focus-visible{a:1}.group:focus-within .group-focus-within\\:opacity-100{a:2}" +
      ".active\\:scale-95:active{a:3}.focus\\:x:focus{a:4}.group-hover\\:x:is(:where(.group):hover *){a:5}" +
      ".not-focus\\:sr-only:not(:focus){a:6}.chat-tucked:not(:focus-visible){a:7}.not-hover\\:x:not(:hover){a:8}" +
      ".hover-like:hover-like{a:9}.disabled\\:opacity-60:disabled{a:10}.aria-invalid\\:border-brand[aria-invalid=true]{a:11}}";
    const kept = keptFor(states, [
      "focus-visible:ring-2",
      "group",
      "group-focus-within:opacity-100",
      "active:scale-95",
      "focus:x",
      "group-hover:x",
      "not-focus:sr-only",
      "chat-tucked",
      "not-hover:x",
      "hover-like",
      "disabled:opacity-60",
      "aria-invalid:border-brand",
    ]);
    expect(kept).toBe(
      "@layer utilities{.not-focus\\:sr-only:not(:focus){a:6}.chat-tucked:not(:focus-visible){a:7}" +
        ".not-hover\\:x:not(:hover){a:8}.hover-like:hover-like{a:9}.disabled\\:opacity-60:disabled{a:10}" +
        ".aria-invalid\\:border-brand[aria-invalid=true]{a:11}}",
    );
  });

  it("leaves the transitions between states to the later stylesheet", () => {
    const motion =
      "@layer utilities{.transition-colors{a:1}.duration-300{a:2}.motion-reduce\\:transition-none{a:3}" +
      ".ease-out{a:4}.delay-75{a:5}.transition-colors.shadow{a:6}.easy{a:7}}";
    expect(
      keptFor(motion, [
        "transition-colors",
        "duration-300",
        "motion-reduce:transition-none",
        "ease-out",
        "delay-75",
        "shadow",
        "easy",
      ]),
    ).toBe("@layer utilities{.transition-colors.shadow{a:6}.easy{a:7}}");
  });

  it("keeps rules without classes and everything outside the utilities layer", () => {
    const pruned = keptFor(css, used);
    expect(pruned).toContain("[data-x]{color:#00f}");
    expect(pruned).toContain(".unused-base{color:red}");
    expect(pruned.endsWith("@keyframes spin{to{rotate:1turn}}")).toBe(true);
  });

  it("reads escaped class names in selectors", () => {
    const escaped =
      "@layer utilities{.w-1\\/2.aria-invalid\\:border-brand[aria-invalid=true]{width:50%}}";
    expect(keptFor(escaped, ["w-1/2", "aria-invalid:border-brand"])).toBe(escaped);
    expect(keptFor(escaped, ["w-1", "2", "aria-invalid"])).toBe("@layer utilities;");
  });

  it("keeps a rule that names several classes only for a page that has them all", () => {
    const child = "@layer utilities{.arrow-label>.icon{position:absolute}}";
    expect(keptFor(child, ["arrow-label", "icon"])).toBe(child);
    expect(keptFor(child, ["icon"])).toBe("@layer utilities;");
    const spaced = "@layer utilities{:where(.space-y-3>:not(:last-child)){margin-top:1rem}}";
    expect(keptFor(spaced, ["space-y-3"])).toBe(spaced);
    expect(keptFor(spaced, ["mt-5"])).toBe("@layer utilities;");
  });

  it("drops Tailwind variable registrations and defaults that no kept utility mentions", () => {
    const tailwind =
      "@layer properties{@supports (x:y){*{--tw-translate-x:0;--tw-rotate-x:initial;--tw-shadow:0 0 #0000}}}" +
      "@layer theme{:root{--color-ink:#14213d}}" +
      "@layer utilities{.translate-x-2{--tw-translate-x:.5rem;translate:var(--tw-translate-x)}" +
      ".shadow-card{--tw-shadow:var(--shadow-card);box-shadow:var(--tw-shadow)}.rotate-x-9{--tw-rotate-x:9deg}}" +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
      '@property --tw-rotate-x{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    const pruned = keptFor(tailwind, ["translate-x-2", "shadow-card"]);
    expect(pruned).toContain("{--tw-translate-x:0;--tw-shadow:0 0 #0000}");
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
    expect(pruned).not.toContain("code");
    expect(pruned).not.toContain("abbr");
    expect(pruned).not.toContain("optgroup");
    expect(pruned).not.toContain("textarea");
    expect(pruned).not.toContain("@supports");
  });

  it("keeps the theme variables the kept CSS still reads, and writes the others' values in", () => {
    // Set again on html[data-night], --color-ink stays a variable; the others become their values.
    expect(pruned).toContain("@layer theme{:root{--color-ink:#14213d}}");
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
    ]).toEqual(["html", "head", "body", "svg", "lineargradient", "p"]);
  });

  it("keeps a layer emptied by the pruning, which sets the layers' order", () => {
    const layers = "@layer theme{:root{--unread:1px}}@layer utilities{.unused{margin:0}}";
    expect(prunePageCss(layers, "<p>a</p>")).toBe("@layer theme,utilities;");
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

  it("drops the rules that need a data-*, aria-* or dir attribute no element has, and the license comments", () => {
    const css =
      "/*! notice */@layer base{[hidden]{display:none}[class]{e:f}}@layer components;@layer utilities{" +
      ".aria-invalid\\:border-brand[aria-invalid=true]{a:1}.x[aria-current=page]{a:2}" +
      "@media (hover:hover){.y[data-state=open]:hover{a:3}}.z:not([data-q]){a:4}}" +
      "html [data-sonner-toaster][data-sonner-theme]{a:5}[data-sonner-toast],.keep{a:6}html[data-font]{c:d}" +
      "[data-sonner-toaster][dir=ltr],html[dir=ltr]{e:f}@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}";
    expect(editCss(css, (rules) => dropAbsentStateRules(rules, attributes))).toBe(
      "@layer base{[hidden]{display:none}[class]{e:f}}@layer components;@layer utilities{" +
        ".x[aria-current=page]{a:2}@media (hover:hover){.y[data-state=open]:hover{a:3}}" +
        ".z:not([data-q]){a:4}}[data-sonner-toast],.keep{a:6}html[data-font]{c:d}" +
        "@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}",
    );
  });

  it("drops the keyframes no kept rule runs", () => {
    const css =
      ".a{animation:spin 1s linear infinite}.b{--animate-pulse:pulse 2s}" +
      "@keyframes spin{to{rotate:1turn}}@keyframes ping{75%,to{opacity:0}}@keyframes pulse{50%{opacity:.5}}";
    expect(editCss(css, dropUnusedKeyframes)).toBe(
      ".a{animation:1s linear infinite spin}.b{--animate-pulse:pulse 2s}" +
        "@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}",
    );
  });
});

describe("library rules for classes the page does not have", () => {
  it("drops rules outside the layers whose selector needs an absent class", () => {
    const css =
      ".spinner{a:1}.spinner-bar:nth-child(2){a:2}.kept .spinner{a:3}:where(.bg-ink) :focus-visible{a:4}" +
      "@media (width>=1px){.spinner{a:5}}@layer base{.icon{a:6}}";
    expect(
      editCss(css, (rules) => dropAbsentStateRules(rules, new Set(), new Set(["kept", "icon"]))),
    ).toBe(":where(.bg-ink) :focus-visible{a:4}@layer base{.icon{a:6}}");
  });
});

describe("repeated declarations", () => {
  it("writes a declaration repeated in one rule once, the last time", () => {
    expect(editCss("a{color:inherit;-w:x;-w:x;-w:x;b:y}p{-w:x}")).toBe(
      "a{color:inherit;-w:x;b:y}p{-w:x}",
    );
    expect(editCss('q{content:";";content:";"}')).toBe('q{content:";"}');
  });

  it("writes a prefixed copy once, however many times the stylesheet goes through", () => {
    const preflight =
      "a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}";
    const once = "a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}";
    expect(editCss(preflight)).toBe(once);
    expect(editCss(editCss(preflight))).toBe(once);
  });
});

describe("values lightningcss writes but cannot read back by itself", () => {
  it("keeps var() without a fallback, large lengths and whole percentages as they were", () => {
    const values =
      ".a{color:var(--c);--r:99999px;--p:50%;--q:12.5%;margin:var(--m,);border-radius:2147480000px}";
    expect(editCss(values, (rules) => rules)).toBe(values);
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

describe("the styles a page adds after its first paint (decision 0017)", () => {
  const full =
    "@layer theme{:root{--color-sand:tan}}" +
    "@layer base{*,::backdrop{margin:0}h1{font-size:2rem}ol{list-style:none}}" +
    "@layer utilities{.mt-5{margin-top:1.25rem}.mt-9{margin-top:2.25rem}" +
    ".hover\\:bg-sand:hover{background:var(--color-sand)}.hover\\:text-red:hover{color:red}" +
    ".transition-colors{transition-property:color}.tucked{opacity:0}}" +
    "@property --tw-scale-x{syntax:'*';inherits:false;initial-value:1}" +
    "html[data-ready]{scroll-behavior:smooth}" +
    "[data-toast]{position:absolute}";
  const page = '<h1 class="mt-5 hover:bg-sand transition-colors">a</h1>';

  it("on a page that does not hydrate: its own classes' states and transitions, the script's classes and attributes, nothing else", () => {
    const later = laterPageCss(full, page, { classes: ["tucked"], attributes: ["data-ready"] });
    expect(later).toContain(".hover\\:bg-sand:hover{background:tan}");
    expect(later).toContain(".transition-colors{");
    expect(later).toContain(".tucked{opacity:0}");
    expect(later).toContain("html[data-ready]{scroll-behavior:smooth}");
    // Already in the page's first styles, or for classes the page does not have.
    for (const absent of [
      ".mt-5{",
      ".mt-9",
      "hover\\:text-red",
      "h1{",
      "@property",
      "[data-toast]",
    ]) {
      expect(later).not.toContain(absent);
    }
  });

  it("on the page that hydrates: everything the first styles left out, but no rule for every element", () => {
    const rest = restOfStylesheet(full, page);
    for (const present of [
      ".mt-9{",
      "hover\\:text-red",
      "ol{",
      "[data-toast]{position:absolute}",
      ".hover\\:bg-sand:hover{background:tan}",
    ]) {
      expect(rest).toContain(present);
    }
    // What the first styles already have, registrations, and rules on every element.
    for (const absent of [".mt-5{", "h1{", "@property", "*", "::backdrop", "--color-sand:"]) {
      expect(rest).not.toContain(absent);
    }
  });
});
