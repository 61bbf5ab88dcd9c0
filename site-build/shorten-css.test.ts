import { describe, expect, it } from "vitest";
import { editCss } from "./css-tree.ts";
import { prunePageCss } from "./prune-css.ts";
import {
  dropConstantColorMixUpgrades,
  inlineThemeValues,
  unconditionalVariableDefaults,
} from "./shorten-css.ts";

describe("writing the kept stylesheet shorter", () => {
  const theme =
    "@layer theme{:root,:host{--spacing:.25rem;--color-ink:#14213d;--font-sans:system-ui, sans-serif;" +
    "--default-font-family:var(--font-sans);--font-display:Serif A, serif}}" +
    "@layer base{html{font-family:var(--default-font-family,Arial)}html[data-font]{--font-display:Serif B, serif}" +
    "h1{font-family:var(--font-display)}}" +
    "@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.text-ink{color:var(--color-ink)}" +
    ".leading-x{line-height:var(--tw-leading,var(--color-ink))}}";

  it("replaces theme variables that nothing else sets with their values", () => {
    const inlined = editCss(theme, inlineThemeValues);
    expect(inlined).toContain("html{font-family:system-ui, sans-serif}");
    expect(inlined).toContain("--default-font-family:system-ui, sans-serif");
    expect(inlined).toContain(".p-4{padding:calc(.25rem * 4)}");
    expect(inlined).toContain(".text-ink{color:#14213d}");
    expect(inlined).toContain("line-height:var(--tw-leading,#14213d)");
    // Set again for html[data-font]: it stays a variable.
    expect(inlined).toContain("h1{font-family:var(--font-display)}");
  });

  it("works out the values written in, as lightningcss does", () => {
    const pruned = prunePageCss(theme, '<html data-font><h1 class="p-4 text-ink">a</h1></html>');
    expect(pruned).toContain(".p-4{padding:1rem}");
    expect(pruned).toContain("html{font-family:system-ui,sans-serif}");
    expect(pruned).not.toContain("--spacing");
    expect(
      editCss(
        "a{margin:calc(.25rem * 4);padding:calc(.25rem * -2);top:calc(.25rem * 1.5);left:calc(.25rem * 0);" +
          "margin-block:calc(calc(.25rem * 2.5) * var(--x));--y:calc(1 / .75)}",
      ),
    ).toBe(
      // Values that still read a variable are left to the browser.
      "a{margin:1rem;margin-block:calc(calc(.25rem * 2.5) * var(--x));--y:calc(1 / .75);padding:-.5rem;top:.375rem;left:0}",
    );
  });

  it("drops color-mix() upgrades of constant colors, and keeps the others and every other at-rule", () => {
    const upgrades =
      ".a{color:#ffffff26}@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, #fff 15%, transparent)}}" +
      "::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}" +
      "@layer utilities{.b{color:#0000}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 5%, transparent)}}}" +
      '@font-face{font-family:"X";size-adjust:90%}@property --tw-x{syntax:"*";inherits:false}' +
      "@supports (display:grid){.c{display:grid}}";
    expect(editCss(upgrades, dropConstantColorMixUpgrades)).toBe(
      ".a{color:#ffffff26}" +
        "::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}" +
        "@layer utilities{.b{color:#0000}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 5%, transparent)}}}" +
        '@font-face{font-family:X;size-adjust:90%}@property --tw-x{syntax:"*";inherits:false}' +
        "@supports (display:grid){.c{display:grid}}",
    );
  });

  it("gives the --tw- variables their starting values in one rule on elements, instead of registering each", () => {
    const properties =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-a:0;--tw-b:initial}}}" +
      '@layer utilities{.x{--tw-a:1px}}@property --tw-a{syntax:"*";inherits:false;initial-value:0}@property --tw-b{syntax:"*";inherits:false}';
    // Pseudo-elements inherit them from their element.
    expect(editCss(properties, unconditionalVariableDefaults)).toBe(
      "@layer properties{*{--tw-a:0;--tw-b:initial}}@layer utilities{.x{--tw-a:1px}}",
    );
    // With a registration the fallback does not set, both stay.
    const unmatched = `${properties}@property --tw-c{syntax:"*";inherits:false}`;
    expect(editCss(unmatched, unconditionalVariableDefaults)).toBe(editCss(unmatched));
  });
});
