// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  baselineContentSecurityPolicy,
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeOf,
  defaultContentSecurityPolicy,
  responseHeaders,
} from "./http-headers.ts";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

describe("contentSecurityPolicy", () => {
  it("allows only the site's own files when a response has no inline code", () => {
    expect(defaultContentSecurityPolicy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("lists the hashes of a page's inline scripts and styles, never 'unsafe-inline'", () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["'sha256-a='", "'sha256-b='"], styles: ["'sha256-c='"] }),
    );
    expect(policy.get("script-src")).toBe("script-src 'self' 'sha256-a=' 'sha256-b='");
    expect(policy.get("style-src")).toBe("style-src 'self' 'sha256-c='");
    expect([...policy.values()].join(";")).not.toContain("unsafe-inline");
  });

  it("allows style attributes by hash, with 'unsafe-hashes', only when a page has some", () => {
    expect(contentSecurityPolicy({ styles: ["'sha256-c='"] })).not.toContain("unsafe-hashes");
    expect(
      directives(contentSecurityPolicy({ styleAttributes: ["'sha256-d='"] })).get("style-src"),
    ).toBe("style-src 'self' 'unsafe-hashes' 'sha256-d='");
  });

  it("gives a page nothing from another host: its own files, its hashes and data: images", () => {
    const policy = new Map(
      contentSecurityPolicy({
        scripts: ["'sha256-a='"],
        styles: ["'sha256-c='"],
        styleAttributes: ["'sha256-d='"],
      })
        .split("; ")
        .map((directive) => directive.split(" "))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(Object.fromEntries(policy)).toMatchObject({
      "default-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "img-src": ["'self'", "data:"],
    });
    expect(policy.get("script-src")?.[0]).toBe("'self'");
    expect(policy.get("style-src")?.[0]).toBe("'self'");
    // The other fetch directives fall back to default-src: 'self' alone.
    for (const directive of ["font-src", "connect-src", "manifest-src", "media-src"]) {
      expect(policy.get(directive) ?? policy.get("default-src"), directive).toEqual(["'self'"]);
    }
    const sources = [...policy.entries()]
      .filter(([directive]) => directive !== "img-src")
      .flatMap(([, values]) => values ?? []);
    expect(
      sources.filter((source) => !/^('self'|'none'|'unsafe-hashes'|'sha256-[^']+')$/.test(source)),
    ).toEqual([]);
  });

  it("has a baseline that every policy contains and that restricts no script or style", () => {
    const baseline = [...directives(baselineContentSecurityPolicy).keys()];
    expect(baseline).not.toContain("default-src");
    expect(
      baseline.filter((name) => name?.startsWith("script") || name?.startsWith("style")),
    ).toEqual([]);
    for (const directive of baselineContentSecurityPolicy.split("; ")) {
      expect(contentSecurityPolicy({ scripts: ["'sha256-a='"] })).toContain(directive);
    }
  });
});

describe("responseHeaders", () => {
  it("caches fingerprinted assets for a year and revalidates the rest", () => {
    expect(responseHeaders("/assets/root-abc123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of ["/index.html", "/about.html", "/favicon.svg", "/404.html"]) {
      expect(responseHeaders(path)["Cache-Control"]).toBe("no-cache");
    }
  });

  it("never lets errors or answers to a range request be stored", () => {
    expect(cacheControlFor("/404.html", 404)).toBe("no-store");
    expect(cacheControlFor("/assets/root-abc123.js", 416)).toBe("no-store");
    expect(cacheControlFor("/assets/root-abc123.js", 206, true)).toBe("no-store");
    expect(cacheControlFor("/about.html", 304)).toBe("no-cache");
  });

  it("sends the security headers and the given policy", () => {
    const headers = responseHeaders("/index.html", "default-src 'none'");
    expect(headers).toMatchObject({
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    const maxAge = Number(headers["Strict-Transport-Security"]?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(responseHeaders("/favicon.svg")["Content-Security-Policy"]).toBe(
      defaultContentSecurityPolicy,
    );
  });
});

describe("the content editor's headers (/admin/)", () => {
  const sources = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name, ...values] = directive.split(" ");
        return [name, values];
      }),
    );

  it("allows what Decap needs: eval (ajv), inline styles (emotion), blobs, GitHub's API", () => {
    expect(sources(adminContentSecurityPolicy())).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
      "connect-src": ["'self'", "blob:", "https://api.github.com"],
      ...sources(baselineContentSecurityPolicy),
    });
  });

  it("reaches another origin only when told it (npm run admin's decap-server, an API stand-in)", () => {
    expect(sources(adminContentSecurityPolicy(["http://127.0.0.1:8081"]))["connect-src"]).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "http://127.0.0.1:8081",
    ]);
  });

  it("sends its policy, noindex and a COOP that keeps the sign-in window, on every file", () => {
    for (const path of ["/admin/index.html", "/admin/config.yml", "/admin/decap-cms.js"]) {
      expect(responseHeaders(path, "default-src 'none'"), path).toMatchObject({
        "Content-Security-Policy": adminContentSecurityPolicy(),
        "X-Robots-Tag": "noindex",
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Cache-Control": "no-cache",
        "X-Content-Type-Options": "nosniff",
      });
    }
  });

  it("leaves every other path as it was", () => {
    for (const path of ["/index.html", "/administration.html", "/admin", "/id/admin/x"]) {
      const headers = responseHeaders(path);
      expect(headers["X-Robots-Tag"], path).toBeUndefined();
      expect(headers["Cross-Origin-Opener-Policy"], path).toBe("same-origin");
      expect(headers["Content-Security-Policy"], path).toBe(defaultContentSecurityPolicy);
    }
  });
});

describe("contentTypeOf", () => {
  it("names text types with their charset, as Cloudflare does", () => {
    expect(contentTypeOf("/about.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("/assets/app.JS")).toBe("application/javascript");
    expect(contentTypeOf("/favicon.ico")).toBe("image/vnd.microsoft.icon");
    expect(contentTypeOf("/LICENSE")).toBe("application/octet-stream");
    expect(contentTypeOf("/admin/config.yml")).toBe("text/yaml; charset=utf-8");
  });
});
