// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  appUrlOf,
  classifyFiles,
  isHiddenFile,
  nearestNotFound,
  pageFileOf,
  pageUrlOf,
  redirectsTo,
} from "./site-files.ts";

describe("page files and URLs", () => {
  it("answers each page at its extensionless URL", () => {
    expect(pageFileOf("/")).toBe("/index.html");
    expect(pageFileOf("/id/about")).toBe("/id/about.html");
    for (const url of ["/", "/about", "/id", "/id/about", "/tours/tokyo-discovery"]) {
      expect(pageUrlOf(pageFileOf(url))).toBe(url);
    }
  });

  it("does not take a not-found page or a folder index for a page", () => {
    expect(pageUrlOf("/404.html")).toBeUndefined();
    expect(pageUrlOf("/id/404.html")).toBeUndefined();
    expect(pageUrlOf("/robots.txt")).toBeUndefined();
    expect(() => pageUrlOf("/about/index.html")).toThrow(/X\.html/);
  });

  it("redirects the other spellings of a page URL", () => {
    expect(redirectsTo("/")).toEqual(["/index.html"]);
    expect(redirectsTo("/about")).toEqual(["/about/", "/about.html", "/about/index.html"]);
  });

  it("answers the content editor at its folder's URL, as Cloudflare Pages does", () => {
    expect(appUrlOf("/admin/index.html")).toBe("/admin/");
    expect(appUrlOf("/about/index.html")).toBeUndefined();
    expect(appUrlOf("/admin/config.yml")).toBeUndefined();
    expect(redirectsTo("/admin/")).toEqual(["/admin", "/admin/index.html", "/admin/index"]);
  });

  it("never sends the host rules, precompressed copies, .data files or dotfiles", () => {
    for (const file of [
      "/_headers",
      "/_redirects",
      "/a.js.gz",
      "/a.js.br",
      "/about.data",
      "/.env",
    ]) {
      expect(isHiddenFile(file), file).toBe(true);
    }
    expect(isHiddenFile("/robots.txt")).toBe(false);
  });
});

describe("classifyFiles", () => {
  const site = classifyFiles([
    "/404.html",
    "/_headers",
    "/about.html",
    "/about.html.gz",
    "/id.html",
    "/id/404.html",
    "/id/about.html",
    "/index.html",
    "/robots.txt",
  ]);

  it("sorts pages, not-found pages and files", () => {
    expect(site.pages.map(({ url }) => url)).toEqual(["/", "/about", "/id", "/id/about"]);
    expect(site.notFound).toEqual([
      { prefix: "/id/", file: "/id/404.html" },
      { prefix: "/", file: "/404.html" },
    ]);
    expect(site.files).toEqual(["/robots.txt"]);
    expect(site.apps).toEqual([]);
  });

  it("takes the editor's index.html for its app and its other files for files", () => {
    const withAdmin = classifyFiles(["/404.html", "/admin/index.html", "/admin/config.yml"]);
    expect(withAdmin.apps).toEqual([{ url: "/admin/", file: "/admin/index.html" }]);
    expect(withAdmin.pages).toEqual([]);
    expect(withAdmin.files).toEqual(["/admin/config.yml"]);
  });

  it("chooses the not-found page in the deepest folder along the path", () => {
    const nearest = (path: string) => nearestNotFound(path, site.notFound).file;
    expect(nearest("/id/anything")).toBe("/id/404.html");
    expect(nearest("/id/a/b")).toBe("/id/404.html");
    expect(nearest("/idx")).toBe("/404.html");
    expect(nearest("/ID/anything")).toBe("/404.html");
    expect(nearest("/")).toBe("/404.html");
  });

  it("needs a not-found page at the root", () => {
    expect(() => classifyFiles(["/index.html"])).toThrow(/404\.html/);
  });
});
