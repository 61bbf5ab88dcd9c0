// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readPagePolicies } from "../project/output.ts";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  baselineContentSecurityPolicy,
  cacheControl,
  defaultContentSecurityPolicy,
  securityHeaders,
} from "../server/http-headers.ts";
import { classifyFiles } from "../server/site-files.ts";
import { renderHeadersFile, renderRedirectsFile } from "./cdn-rules.ts";
import { hashSource, type PagePolicy } from "./csp.ts";
import { renderNginxLocations, renderNginxMaps, renderNginxServerHeaders } from "./nginx-config.ts";
import { writeServerConfig } from "./server-config.ts";

/** A build as the Indonesian edition will make it: pages under /id, their own not-found page. */
const builtFiles = [
  "/404.html",
  "/_headers",
  "/about.html",
  "/about.html.gz",
  "/assets/app-abc.js",
  "/favicon.ico",
  "/icons/icon-192.png",
  "/id.html",
  "/id/404.html",
  "/id/about.html",
  "/id/og.jpg",
  "/index.html",
  "/og/home.jpg",
  "/og/about.jpg",
  "/robots.txt",
  "/tours.html",
  "/tours/tokyo-discovery.html",
];
const site = classifyFiles(builtFiles);
const policies = new Map(
  [...site.pages, ...site.notFound].map(({ file }) => [file, `policy of ${file}`]),
);

/** The same build with the content editor in it (editor/admin-folder.ts). */
const adminFiles = [
  "/admin/index.html",
  "/admin/config.yml",
  "/admin/decap-cms.js",
  "/admin/decap-cms.js.br",
  "/admin/103.decap-cms.js",
];
const siteWithAdmin = classifyFiles([...builtFiles, ...adminFiles]);

/** The header names a response may carry besides the policy, caching and Allow. */
const responseHeaderNames = [
  ...new Set([...Object.keys(securityHeaders), ...Object.keys(adminHeaders)]),
];

type Rule = { path: string; detach: string[]; headers: Array<[string, string]> };

/** `_headers` parsed into rules, in order. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ path: line, detach: [], headers: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)?.detach.push(line.trim().slice(1).trim());
    else {
      const [name, ...value] = line.trim().split(": ");
      rules.at(-1)?.headers.push([name as string, value.join(": ")]);
    }
  }
  return rules;
}

/** Cloudflare Pages / Netlify path matching: `*` matches anything, the rest is literal. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);

/** The headers Cloudflare sends for a URL: matching rules in order, `!` removes, then sets. */
function cloudflareHeaders(rules: Rule[], url: string): Array<[string, string]> {
  let sent: Array<[string, string]> = [];
  for (const rule of rules.filter(({ path }) => matches(path, url))) {
    sent = sent.filter(([name]) => !rule.detach.includes(name));
    sent.push(...rule.headers);
  }
  return sent;
}

/** Netlify: `!` lines are skipped by its parser; every matching rule's headers are sent. */
function netlifyHeaders(rules: Rule[], url: string): Array<[string, string]> {
  return rules.filter(({ path }) => matches(path, url)).flatMap(({ headers }) => headers);
}

describe("renderHeadersFile", () => {
  const rules = parseHeadersFile(renderHeadersFile(site, policies));
  const urls = [
    "/",
    "/about",
    "/id",
    "/id/about",
    "/tours/tokyo-discovery",
    "/assets/app-abc.js",
    "/favicon.ico",
    "/og/home.jpg",
    "/id/og.jpg",
    "/no-such-page",
  ];

  it("sends the security headers everywhere, once", () => {
    expect(rules[0]?.path).toBe("/*");
    for (const url of urls) {
      const names = cloudflareHeaders(rules, url).map(([name]) => name);
      for (const name of Object.keys(securityHeaders)) {
        expect(
          names.filter((sent) => sent === name),
          `${url} ${name}`,
        ).toHaveLength(1);
      }
    }
  });

  it("sends exactly one policy on Cloudflare: each page its own, files the strict one", () => {
    const policyAt = (url: string) =>
      cloudflareHeaders(rules, url)
        .filter(([name]) => name === "Content-Security-Policy")
        .map(([, value]) => value);
    for (const { url, file } of site.pages) expect(policyAt(url)).toEqual([`policy of ${file}`]);
    for (const url of ["/assets/app-abc.js", "/favicon.ico", "/og/home.jpg", "/id/og.jpg"]) {
      expect(policyAt(url), url).toEqual([defaultContentSecurityPolicy]);
    }
    // An unknown URL is answered with a 404.html and only matches /*.
    expect(policyAt("/no-such-page")).toEqual([baselineContentSecurityPolicy]);
  });

  it("stays correct on Netlify, which ignores the detach lines", () => {
    for (const url of urls) {
      const sent = netlifyHeaders(rules, url);
      const names = sent.map(([name]) => name);
      // Only the policy may be set twice, and then one of the two is the baseline, which
      // restricts no script or style: both enforced equal the page's own.
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, url).toEqual(repeated.length ? ["Content-Security-Policy"] : []);
      const policies = sent.filter(([name]) => name === "Content-Security-Policy");
      if (policies.length === 2) expect(policies[0]?.[1]).toBe(baselineContentSecurityPolicy);
    }
  });

  it("caches assets a year and revalidates pages and files", () => {
    const cacheAt = (url: string) =>
      cloudflareHeaders(rules, url).find(([name]) => name === "Cache-Control")?.[1];
    expect(cacheAt("/assets/app-abc.js")).toBe(cacheControl.immutable);
    for (const url of ["/", "/id/about", "/robots.txt", "/og/about.jpg"]) {
      expect(cacheAt(url), url).toBe(cacheControl.revalidate);
    }
  });

  it("has one rule per page, one per folder of files, and stays within Cloudflare's limits", () => {
    expect(rules.map(({ path }) => path)).toEqual([
      "/*",
      "/assets/*",
      "/",
      "/about",
      "/id",
      "/id/about",
      "/tours",
      "/tours/tokyo-discovery",
      "/favicon.ico",
      "/icons/*",
      "/id/og.jpg",
      "/og/*",
      "/robots.txt",
    ]);
    const many = classifyFiles([
      "/404.html",
      ...Array.from({ length: 120 }, (_, i) => `/page-${i}.html`),
    ]);
    expect(() => renderHeadersFile(many, new Map())).toThrow(/limits/);
  });
});

describe("renderHeadersFile with the content editor", () => {
  const before = parseHeadersFile(renderHeadersFile(site, policies));
  const rules = parseHeadersFile(renderHeadersFile(siteWithAdmin, policies));
  const adminUrls = [
    "/admin/",
    "/admin/config.yml",
    "/admin/decap-cms.js",
    "/admin/103.decap-cms.js",
  ];
  const values = (sent: Array<[string, string]>, name: string) =>
    sent.filter(([sentName]) => sentName === name).map(([, value]) => value);

  it("adds one rule, /admin/*, and changes nothing for the public pages and files", () => {
    expect(rules.filter(({ path }) => path.startsWith("/admin"))).toHaveLength(1);
    expect(rules.filter(({ path }) => path !== "/admin/*")).toEqual(before);
  });

  it("gives the editor its own policy, noindex, a popup-friendly COOP, each once", () => {
    for (const url of adminUrls) {
      const sent = cloudflareHeaders(rules, url);
      expect(values(sent, "Content-Security-Policy"), url).toEqual([adminContentSecurityPolicy()]);
      expect(values(sent, "X-Robots-Tag"), url).toEqual(["noindex"]);
      expect(values(sent, "Cross-Origin-Opener-Policy"), url).toEqual(["same-origin-allow-popups"]);
      for (const name of Object.keys(securityHeaders))
        expect(values(sent, name), url).toHaveLength(1);
    }
  });

  it("revalidates config.yml and Decap's files on every visit", () => {
    for (const url of adminUrls) {
      expect(values(cloudflareHeaders(rules, url), "Cache-Control"), url).toEqual([
        cacheControl.revalidate,
      ]);
    }
  });

  it("on Netlify, adds only the page-independent policy, which restricts no script or style", () => {
    expect(values(netlifyHeaders(rules, "/admin/"), "Content-Security-Policy")).toEqual([
      baselineContentSecurityPolicy,
      adminContentSecurityPolicy(),
    ]);
  });
});

describe("renderRedirectsFile", () => {
  const lines = renderRedirectsFile(site)
    .split("\n")
    .filter((line) => line.startsWith("/"));

  it("redirects X/index.html to the page and sends /index, X/index and the 404 files to 404", () => {
    expect(lines).toContain("/about/index.html /about 308");
    expect(lines).toContain("/id/about/index.html /id/about 308");
    expect(lines).toContain("/index /__not-found 200");
    expect(lines).toContain("/id/index /id/__not-found 200");
    expect(lines).toContain("/id/about/index /id/__not-found 200");
    expect(lines).toContain("/404.html /__not-found 200");
    expect(lines).toContain("/id/404 /id/__not-found 200");
    expect(lines).toContain("/_headers /__not-found 200");
  });

  it("gives Netlify each nested not-found page, last", () => {
    expect(lines.at(-1)).toBe("/id/* /id/404.html 404");
    expect(lines.filter((line) => line.endsWith(" 404"))).toHaveLength(1);
  });
});

describe("nginx files", () => {
  it("maps each HTML file to its policy, and every header to nothing on a 416", () => {
    const pages: PagePolicy[] = [
      { file: "/about.html", inline: { scripts: [], styles: [], styleAttributes: [] }, csp: "p" },
    ];
    const maps = renderNginxMaps(pages);
    expect(maps).toContain(`    "/about.html" "p";`);
    expect(maps).toContain(`    default "${defaultContentSecurityPolicy}";`);
    expect(maps).toContain(`    "~^/assets/" "${cacheControl.immutable}";`);
    const statusMaps = maps.split("map $status").slice(1);
    expect(statusMaps).toHaveLength(responseHeaderNames.length + 3);
    for (const map of statusMaps) expect(map).toMatch(/^ \S+ \{\n {4}volatile;\n {4}416 "";/);
    expect(() => renderNginxMaps([{ ...(pages[0] as PagePolicy), csp: 'a"b' }])).toThrow();
  });

  it("adds every header at server level, always", () => {
    const lines = renderNginxServerHeaders()
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    expect(lines).toHaveLength(responseHeaderNames.length + 3);
    expect(lines.every((line) => line.endsWith(" always;"))).toBe(true);
    expect(lines).toContain("add_header Allow $site_allow always;");
  });

  it("chooses the editor's policy and headers by path under /admin/, after every page's", () => {
    const maps = renderNginxMaps([
      { file: "/about.html", inline: { scripts: [], styles: [], styleAttributes: [] }, csp: "p" },
    ]);
    const policyMap = maps
      .split("\n\n")
      .find((map) => map.includes("$site_file_content_security_policy {"));
    expect(policyMap?.split("\n").slice(-2)).toEqual([
      `    "~^/admin/" "${adminContentSecurityPolicy()}";`,
      "}",
    ]);
    expect(maps).toContain(
      'map $uri $site_file_x_robots_tag {\n    default "";\n    "~^/admin/" "noindex";\n}',
    );
    expect(maps).toContain(
      'map $uri $site_file_cross_origin_opener_policy {\n    default "same-origin";\n    "~^/admin/" "same-origin-allow-popups";\n}',
    );
    expect(renderNginxServerHeaders()).toContain(
      "add_header X-Robots-Tag $site_x_robots_tag always;",
    );
  });

  it("answers the editor at /admin/ and redirects its other spellings there", () => {
    const locations = renderNginxLocations(siteWithAdmin);
    expect(locations).toContain("location = /admin/ {\n    try_files /admin/index.html =404;\n}");
    for (const alias of ["/admin", "/admin/index.html", "/admin/index"]) {
      expect(locations).toContain(`location = ${alias} {\n    return 308 /admin/$is_args$args;\n}`);
    }
    expect(locations).toContain("location = /admin/config.yml {}");
    expect(locations).toContain("location = /admin/decap-cms.js {}");
  });

  it("answers each page and file by exact location and the rest with the nearest 404", () => {
    const locations = renderNginxLocations(site);
    expect(locations).toContain("location = /id/about {\n    try_files /id/about.html =404;\n}");
    expect(locations).toContain("location = /about/ {\n    return 308 /about$is_args$args;\n}");
    expect(locations).toContain("location = /index.html {\n    return 308 /$is_args$args;\n}");
    expect(locations).toContain("location = /og/home.jpg {}");
    expect(locations).not.toContain("location = /about.html.gz");
    expect(locations).not.toContain("location = /_headers");
    expect(locations).toContain("error_page 404 /404.html;");
    expect(locations).toContain(
      "location ^~ /id/ {\n    error_page 404 /id/404.html;\n    return 404;\n}",
    );
    expect(locations).toContain("    text/html html;");
    expect(locations).toMatch(/charset_types [^;]*text\/html/);
  });
});

describe("writeServerConfig", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes _headers, _redirects, the nginx files and the policies npm start reads", async () => {
    dir = mkdtempSync(join(tmpdir(), "server-config-test-"));
    const client = join(dir, "client");
    const files: Record<string, string> = {
      "index.html": "<p>home</p><script>home()</script>",
      "about.html": "<p>about</p>",
      "404.html": "<p>lost</p>",
      "favicon.svg": "<svg/>",
      "index.html.gz": "",
      "admin/index.html": '<script src="/admin/decap-cms.js"></script>',
      "admin/config.yml": "{}",
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(client, path)), { recursive: true });
      writeFileSync(join(client, path), content);
    }

    expect(await writeServerConfig(client, dir)).toMatch(/CSP for 3 HTML files/);
    expect(readPagePolicies(join(dir, "nowhere"))).toBeUndefined();
    const policies = readPagePolicies(dir) ?? new Map();
    expect([...policies.keys()]).toEqual(["/404.html", "/about.html", "/index.html"]);
    // Each page's policy lists the hash of that page's own inline script, and only that page's.
    expect(policies.get("/index.html")).toContain(hashSource("home()"));
    expect(policies.get("/about.html")).not.toContain("'sha256-");
    const headersFile = readFileSync(join(client, "_headers"), "utf8");
    expect(headersFile).toContain("\n/favicon.svg\n");
    expect(headersFile).toContain("\n/admin/*\n");
    expect(headersFile).not.toContain(".gz");
    expect(readFileSync(join(client, "_redirects"), "utf8")).toContain(
      "/about/index.html /about 308",
    );
    expect(readFileSync(join(dir, "nginx/http-maps.conf"), "utf8")).toContain('"/index.html"');
    expect(readFileSync(join(dir, "nginx/server-headers.conf"), "utf8")).toContain("add_header");
    expect(readFileSync(join(dir, "nginx/locations.conf"), "utf8")).toContain(
      "location = /about {",
    );
  });
});
