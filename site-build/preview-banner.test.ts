// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inlineSources } from "./csp.ts";
import { previewBannerHtml, withBanner } from "./preview-banner.ts";

describe("the preview's link to its content check", () => {
  const banner = previewBannerHtml("Content check: 1 warning · 3 to fill in");

  it("goes last in the body, every other byte unchanged", () => {
    const page =
      '<!doctype html><html><head><script>var a="</body>";</script></head><body><p>Hi</p><!-- </body> --></body></html>';
    const out = withBanner(page, banner);
    expect(out.replace(banner, "")).toBe(page);
    expect(out.indexOf(banner)).toBe(page.lastIndexOf("</body>"));
  });

  it("links to the content check, and its one style attribute is hashed into the policy", () => {
    expect(banner).toMatch(/^<a href="\/admin\/content-check" style="[^"]+">Draft preview/);
    expect(inlineSources(`<body>${banner}</body>`).styleAttributes).toHaveLength(1);
  });

  it("refuses a page without a body end tag it can find", () => {
    expect(() => withBanner("<p>no body", banner)).toThrow(/no <\/body>/);
  });
});
