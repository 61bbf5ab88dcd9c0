import { describe, expect, it } from "vitest";
import { htmlClasses, pruneUtilities, selectorClasses } from "./prune-css.ts";

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
