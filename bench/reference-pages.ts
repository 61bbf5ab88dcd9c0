/**
 * The bench's reference pages (bench/bench.ts): what a route's Lighthouse figures are read
 * against (decision 0014), and which routes a photo leads on the bench's phone.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { chromiumLaunchOptions, ensureChromium } from "../launchers/chromium.ts";
import { pagePoliciesFile } from "../project/output.ts";
import { pagePolicies } from "../site-build/csp.ts";
import { buildDir, root, sitePort } from "./settings.ts";

/** What the reference pages say: the home page's headline and a sentence, as plain HTML. */
const referenceText = `<h1>Your Gateway to Japan</h1>
<p>Discover the beauty, culture and wonder of Japan with tours designed for Indonesian travellers.</p>`;

const referenceHead = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Reference page for the Lighthouse bench.">
<title>${title} | Your Gateway to Japan</title>`;

/** The URL of the photo reference for a photo file (`/assets/x.avif` → `/photo-x-avif`). */
export const photoReferencePath = (photo: string) =>
  `/photo-${photo.replace(/^.*\//, "").replace(/[^\w-]/g, "-")}`;

/**
 * The reference pages, in a folder of their own: the text reference (`/`: the same headline as
 * Home, plain HTML, nothing else to fetch), and one photo reference per photo file (the same
 * document with the photo above the headline as a plain, high-priority `<img>`, the first thing in
 * the body, full width: one document and one image, the least any page led by that photo fetches).
 */
export async function writeReferencePages(photos: readonly string[]): Promise<string> {
  const buildFolder = mkdtempSync(join(tmpdir(), "bench-reference-"));
  const dir = join(buildFolder, "client");
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    `${referenceHead("Reference")}
</head>
<body>
<main>
${referenceText}
</main>
</body>
</html>
`,
  );
  for (const photo of photos) {
    copyFileSync(resolve(buildDir, `client${photo}`), join(dir, photo));
    // Its width and height keep its room, as the site's pictures do: no layout shift.
    const { width, height } = await sharp(join(dir, photo)).metadata();
    writeFileSync(
      join(dir, `${photoReferencePath(photo).slice(1)}.html`),
      `${referenceHead("Photo reference")}
<style>body{margin:0}img{display:block;width:100%;height:auto}main>:not(img){margin:1rem}</style>
</head>
<body>
<main>
<img src="${photo}" alt="A landscape in Japan" width="${width}" height="${height}" fetchpriority="high">
${referenceText}
</main>
</body>
</html>
`,
    );
  }
  copyFileSync(resolve(root, buildDir, "client/404.html"), join(dir, "404.html"));
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  // The server reads each page's policy from the build's record, as it does for the site.
  const policies = Object.fromEntries(pagePolicies(dir).map(({ file, csp }) => [file, csp]));
  writeFileSync(join(buildFolder, pagePoliciesFile), JSON.stringify(policies));
  return dir;
}

/** Lighthouse's mobile screen (its default emulation), which the phone's photo file is chosen for. */
export const benchPhone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The routes whose first screen on the bench's phone is led by a photo, with the file the phone
 * takes: the page announces its LCP picture with an image preload that applies at that width and
 * is a photo (a `srcset`; SVG art is drawn in the page and has none). The file is the one the
 * picture's `<img>` shows once loaded at 412 px and DPR 1.75, which must be the preloaded one.
 */
export async function photoLeads(paths: readonly string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()));
  const leads = new Map<string, string>();
  try {
    for (const path of paths) {
      // A context of its own: an empty cache, so the preload shows in the resource timing.
      const context = await browser.newContext({
        viewport: { width: benchPhone.width, height: benchPhone.height },
        deviceScaleFactor: benchPhone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.goto(`http://localhost:${sitePort}${path}`);
      const found = await tab.evaluate(async () => {
        const preload = document.head.querySelector<HTMLLinkElement>(
          'link[rel="preload"][as="image"][imagesrcset]',
        );
        if (!preload || (preload.media && !matchMedia(preload.media).matches)) return undefined;
        const img = [...document.querySelectorAll("picture")]
          .find(
            (picture) =>
              picture.querySelector("source")?.getAttribute("srcset") ===
              preload.getAttribute("imagesrcset"),
          )
          ?.querySelector("img");
        if (!img) return undefined;
        if (!img.complete) await new Promise((done) => img.addEventListener("load", done));
        const preloaded = performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "link")
          .map((entry) => new URL(entry.name).pathname);
        return { file: new URL(img.currentSrc).pathname, preloaded };
      });
      await context.close();
      if (!found) continue;
      if (!found.preloaded.includes(found.file)) {
        console.warn(
          `${path}: the phone shows ${found.file}, not the preloaded ${found.preloaded.join(", ") || "nothing"}`,
        );
      }
      leads.set(path, found.file);
    }
  } finally {
    await browser.close();
  }
  return leads;
}
