// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  baselineContentSecurityPolicy,
  cacheControl,
  defaultContentSecurityPolicy,
  securityHeaders,
} from "../http-headers.ts";
import { hashSource, type PagePolicy } from "./csp.ts";
import {
  readPagePolicies,
  renderHeadersFile,
  renderNginxMaps,
  renderNginxServerHeaders,
  urlPathsOf,
  writeServerConfig,
} from "./server-config.ts";

const emptyInline = { scripts: [], styles: [], styleAttributes: [] };
const pages: PagePolicy[] = [
  { file: "/index.html", inline: emptyInline, csp: "home-policy" },
  { file: "/about/index.html", inline: emptyInline, csp: "about-policy" },
  { file: "/404.html", inline: emptyInline, csp: "not-found-policy" },
];

/** `_headers` parsed into rules, in order. */
function parseHeadersFile(text: string): Array<[string, Map<string, string>]> {
  const rules: Array<[string, Map<string, string>]> = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push([line, new Map()]);
    else {
      const [name, ...value] = line.trim().split(": ");
      rules.at(-1)?.[1].set(name as string, value.join(": "));
    }
  }
  return rules;
}

/** Cloudflare Pages / Netlify path matching: `*` matches anything, the rest is literal. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);

describe("urlPathsOf", () => {
  it("lists the URLs a CDN serves an HTML file at", () => {
    expect(urlPathsOf("/index.html")).toEqual(["/", "/index.html"]);
    expect(urlPathsOf("/about/index.html")).toEqual(["/about", "/about/", "/about/index.html"]);
    expect(urlPathsOf("/404.html")).toEqual(["/404", "/404.html"]);
  });
});

describe("renderHeadersFile", () => {
  const rules = parseHeadersFile(renderHeadersFile(pages, ["/favicon.svg", "/robots.txt"]));
  const headersAt = (url: string) =>
    rules.filter(([pattern]) => matches(pattern, url)).map(([, headers]) => headers);

  it("sends the security headers and the baseline policy everywhere", () => {
    const [path, headers] = rules[0] ?? [];
    expect(path).toBe("/*");
    expect(Object.fromEntries(headers ?? [])).toEqual({
      ...securityHeaders,
      "Content-Security-Policy": baselineContentSecurityPolicy,
    });
  });

  it("gives each page URL its policy and revalidation, and assets a year", () => {
    for (const url of ["/about", "/about/", "/about/index.html"]) {
      const own = headersAt(url).at(-1);
      expect(own?.get("Content-Security-Policy")).toBe("about-policy");
      expect(own?.get("Cache-Control")).toBe(cacheControl.revalidate);
    }
    expect(headersAt("/").at(-1)?.get("Content-Security-Policy")).toBe("home-policy");
    expect(headersAt("/assets/root-abc.js").at(-1)?.get("Cache-Control")).toBe(
      cacheControl.immutable,
    );
    expect(headersAt("/favicon.svg").at(-1)?.get("Content-Security-Policy")).toBe(
      defaultContentSecurityPolicy,
    );
  });

  it("never sets a header in two rules that match one URL, except the CSP baseline", () => {
    // Cloudflare joins such values with a comma: only two policies survive that unchanged.
    const repeatedAt = (url: string) => {
      const names = headersAt(url).flatMap((headers) => [...headers.keys()]);
      return names.filter((name, index) => names.indexOf(name) !== index);
    };
    for (const url of ["/", "/about", "/about/", "/404.html", "/assets/a.js", "/robots.txt"]) {
      expect(repeatedAt(url), url).toEqual(["Content-Security-Policy"]);
    }
    // An unknown URL (answered with 404.html) only gets the /* rule.
    expect(repeatedAt("/no-such-page")).toEqual([]);
  });

  it("stays within Cloudflare Pages' 100 rules", () => {
    const many = Array.from({ length: 120 }, (_, i) => `/file-${i}.txt`);
    expect(() => renderHeadersFile(pages, many)).toThrow(/limits/);
  });
});

describe("nginx files", () => {
  it("maps each file to its policy and caching", () => {
    const maps = renderNginxMaps(pages);
    expect(maps).toContain(`    "/about/index.html" "about-policy";`);
    expect(maps).toContain(`    default "${defaultContentSecurityPolicy}";`);
    expect(maps).toContain(`    "~^/assets/" "${cacheControl.immutable}";`);
    expect(() => renderNginxMaps([{ ...pages[0], csp: 'a"b' } as PagePolicy])).toThrow();
  });

  it("adds every header at server level, always", () => {
    const lines = renderNginxServerHeaders()
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    expect(lines).toHaveLength(Object.keys(securityHeaders).length + 2);
    expect(lines.every((line) => line.endsWith(" always;"))).toBe(true);
    expect(lines).toContain(
      "add_header Content-Security-Policy $site_content_security_policy always;",
    );
    expect(lines).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
  });
});

describe("writeServerConfig", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes _headers, the nginx files and the policies npm start reads", async () => {
    dir = mkdtempSync(join(tmpdir(), "server-config-test-"));
    const client = join(dir, "client");
    mkdirSync(join(client, "about"), { recursive: true });
    writeFileSync(join(client, "index.html"), "<p>home</p><script>home()</script>");
    writeFileSync(join(client, "about/index.html"), "<p>about</p>");
    writeFileSync(join(client, "favicon.svg"), "<svg/>");
    writeFileSync(join(client, "index.html.gz"), "");

    expect(await writeServerConfig(client, dir)).toMatch(/CSP for 2 pages/);
    expect(readPagePolicies(join(dir, "nowhere"))).toBeUndefined();
    const policies = readPagePolicies(dir) ?? new Map();
    expect([...policies.keys()]).toEqual(["/about/index.html", "/index.html"]);
    // Each page's policy lists the hash of that page's own inline script, and only that page's.
    expect(policies.get("/index.html")).toContain(hashSource("home()"));
    expect(policies.get("/about/index.html")).not.toContain("'sha256-");
    const headersFile = readFileSync(join(client, "_headers"), "utf8");
    expect(headersFile).toContain("\n/favicon.svg\n");
    expect(headersFile).not.toContain(".gz");
    expect(readFileSync(join(dir, "nginx/http-maps.conf"), "utf8")).toContain('"/index.html"');
    expect(readFileSync(join(dir, "nginx/server-headers.conf"), "utf8")).toContain("add_header");
  });
});
