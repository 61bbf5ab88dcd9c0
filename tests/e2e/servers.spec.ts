/**
 * The three servers the project ships on, proved on the production build: `npm start`
 * (server/serve.ts, the Playwright web server), a real nginx with deploy/nginx/site.conf, and
 * Cloudflare's runtime (`wrangler pages dev`, applying build/client/_headers and _redirects); see
 * tests/e2e/servers.ts. Each must send the headers of server/http-headers.ts with each page's
 * Content-Security-Policy, answer unknown paths with the not-found page and 404, refuse paths out
 * of the build, compress, cache, and run every page in Chromium without a CSP violation.
 * tests/e2e/server-agreement.spec.ts compares their answers request by request.
 */
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { readSiteFiles } from "../../server/site-files.ts";
import { gotoHydrated } from "./fixtures";
import { clientDir, expect, fetchRaw, test } from "./servers";

// One nginx and one wrangler per worker: this file's tests run in order, in one worker.
test.describe.configure({ mode: "default" });

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Every inline script a browser would run, read from the HTML independently of the build. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, text]) =>
        !/\bsrc=/.test(attributes ?? "") && !/json/.test(attributes ?? "") && text !== "",
    )
    .map(
      ([, , text]) =>
        `'sha256-${createHash("sha256")
          .update(text ?? "")
          .digest("base64")}'`,
    );
}

const notFoundTitle = "<title>Page Not Found |";
/** Every page the build holds, at its one URL, and an unknown URL. */
const pages = [
  ...readSiteFiles(clientDir).pages.map(({ url }) => ({ path: url, status: 200 })),
  { path: "/no-such-page", status: 404 },
];

/** Records CSP violations in the page, from before its first script runs. */
async function watchCsp(page: Page) {
  const consoleMessages: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    window.addEventListener("securitypolicyviolation", (event) => {
      store.cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => ({
    events: await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
    consoleMessages,
  });
}

const servers = [
  // Debian's nginx has no brotli module; Cloudflare compresses as it sends, without Vary.
  { name: "npm start", brotli: true, vary: true },
  { name: "nginx", brotli: false, vary: true },
  { name: "wrangler", brotli: true, vary: false },
] as const;

for (const server of servers) {
  test.describe(`${server.name} server`, () => {
    if (server.name === "nginx") {
      test.use({ baseURL: async ({ nginxURL }, use) => use(nginxURL) });
    }
    if (server.name === "wrangler") {
      test.use({ baseURL: async ({ wranglerURL }, use) => use(wranglerURL) });
    }
    /**
     * On a CDN an unknown URL only matches the `/*` rule of _headers, so its not-found page
     * carries the page-independent part of the policy (site-build/server-config.ts).
     */
    const baselineOnly = (status: number) => server.name === "wrangler" && status === 404;

    test("sends the security headers and each page's own CSP, without 'unsafe-inline'", async ({
      baseURL,
    }) => {
      const policies = new Set<string>();
      for (const { path, status } of pages) {
        const answer = await fetchRaw(baseURL as string, path);
        expect(answer.status, path).toBe(status);
        expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
        const h = answer.headers;
        expect(
          Number(h["strict-transport-security"]?.match(/max-age=(\d+)/)?.[1]),
        ).toBeGreaterThanOrEqual(31_536_000);
        expect(h["x-content-type-options"]).toBe("nosniff");
        expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
          expect(h["permissions-policy"]).toContain(feature);
        }
        expect(h["cross-origin-opener-policy"]).toBe("same-origin");
        expect(h["cache-control"], path).toBe(status === 404 ? "no-store" : "no-cache");
        expect(
          answer.headerNames.filter((name) => name === "content-security-policy"),
        ).toHaveLength(1);

        const policy = h["content-security-policy"] as string;
        policies.add(policy);
        const csp = directives(policy);
        if (baselineOnly(status)) {
          expect(csp.get("object-src")).toEqual(["'none'"]);
          expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
          expect(csp.get("script-src")).toBeUndefined();
          continue;
        }
        expect(csp.get("default-src")).toEqual(["'self'"]);
        expect(csp.get("object-src")).toEqual(["'none'"]);
        expect(csp.get("base-uri")).toEqual(["'self'"]);
        expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
        expect(csp.get("form-action")).toEqual(["'self'"]);
        // The other fetch directives fall back to default-src: 'self' alone.
        for (const fetchDirective of ["font-src", "connect-src", "manifest-src", "media-src"]) {
          expect(csp.get(fetchDirective) ?? csp.get("default-src"), fetchDirective).toEqual([
            "'self'",
          ]);
        }
        // data: images only, for the favicon each page carries inline.
        expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
        // Nothing from another host and no inline code but what is listed by hash.
        const sources = [...csp.entries()]
          .filter(([directive]) => directive !== "img-src")
          .flatMap(([, values]) => values);
        const allowed = /^('self'|'none'|'unsafe-hashes'|'sha256-[A-Za-z0-9+/]+=*')$/;
        expect(
          sources.filter((source) => !allowed.test(source)),
          path,
        ).toEqual([]);
        const scriptSrc = csp.get("script-src") ?? [];
        expect(scriptSrc[0]).toBe("'self'");
        const inline = inlineScriptHashes(answer.text);
        expect(inline.length, `${path} has inline scripts`).toBeGreaterThanOrEqual(2);
        expect(
          inline.filter((hash) => !scriptSrc.includes(hash)),
          path,
        ).toEqual([]);
        expect(csp.get("style-src")?.[0]).toBe("'self'");
      }
      // The router's hydration data differs per page, so does the policy.
      expect(policies.size).toBe(pages.length);
    });

    test("answers unknown paths with 404 and the not-found page", async ({ baseURL }) => {
      for (const path of [
        "/no-such-page",
        "/tours/unknown-tour",
        "/a/b/c",
        "/assets/missing.js",
        "/404.html",
        "/_headers",
      ]) {
        const answer = await fetchRaw(baseURL as string, path);
        expect(answer.status, path).toBe(404);
        expect(answer.text, path).toContain(notFoundTitle);
      }
    });

    test("refuses paths that leave the build folder", async ({ baseURL }) => {
      const outside = [
        "/..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/../../package.json",
        "/assets/..%2f..%2fpackage.json",
        "/..%5c..%5cpackage.json",
        "/../nginx/http-maps.conf",
        "/%2e%2e/page-policies.json",
      ];
      for (const path of outside) {
        const answer = await fetchRaw(baseURL as string, path);
        expect([400, 404], path).toContain(answer.status);
        expect(answer.text, path).not.toMatch(/root:x:0|devDependencies|sha256-|add_header/);
      }
    });

    test("refuses methods other than GET and HEAD", async ({ baseURL }) => {
      expect((await fetchRaw(baseURL as string, "/", { method: "POST" })).status).toBe(405);
      const head = await fetchRaw(baseURL as string, "/about", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers["content-security-policy"]).toContain("'sha256-");
    });

    test("compresses pages and assets", async ({ baseURL }) => {
      const origin = baseURL as string;
      const home = await fetchRaw(origin, "/");
      expect(home.headers["content-encoding"]).toBeUndefined();
      // The page boots its app from a small fingerprinted module (site-build/first-paint.ts),
      // which imports the app's entry, which imports the framework chunk: that one is large.
      // The boot script is minified: its strings may be in any quotes.
      const bootPath = home.text.match(/["'`](\/assets\/boot-[^"'`]+\.js)["'`]/)?.[1] as string;
      const boot = await fetchRaw(origin, bootPath);
      const entryPath = boot.text.match(/"(\/assets\/entry\.client-[^"]+\.js)"/)?.[1] as string;
      const entry = await fetchRaw(origin, entryPath);
      const scriptName = entry.text.match(/"\.\/(framework-[^"]+\.js)"/)?.[1] as string;
      expect(scriptName).toBeTruthy();
      const scriptPath = `/assets/${scriptName}`;
      const encodings = server.brotli ? ["gzip", "br"] : ["gzip"];
      for (const encoding of encodings) {
        for (const path of ["/", "/tours", "/no-such-page", scriptPath]) {
          const answer = await fetchRaw(origin, path, { headers: { "Accept-Encoding": encoding } });
          expect(answer.headers["content-encoding"], `${path} ${encoding}`).toBe(encoding);
          if (server.vary) expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
          expect(answer.text.length, path).toBeGreaterThan(1000);
        }
      }
      const decoded = await fetchRaw(origin, "/", { headers: { "Accept-Encoding": "gzip" } });
      expect(decoded.text).toBe(home.text);
    });

    test("caches fingerprinted assets for a year and revalidates everything else", async ({
      baseURL,
    }) => {
      const origin = baseURL as string;
      const home = await fetchRaw(origin, "/");
      const assets = [
        ...new Set(
          [
            ...home.text.matchAll(/(\/assets\/[^"'`()]+\.(?:json|js|css|svg|woff2))(?=["'`)])/g),
          ].map((m) => m[1] as string),
        ),
      ];
      expect(assets.some((path) => path.endsWith(".js"))).toBe(true);
      // The stylesheet is inline; the boot module, the router's data and the artwork are
      // fingerprinted files.
      expect(assets.some((path) => path.endsWith(".svg"))).toBe(true);
      expect(assets.some((path) => path.endsWith(".json"))).toBe(true);
      for (const path of assets) {
        const answer = await fetchRaw(origin, path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
        expect(answer.headers["content-security-policy"], path).toContain("script-src 'self';");
      }
      for (const path of ["/", "/about", "/favicon.svg", "/favicon.ico"]) {
        const answer = await fetchRaw(origin, path);
        expect(answer.headers["cache-control"], path).toBe("no-cache");
      }
    });

    for (const { path, status } of pages) {
      test(`runs ${path} in Chromium with no CSP violation`, async ({ page, health }) => {
        if (status === 404) health.allowStatus(new RegExp(`${path}$`), 404);
        const violations = await watchCsp(page);
        const response = await gotoHydrated(page, path);
        expect(response?.status()).toBe(status);
        if (!baselineOnly(status)) {
          expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
        }
        // Lazy images load only near the viewport: scroll through the page to load them all.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState("networkidle");
        expect(await violations()).toEqual({ events: [], consoleMessages: [] });
      });
    }

    test("shows a styled toast: sonner's styles come from the site's stylesheet", async ({
      page,
      health,
    }) => {
      const violations = await watchCsp(page);
      await gotoHydrated(page, "/contact");
      await page.getByRole("contentinfo").getByRole("button", { name: "Privacy Policy" }).click();
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText("Privacy policy coming soon");
      await expect(toast).toHaveCSS("position", "absolute");
      const background = await toast.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      );
      expect(background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      // sonner no longer writes a <style> of its own (site-build/toast-styles.ts).
      expect(await page.locator("style").count()).toBe(1);
      expect(await violations()).toEqual({ events: [], consoleMessages: [] });
      expect(health.consoleErrors).toEqual([]);
    });

    test("enforces the policy: an unlisted inline script or style is refused", async ({
      page,
      health,
    }) => {
      health.allowConsoleError(/Content Security Policy/);
      const violations = await watchCsp(page);
      await gotoHydrated(page, "/");
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injectedScriptRan = true;";
        document.body.append(script);
        const style = document.createElement("style");
        style.textContent = "body { display: none; }";
        document.head.append(style);
        return "injectedScriptRan" in window;
      });
      expect(ran).toBe(false);
      await expect(page.locator("body")).toBeVisible();
      await expect
        .poll(async () => (await violations()).events.map((event) => event.split(":")[0]))
        .toEqual(["script-src-elem", "style-src-elem"]);
      expect((await violations()).consoleMessages).toHaveLength(2);
    });
  });
}
