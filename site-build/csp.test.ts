// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashSource, inlineSources, pagePolicies, runtimeStyleSources } from "./csp.ts";
import { sonnerStyleText, withoutInsertedStyles } from "./toast-styles.ts";

const folders: string[] = [];
function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "csp-test-"));
  folders.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("hashSource", () => {
  it("is the CSP sha256 source of the text", () => {
    // Known value: the SHA-256 of the empty string.
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("inlineSources", () => {
  it("hashes the text of every inline script a browser runs, as written", () => {
    const sources = inlineSources(
      page(
        `<script>window.a = "&amp;";</script><script type="module">import "/x.js";</script>` +
          `<script src="/assets/app.js"></script>` +
          `<script type="application/ld+json">{"@type":"Organization"}</script>` +
          `<script>window.a = "&amp;";</script>`,
      ),
    );
    expect(sources.scripts).toEqual([
      hashSource('window.a = "&amp;";'),
      hashSource('import "/x.js";'),
    ]);
  });

  it("hashes style elements and decoded style attributes", () => {
    const sources = inlineSources(
      page(`<style>p{color:red}</style><p style="font-family:&quot;Inter&quot;">x</p>`),
    );
    expect(sources.styles).toEqual([hashSource("p{color:red}")]);
    expect(sources.styleAttributes).toEqual([hashSource('font-family:"Inter"')]);
  });

  it("hashes the styles a browser without scripts applies from a <noscript>", () => {
    const sources = inlineSources(
      page(`<noscript><p style="color:red">Turn on scripts</p></noscript>`),
    );
    expect(sources.styleAttributes).toEqual([hashSource("color:red")]);
  });

  it("finds nothing in a page without inline code", () => {
    expect(inlineSources(page("<p>Hello</p>"))).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });

  it("fails on inline event handlers, which the policy would block", () => {
    expect(() => inlineSources(page(`<button onclick="go()">Go</button>`))).toThrow(/onclick/);
  });
});

describe("runtime styles", () => {
  it("reads the CSS sonner inserts from the installed package", () => {
    const css = sonnerStyleText();
    expect(css).toContain("[data-sonner-toaster]");
    expect(css).not.toContain('\\"');
  });

  it("allows sonner's style element, empty and filled, when the bundle contains it", () => {
    const css = sonnerStyleText();
    const withSonner = buildFolder({ "assets/root.js": `insert(\`${css}\`)` });
    expect(runtimeStyleSources(withSonner)).toEqual([hashSource(""), hashSource(css)]);
    const without = buildFolder({ "assets/root.js": "console.log(1)" });
    expect(runtimeStyleSources(without)).toEqual([]);
  });

  it("takes sonner's stylesheet out of its code, which the site's own stylesheet then carries", () => {
    const code = `let a=1;__insertCSS(${JSON.stringify(sonnerStyleText())});export{a}`;
    expect(withoutInsertedStyles(code)).toBe("let a=1;void 0;export{a}");
    expect(withoutInsertedStyles("export const b=2")).toBeUndefined();
  });
});

describe("pagePolicies", () => {
  it("gives every HTML file a policy with its own hashes", () => {
    const dir = buildFolder({
      "index.html": page("<script>home()</script>"),
      "about.html": page("<script>about()</script>"),
      "404.html": page("<script>notFound()</script>"),
      "assets/root.js": "",
    });
    const policies = pagePolicies(dir);
    expect(policies.map(({ file }) => file)).toEqual(["/404.html", "/about.html", "/index.html"]);
    const home = policies.find(({ file }) => file === "/index.html")?.csp;
    expect(home).toContain(`script-src 'self' ${hashSource("home()")};`);
    expect(home).not.toContain(hashSource("about()"));
  });

  it("leaves out the content editor's page, which has a policy of its own", () => {
    const dir = buildFolder({
      "index.html": page(""),
      "404.html": page(""),
      "admin/index.html": page(""),
    });
    expect(pagePolicies(dir).map(({ file }) => file)).toEqual(["/404.html", "/index.html"]);
  });
});
