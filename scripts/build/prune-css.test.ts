import { describe, expect, it } from "vitest";
import {
  htmlClasses,
  htmlTags,
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
    expect(pruned).toContain(".hover\\:bg-sand:hover{");
    expect(pruned).toContain(".group-hover\\:scale-105{");
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
    "[hidden]:where(:not([hidden=until-found])){display:none}}" +
    "@layer utilities{.text-ink{color:var(--color-ink)}.text-xl{font-size:var(--text-xl);" +
    "line-height:var(--text-xl--line-height)}.text-gold{color:var(--color-gold)}}";
  const html =
    '<html><body><h1 class="text-xl text-ink">Hi</h1><button type="button">Go</button></body></html>';
  const pruned = prunePageCss(preflight, html);

  it("keeps the base rules, and the selectors in them, that can match the page's elements", () => {
    expect(pruned).toContain("*,:after{margin:0}");
    expect(pruned).toContain("html,:host{");
    expect(pruned).toContain("h1{font-size:inherit}");
    expect(pruned).toContain("button{appearance:button}");
    expect(pruned).toContain("::placeholder{opacity:1}");
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

  it("keeps the theme variables the kept CSS reads, directly or through another variable", () => {
    expect(pruned).toContain("--color-ink:#14213d");
    expect(pruned).toContain("--text-xl:1.25rem;--text-xl--line-height:1.4");
    expect(pruned).toContain("--default-font-family:var(--font-sans)");
    expect(pruned).toContain("--font-sans:system-ui");
    expect(pruned).not.toContain("--font-mono");
    expect(pruned).not.toContain("--color-gold");
    expect(pruned).not.toContain("--text-9xl");
  });

  it("reads the element names of a page", () => {
    expect([
      ...htmlTags("<!doctype html><html><body><svg><linearGradient/></svg><P>a</P>"),
    ]).toEqual(["html", "body", "svg", "lineargradient", "p"]);
  });
});
