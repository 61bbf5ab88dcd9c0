/**
 * Makes each prerendered page paint from its HTML alone, in as few round trips as possible, before
 * any script competes for the phone's bandwidth:
 * - the inline stylesheet (see app/root.tsx) keeps only what the page uses (site-build/prune-css.ts),
 *   so page and styles fit in the first TCP round trip; React adds the full stylesheet once it runs;
 * - `modulepreload` hints are removed, and React Router's inline module script, which imports the
 *   app, moves to a small per-page file that a one-line inline script imports once the content has
 *   been painted. Hydration starts a frame later; the visitor sees the page sooner.
 * - the router's hydration data (the page's copy; the HTML already shows it)
 *   moves from inline scripts to a per-page JSON file, fetched with the modules after the first
 *   paint and handed to the router's stream then. The HTML is what the first paint waits for:
 *   every byte of it over TCP's first congestion window (headers included) costs one more
 *   round trip. Until the file arrives the page is the prerendered HTML, which works on its own.
 * - the inline scripts React Router writes just before it (scroll restoration, the router's
 *   context) join the boot script, in their order, minified: one inline script and one CSP hash
 *   instead of three. Their elements stay, empty (a browser runs nothing for an empty inline
 *   script, and React hydrates the element it rendered).
 * React hydrates the style and script elements as they are: it does not compare their text.
 * Runs before the server-config step, so the CSP hashes cover the final inline script and style.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minifySync } from "rolldown/utils";
import { scriptAddedAttributes, scriptAddedClasses } from "../app/lib/page-behaviour.ts";
import { walkFiles } from "../project/output.ts";
import { immutablePathPrefix } from "../server/http-headers.ts";
import { laterPageCss, prunePageCss, restOfStylesheet } from "./prune-css.ts";

const inlineStylesheet = /<style>([\s\S]*?)<\/style>/;
const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** React Router's hydration data: JSON string literals enqueued into its stream, then `close()`. */
const hydrationDataScript =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const hydrationEndScript =
  /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;
/** The chunk vite.config.ts groups React, React DOM and React Router into. */
const frameworkChunk = /\/framework-[\w-]+\.js$/;
/** A print stylesheet in the head (a package's page on paper, app/print.css). */
const printStylesheetLink = /<link rel="stylesheet" href="([^"]+)" media="print"\/>/;

/**
 * Boots the app once the browser reports the first contentful paint (where the Paint Timing API
 * is missing, one frame after the first one); a hidden tab, which does not paint, boots within 2 s.
 * On a page whose first screen is led by a photo (`photo`: the `<img>` with high priority, which
 * the head preloads), it also waits until that photo has arrived (or failed) and the frame that
 * paints it has gone, so that no script or data competes with it for a phone's bandwidth
 * (decision 0014); the 2 s limit still holds.
 * Booting fetches every module of the page at once (`modulepreload`), then runs the framework
 * (React, React DOM, React Router)
 * and, in a task of its own, the app. Run as one graph, the two made one long task that kept the
 * page from answering a tap on a phone.
 */
/** What a page starts once painted: React (on a page that hydrates), and the page's script. */
interface BootPlan {
  /** The page's script (app/enhance/), on every page. */
  enhance: string;
  /** The page's stylesheet for what interaction (and on a page that hydrates, React) shows. */
  stylesheet?: string;
  /**
   * The page's print stylesheet, linked once painted: a phone fetched it before its first paint,
   * and Lighthouse's simulation counted it into the LCP of a slow connection. Without scripts
   * the page links it inside a `<noscript>`.
   */
  print?: string;
  /** On a page that hydrates: React Router's module, the page's modules and its data file. */
  hydrate?: { src: string; modules: string[]; data: string };
}

/** The code that starts what `plan` names, once the boot loader has decided it is time. */
function bootCode({ enhance, stylesheet, print, hydrate }: BootPlan, file: string): string {
  const enhanceImport = `import(${JSON.stringify(enhance)})`;
  const sheets: Array<[string, string]> = [];
  if (stylesheet) sheets.push([stylesheet, "all"]);
  if (print) sheets.push([print, "print"]);
  const link =
    sheets.length > 0
      ? `${JSON.stringify(sheets)}.forEach(function(x){var s=document.createElement("link");s.rel="stylesheet";s.href=x[0];s.media=x[1];document.head.appendChild(s)});`
      : "";
  if (!hydrate) return `${link}${enhanceImport}`;
  const { src, modules, data } = hydrate;
  const framework = modules.find((module) => frameworkChunk.test(module));
  if (!framework) throw new Error(`${file}: the framework chunk is not among its modules.`);
  // If the data cannot be fetched the stream stays open: the router waits, and the visitor keeps
  // the prerendered page (links, the phone menu and the FAQ work without scripts).
  const hydrationData = `fetch(${JSON.stringify(data)}).then(function(r){if(!r.ok)throw r;return r.text()}).then(function(t){var c=window.__reactRouterContext.streamController;c.enqueue(t);c.close()}).catch(function(){})`;
  // The modules by name, their folder and extension written once: the page that hydrates is the
  // one nearest its first round trip (site-build/first-round-trip.ts).
  const preloaded = [...modules, src, enhance];
  const [folder, extension] = ["/assets/", ".js"];
  const named = preloaded.every((url) => url.startsWith(folder) && url.endsWith(extension));
  const preload = named
    ? `${JSON.stringify(preloaded.map((url) => url.slice(folder.length, -extension.length)))}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=${JSON.stringify(folder)}+u+${JSON.stringify(extension)};document.head.appendChild(l)})`
    : `${JSON.stringify(preloaded)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)})`;
  // The page's script once React has had its turn (its header and chat button are plain markup).
  const run = `var a=function(){setTimeout(function(){import(${JSON.stringify(src)}).then(function(){setTimeout(function(){${enhanceImport}},0)})},0)};import(${JSON.stringify(framework)}).then(a,a)`;
  return `${link}${hydrationData};${preload};${run}`;
}

function bootLoader(plan: BootPlan, file: string, photo = false): string {
  const paint = `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];if(t.indexOf("paint")>-1){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)b()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(b,0)})}`;
  const boot = bootCode(plan, file);
  if (!photo)
    return `(function(){var d=0;function b(){if(!d){d=1;${boot}}}${paint}setTimeout(b,2000)})()`;
  // `n`: how many of the two (the first paint, the photo's frame) are still awaited.
  const photoFrame = `var i=document.querySelector('picture img[fetchpriority="high"]');function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(b,0)})})}if(!i||i.complete)f();else{i.addEventListener("load",f);i.addEventListener("error",f)}`;
  return `(function(){var d=0,n=2;function b(){if(!d&&--n<1){d=1;${boot}}}${paint}${photoFrame}setTimeout(function(){n=0;b()},2000)})()`;
}

/**
 * The attribute-less inline scripts that end exactly at `end` in `html`, one after the other:
 * where the first starts, and the text of each, in document order.
 */
export function precedingInlineScripts(
  html: string,
  end: number,
): { start: number; codes: string[] } {
  const codes: string[] = [];
  let start = end;
  while (html.endsWith("</script>", start)) {
    const open = html.lastIndexOf("<script>", start - "</script>".length);
    const code =
      open === -1 ? "" : html.slice(open + "<script>".length, start - "</script>".length);
    if (open === -1 || code.includes("</script>")) break;
    codes.unshift(code);
    start = open;
  }
  return { start, codes };
}

/**
 * One script that runs `codes` in order, each on its own as separate script elements would (an
 * error in one is reported and the next still runs), then `last`; minified.
 */
export function joinScripts(codes: string[], last: string, file: string): string {
  const joined = [...codes.map((code) => `try{${code}}catch(e){console.error(e)}`), last].join(
    ";\n",
  );
  const result = minifySync("inline.js", joined, { compress: true, mangle: true });
  if (result.errors.length > 0 || !result.code.trim()) {
    throw new Error(
      `${file}: its inline scripts could not be minified: ${result.errors[0]?.message}`,
    );
  }
  return result.code.trim();
}

/** Writes `text` as a fingerprinted file of the build's assets; returns its URL path. */
function writeAsset(clientDir: string, name: string, extension: string, text: string): string {
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 12);
  const path = `${immutablePathPrefix}${name}-${hash}.${extension}`;
  writeFileSync(join(clientDir, path), text);
  return path;
}

/**
 * Returns how many pages were rewritten. `enhance` is the URL path of the page script every page
 * runs (site-build/enhance-script.ts).
 */
export function optimizeFirstPaint(clientDir: string, enhance: string): number {
  let pages = 0;
  for (const file of walkFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    let html = readFileSync(file, "utf8");

    const style = inlineStylesheet.exec(html);
    if (!style?.[1]) throw new Error(`${file}: the inline stylesheet was not found.`);
    const pruned = prunePageCss(style[1], html);
    // A page without React Router's scripts does not hydrate (app/root.tsx). Either way the rest
    // of its styles come as a file of its own, not the full stylesheet, whose arrival restyled
    // the whole document (decision 0017).
    const hydrates = bootModuleScript.test(html);
    const stylesheet = writeAsset(
      clientDir,
      "page",
      "css",
      hydrates
        ? restOfStylesheet(style[1], html)
        : laterPageCss(style[1], html, {
            classes: scriptAddedClasses,
            attributes: scriptAddedAttributes,
          }),
    );
    html = html.replace(style[0], () => `<style>${pruned}</style>`);
    const printLink = printStylesheetLink.exec(html);
    const print = printLink?.[1];
    if (printLink) html = html.replace(printLink[0], () => `<noscript>${printLink[0]}</noscript>`);

    // React Router marks each link for lazy route discovery; a site without a server has every
    // route in its manifest (the pages' router context says `routeDiscovery: initial`), so
    // nothing reads the mark. React does not restore an attribute missing from what it hydrates.
    html = html.replaceAll(' data-discover="true"', "");
    // A first screen led by a photo: the picture whose `<img>` has high priority (decision 0014).
    const photo = /<picture>(?:(?!<\/picture>)[\s\S])*?fetchPriority="high"/.test(html);

    if (!hydrates) {
      const loader = joinScripts([], bootLoader({ enhance, stylesheet, print }, file, photo), file);
      html = html.replace("</body>", () => `<script>${loader}</script></body>`);
      writeFileSync(file, html);
      pages += 1;
      continue;
    }

    const modules = [...html.matchAll(modulePreloadLink)].map((match) => match[1] ?? "");
    html = html.replace(modulePreloadLink, "");

    const chunks = [...html.matchAll(hydrationDataScript)].map(
      (match) => JSON.parse(match[1] ?? "") as string,
    );
    const end = hydrationEndScript.exec(html);
    if (chunks.length === 0 || !end) {
      throw new Error(`${file}: React Router's hydration data scripts were not found.`);
    }
    const data = chunks.join("");
    const dataName = `${immutablePathPrefix}page-data-${createHash("sha256").update(data).digest("hex").slice(0, 12)}.json`;
    writeFileSync(join(clientDir, dataName), data);
    html = html.replace(hydrationDataScript, "").replace(end[0], "");
    if (/streamController\.(?:enqueue|close)\(/.test(html)) {
      throw new Error(`${file}: a hydration data script has a form this build does not know.`);
    }

    const boot = bootModuleScript.exec(html);
    if (!boot?.[1]) throw new Error(`${file}: React Router's module script was not found.`);
    const code = boot[1].trim();
    const name = writeAsset(clientDir, "boot", "js", `${code}\n`);
    const before = precedingInlineScripts(html, boot.index);
    const loader = joinScripts(
      before.codes,
      bootLoader(
        { enhance, stylesheet, print, hydrate: { src: name, modules, data: dataName } },
        file,
        photo,
      ),
      file,
    );
    html =
      html.slice(0, before.start) +
      "<script></script>".repeat(before.codes.length) +
      `<script>${loader}</script>` +
      html.slice(boot.index + boot[0].length);

    writeFileSync(file, html);
    pages += 1;
  }
  return pages;
}
