/**
 * The staff's edits, proven the way the staff make them: a copy of the project whose home hero and
 * first package are camera-size photos (tests/support/photo-site.ts: a 4032 × 3024 JPEG and a 2400 × 1600
 * PNG, a few MB each), whose first package's price and Indonesian description were changed as the
 * content editor saves them (tests/cms/local-mode.test.ts proves it does), and which has a fifth
 * package added as one file,
 * is built into its own folder, and the output is checked: the photos' files and sizes, the markup,
 * the placeholder, the share images, the edited price and the new package everywhere they show,
 * and every page's first load in a browser against the site's budgets. The build is the slow part
 * (~1 min); each photo is encoded once and cached in node_modules/.cache/imagetools.
 *
 * PHOTO_BUILD_DIR reuses a photo site already built there (`node tests/support/photo-build-site.ts
 * <folder>`): `npm test` builds it beside the static checks, and it helps when working on the checks.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "playwright-core";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, test } from "vitest";
import { companyFacts } from "../../app/copy/company-facts.ts";
import {
  localizedPath,
  packageFlyerPath,
  packageShareImagePath,
  shareImagePath,
} from "../../app/copy/pages.ts";
import { sayDay } from "../../app/lib/format-date.ts";
import { formatIdr } from "../../app/lib/format-price.ts";
import { type Locale, localeInfo, localeOfPath, locales } from "../../app/lib/locale.ts";
import { behaviour, pageReadySelector } from "../../app/lib/page-behaviour.ts";
import { fillTemplate } from "../../app/lib/template.ts";
import { readContentFiles } from "../../content-check/content-files.ts";
import { readPackageList } from "../../content-check/package-list.ts";
import { photoWidths, placeholderBands } from "../../content-check/photos.ts";
import { sitePages as projectSitePages } from "../../content-check/site-pages.ts";
import { contentReportPath } from "../../editor/settings.ts";
import { behaviourTestLaunchOptions } from "../../launchers/chromium.ts";
import { pageFileOf } from "../../server/site-files.ts";
import { firstRoundTripBytes } from "../../site-build/first-round-trip.ts";
import { firstLoadBudgets, javascriptBudget, viewports } from "../budgets.ts";
import { axeViolations } from "../support/axe.ts";
import { withBuildServed } from "../support/built-pages.ts";
import { onSale, pricesOn } from "../support/fixture-prices.ts";
import { fullPackageDetails } from "../support/full-package.ts";
import { movedWhileParsing } from "../support/parse-steps.ts";
import {
  buildPhotoSite,
  digitDropped,
  edits,
  photoBuildDay,
  photoSiteUrl,
} from "../support/photo-build-site.ts";
import { makePhoto, photoSite } from "../support/photo-site.ts";

const given = process.env.PHOTO_BUILD_DIR;
const siteDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), "photo-build-"));
const clientDir = join(siteDir, "build", "client");
const { hero, package: tour } = photoSite;

/** The pages of the copy: the project's, and the fifth package's. */
const sitePages = (locale: Locale) => projectSitePages(locale, readPackageList(siteDir), siteDir);

beforeAll(async () => {
  if (given && existsSync(join(clientDir, "404.html"))) return;
  await buildPhotoSite(siteDir);
});

afterAll(() => {
  if (!given) rmSync(siteDir, { recursive: true, force: true });
});

type JsdomConstructor = new (html: string) => { window: { document: Document } };
/** jsdom, which the unit tests use too (it has no types). */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };

const page = (path: string) =>
  new JSDOM(readFileSync(join(clientDir, pageFileOf(path)), "utf8")).window.document;

/** The files the build wrote for one photo, by format, smallest first. */
function filesOf(photoFile: string, extension: string): string[] {
  const stem = photoFile.replace(/\.\w+$/, "");
  return readdirSync(join(clientDir, "assets"))
    .filter((file) => file.startsWith(`${stem}-`) && file.endsWith(`.${extension}`))
    .map((file) => `/assets/${file}`);
}

const expectedWidths = (width: number) => photoWidths("photo", width);

for (const photo of [hero, tour]) {
  test(`${photo.file} is written as AVIF and JPEG at every width up to its own, at its shape`, async () => {
    for (const [extension, format] of [
      ["avif", "heif"],
      ["jpg", "jpeg"],
    ] as const) {
      const files = filesOf(photo.file, extension);
      const sizes = await Promise.all(
        files.map(async (file) => {
          const meta = await sharp(join(clientDir, file)).metadata();
          assert.equal(meta.format, format, file);
          return {
            width: meta.width,
            height: meta.height,
            bytes: statSync(join(clientDir, file)).size,
          };
        }),
      );
      sizes.sort((a, b) => a.width - b.width);
      assert.deepEqual(
        sizes.map((size) => size.width),
        expectedWidths(photo.width),
        `${photo.file} as ${extension}: ${files.join(", ")}`,
      );
      for (const size of sizes) {
        assert.ok(
          Math.abs(size.height - (size.width * photo.height) / photo.width) <= 1,
          `${photo.file} at ${size.width} px is ${size.height} px high`,
        );
      }
      console.info(
        `${photo.file} ${extension}: ${sizes.map((s) => `${s.width}w ${(s.bytes / 1024).toFixed(0)} KB`).join(", ")}`,
      );
    }
  });
}

/** The `<img>` of the `<picture>` whose AVIF source lists files of `photoFile`. */
function pictureOf(document: Document, photoFile: string): HTMLImageElement[] {
  const stem = photoFile.replace(/\.\w+$/, "");
  return [...document.querySelectorAll("picture")]
    .filter((picture) =>
      picture.querySelector(`source[type="image/avif"][srcset*="/assets/${stem}-"]`),
    )
    .map((picture) => picture.querySelector("img") as HTMLImageElement);
}

function assertPictureMarkup(img: HTMLImageElement, photo: typeof hero | typeof tour): void {
  const picture = img.parentElement as HTMLElement;
  const source = picture.querySelector("source");
  assert.equal(picture.localName, "picture");
  assert.equal(source?.getAttribute("type"), "image/avif");
  const widthsIn = (srcset: string | null | undefined) =>
    (srcset ?? "")
      .split(", ")
      .map((candidate) => Number(candidate.split(" ")[1]?.replace("w", "")));
  assert.deepEqual(widthsIn(source?.getAttribute("srcset")), expectedWidths(photo.width));
  assert.deepEqual(widthsIn(img.getAttribute("srcset")), expectedWidths(photo.width));
  assert.match(img.getAttribute("srcset") ?? "", /\.jpg \d+w/);
  assert.ok(img.getAttribute("sizes"), "sizes on the img");
  assert.equal(source?.getAttribute("sizes"), img.getAttribute("sizes"));
  // The largest file's size: the shape the page reserves before the photo arrives.
  const largest = Math.max(...expectedWidths(photo.width));
  assert.equal(img.getAttribute("width"), String(largest));
  assert.equal(
    img.getAttribute("height"),
    String(Math.round((largest * photo.height) / photo.width)),
  );
  // The fallback `src`: the largest JPEG, for browsers without srcset.
  assert.ok(img.getAttribute("srcset")?.includes(`${img.getAttribute("src")} ${largest}w`));
  assert.ok(img.getAttribute("alt"), "the photo is described");
}

/**
 * The photo that leads the first screen at every width, a phone's included (decision 0014):
 * announced at the top of the head, before the inline stylesheet, with the AVIF files, the same
 * `sizes` and high priority, for every screen (no `media`); its `<img>` is eager, with high
 * priority, and drawn in the frame that has its data.
 */
function assertLcp(img: HTMLImageElement, document: Document): void {
  assert.ok([null, "eager"].includes(img.getAttribute("loading")), "fetched with the page");
  assert.equal(img.getAttribute("fetchpriority"), "high");
  assert.equal(img.getAttribute("decoding"), null, "drawn in the frame that has its data");
  const preload = document.head.querySelector('link[rel="preload"][as="image"][type="image/avif"]');
  assert.ok(preload, "the LCP photo is preloaded");
  assert.equal(preload.getAttribute("fetchpriority"), "high");
  assert.equal(preload.getAttribute("media"), null, "for every screen, a phone's included");
  assert.equal(
    preload.getAttribute("imagesrcset"),
    img.parentElement?.querySelector("source")?.getAttribute("srcset"),
  );
  assert.equal(preload.getAttribute("imagesizes"), img.getAttribute("sizes"));
  const children = [...document.head.children];
  const style = document.head.querySelector("style");
  assert.ok(style && children.indexOf(preload) < children.indexOf(style), "preload before the CSS");
}

test("the home page's hero photo is announced first, for the screens it is the LCP of, with its placeholder", async () => {
  for (const locale of locales) {
    const path = sitePages(locale)[0]?.path ?? "/";
    const document = page(path);
    const [img, ...more] = pictureOf(document, hero.file);
    assert.ok(img, `${path}: the hero photo`);
    assert.equal(more.length, 0);
    assert.ok(img.closest("section") === document.querySelector("main section"), "in the hero");
    assertPictureMarkup(img, hero);
    assertLcp(img, document);
    await assertPlaceholder(img, hero);
    // The package's photo is further down, on its featured card: named once the app runs, its box
    // holding its colours until then; for a browser without JavaScript, in a <noscript>, lazy.
    const [card] = pictureOf(document, tour.file);
    assert.ok(card, `${path}: the package's card shows its photo`);
    assertPictureMarkup(card, tour);
    assert.equal(card.getAttribute("loading"), "lazy");
    assert.equal(card.getAttribute("fetchpriority"), null);
    const box = card.closest("noscript")?.parentElement;
    assert.match(box?.getAttribute("style") ?? "", /gradient/, `${path}: the card's box`);
    assertOneHighPriorityPicture(document, path);
  }
});

test("the package's page announces its photo like the home page; the tours page and the other packages' pages too", () => {
  for (const locale of locales) {
    for (const { path } of sitePages(locale)) {
      const document = page(path);
      const found = pictureOf(document, tour.file);
      if (path.endsWith(`/tours/${tour.slug}`)) {
        assert.equal(found.length, 1, path);
        assertPictureMarkup(found[0] as HTMLImageElement, tour);
        assertLcp(found[0] as HTMLImageElement, document);
      } else if (/\/tours$/.test(path)) {
        // The first card of the tours page: below a phone's first screen (the intro is its LCP),
        // in a tablet's. Lazy, like every photo, without priority or preload.
        assert.equal(found.length, 1, path);
        assertPictureMarkup(found[0] as HTMLImageElement, tour);
        assert.equal(found[0]?.getAttribute("loading"), "lazy", path);
        assert.equal(found[0]?.getAttribute("fetchpriority"), null, path);
        assert.equal(document.head.querySelector('link[rel="preload"][as="image"]'), null, path);
      } else if (/\/tours\//.test(path)) {
        assert.equal(found[0]?.getAttribute("loading"), "lazy", `${path}: among the others`);
      }
      assertOneHighPriorityPicture(document, path);
    }
  }
});

function assertOneHighPriorityPicture(document: Document, path: string): void {
  // At most one photo is fetched with high priority: the one the head preloads (the LCP photo).
  const high = [...document.querySelectorAll('picture img[fetchpriority="high"]')];
  assert.ok(high.length <= 1, `${path}: ${high.length} photos with fetchpriority="high"`);
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  assert.ok(preloads.length <= 1, `${path}: ${preloads.length} image preloads`);
  const source = high[0]?.parentElement?.querySelector("source")?.getAttribute("srcset");
  if (high[0]) assert.equal(preloads[0]?.getAttribute("imagesrcset"), source, path);
}

/**
 * The photo's colours, top to bottom, as the picture's background: a gradient, which paints with
 * the page and is never an LCP candidate, in a few dozen bytes.
 */
async function assertPlaceholder(img: HTMLImageElement, photo: typeof hero): Promise<void> {
  const style = img.getAttribute("style") ?? "";
  const colours = /^background:linear-gradient\(((?:#[0-9a-f]{6},?)+)\)$/.exec(style)?.[1];
  assert.ok(colours, `placeholder in ${style}`);
  assert.ok(style.length < 80, `placeholder of ${style.length} bytes`);
  const bands = colours.split(",");
  assert.equal(bands.length, placeholderBands);
  // Each band's colour is the mean of that band of the photo (turned upright), within a few levels.
  const original = sharp(join(siteDir, "app/assets/art", photo.file)).autoOrient();
  const { width, height } = await original.metadata().then((meta) => meta.autoOrient);
  for (const [band, colour] of bands.entries()) {
    const top = Math.floor((band * height) / bands.length);
    const bottom = Math.floor(((band + 1) * height) / bands.length);
    // (`stats()` reads the input: the band is cut out first.)
    const cut = await original
      .clone()
      .extract({ left: 0, top, width, height: bottom - top })
      .png()
      .toBuffer();
    const stats = await sharp(cut).stats();
    const expected = stats.channels.slice(0, 3).map((channel) => channel.mean);
    const actual = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
    for (const [index, value] of actual.entries()) {
      const difference = Math.abs(value - (expected[index] ?? 0));
      assert.ok(difference < 12, `${photo.file} band ${band}: ${colour} vs ${expected}`);
    }
  }
}

test("the share images are drawn from the photos", async () => {
  const compare = async (shareFile: string, photo: Sharp) => {
    const card = await sharp(join(clientDir, shareFile)).resize(1200, 630).raw().toBuffer();
    const expected = await photo
      .resize(1200, 630, { fit: "cover", position: "centre" })
      .raw()
      .toBuffer();
    // The left edge of the card shows the picture without the dark column: compare 80 × 500 px.
    let difference = 0;
    let count = 0;
    for (let y = 60; y < 560; y += 1) {
      for (let x = 0; x < 80; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          const index = (y * 1200 + x) * 3 + c;
          difference += Math.abs((card[index] ?? 0) - (expected[index] ?? 0));
          count += 1;
        }
      }
    }
    return difference / count;
  };
  for (const locale of locales) {
    const homeShare = shareImagePath("home", locale).slice(1);
    const packageShare = packageShareImagePath(tour.slug, locale).slice(1);
    const heroPhoto = sharp(join(siteDir, "app/assets/art", hero.file));
    const tourPhoto = sharp(join(siteDir, "app/assets/art", tour.file));
    const homeDifference = await compare(homeShare, heroPhoto);
    const packageDifference = await compare(packageShare, tourPhoto);
    assert.ok(homeDifference < 12, `${homeShare} differs from the photo by ${homeDifference}`);
    assert.ok(packageDifference < 12, `${packageShare} by ${packageDifference}`);
    // …and not from another picture: the other photo differs far more.
    const other = await compare(homeShare, await makePhoto(tour.width, tour.height, 330));
    assert.ok(other > homeDifference * 2, `${homeShare} vs another picture: ${other}`);
  }
});

/** Serves the photo build and opens a browser for `use`; closes both afterwards. */
async function withBrowser(use: (browser: Browser, origin: string) => Promise<void>) {
  await withBuildServed(clientDir, async (origin) => {
    const browser = await chromium.launch(behaviourTestLaunchOptions());
    try {
      await use(browser, origin);
    } finally {
      await browser.close();
    }
  });
}

/**
 * The smallest and shortest phone and the widest and tallest: a first screen that holds the title,
 * the button and the photo at 360 × 640 holds them on the taller phones between (the end-to-end
 * tests' 375 × 812, the bench's 412 × 823).
 */
const phones = [
  { width: 360, height: 640 },
  { width: 430, height: 932 },
];

/**
 * A phone's photo is held back until its page has painted, and this long after: the page must
 * paint its text without it. Waiting for the paint, not a fixed time, keeps the test true on a
 * busy machine, where the first paint itself comes late.
 */
const photoDelayMs = 400;

/** What one load of a page showed, as the page's own performance entries tell it. */
interface FirstScreen {
  fcp?: number;
  /** Other photos requested before the first screen's had arrived (or 2 s had passed). */
  otherPhotosBefore: string[];
  /** When the photo's file had arrived. */
  photoArrived?: number;
  /** The first LCP entry: what the first frame's largest thing was, and when it painted. */
  firstLcp?: { photo: boolean; tag?: string; time: number };
  lcpIsPhoto: boolean;
  photoLoaded: boolean;
  layoutShift: number;
  /** Each layout shift's sources: when, what, and its box before and after. */
  shifted: string[];
  photo?: { top: number; bottom: number };
  title?: { top: number; bottom: number };
  button?: { top: number; bottom: number };
}

/** Loads `url` in a new context (its own cache), the photo held back on phones, and reads it. */
async function firstScreenOf(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport });
  try {
    if (viewport.width < 640) {
      let painted: () => void = () => undefined;
      const firstPaint = new Promise<void>((done) => {
        painted = done;
      });
      await context.exposeBinding("reportFirstPaint", () => painted());
      await context.addInitScript(() => {
        new PerformanceObserver(() => {
          (window as unknown as { reportFirstPaint: () => void }).reportFirstPaint();
        }).observe({ type: "paint", buffered: true });
      });
      await context.route(/\.(avif|jpg)$/, async (route) => {
        await Promise.race([firstPaint, new Promise((done) => setTimeout(done, 5000))]);
        await new Promise((done) => setTimeout(done, photoDelayMs));
        await route.continue();
      });
    }
    // Every LCP entry and the layout shifts, from the start of the load.
    await context.addInitScript(() => {
      const seen = {
        lcp: [] as Array<{ element: Element | null; time: number }>,
        shift: 0,
        shifted: [] as string[],
      };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          seen.lcp.push({ element: entry.element, time: entry.startTime });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        // The Layout Instability API's entry (not in TypeScript's DOM types).
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        };
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (entry.hadRecentInput) continue;
          seen.shift += entry.value;
          // What moved, and from where to where, for the failure's message.
          const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
            [x, y, width, height].map(Math.round).join(",");
          for (const { node, previousRect, currentRect } of entry.sources) {
            const name =
              node instanceof Element
                ? `${node.localName}.${node.className}`.slice(0, 80)
                : `${node?.nodeName} "${node?.textContent?.slice(0, 30)}"`;
            seen.shifted.push(
              `${Math.round(entry.startTime)} ms ${name} [${rect(previousRect)}] → [${rect(currentRect)}]`,
            );
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const tab = await context.newPage();
    await tab.goto(url);
    // Chrome reports a picture's LCP entry once the frame that paints it has been presented: wait
    // (up to 5 s) for the photo to load and become the LCP element.
    await tab
      .waitForFunction(
        () => {
          const photo = document.querySelector<HTMLImageElement>("main picture img");
          const { seen } = window as unknown as { seen: { lcp: Array<{ element: Element }> } };
          return photo?.complete && seen.lcp.at(-1)?.element === photo;
        },
        null,
        { polling: 50, timeout: 5000 },
      )
      .catch(() => undefined);
    return await tab.evaluate(() => {
      const { seen } = window as unknown as {
        seen: {
          lcp: Array<{ element: Element | null; time: number }>;
          shift: number;
          shifted: string[];
        };
      };
      const photo = document.querySelector<HTMLImageElement>("main picture img");
      const box = (element: Element | null | undefined) => {
        const rect = element?.getBoundingClientRect();
        return rect && { top: rect.top, bottom: rect.bottom };
      };
      const [first] = seen.lcp;
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        otherPhotosBefore: performance
          .getEntriesByType("resource")
          .filter(
            (entry) =>
              /\.(avif|jpg)$/.test(entry.name) &&
              entry.name !== photo?.currentSrc &&
              // The app starts once the photo is in, or at 2 s (site-build/first-paint.ts).
              entry.startTime <
                Math.min(
                  (
                    performance
                      .getEntriesByType("resource")
                      .find((other) => other.name === photo?.currentSrc) as
                      | PerformanceResourceTiming
                      | undefined
                  )?.responseEnd ?? Number.POSITIVE_INFINITY,
                  2000,
                ),
          )
          .map((entry) => new URL(entry.name).pathname),
        photoArrived: (
          performance
            .getEntriesByType("resource")
            .find((entry) => entry.name === photo?.currentSrc) as
            | PerformanceResourceTiming
            | undefined
        )?.responseEnd,
        firstLcp: first && {
          photo: first.element === photo,
          tag: first.element?.localName,
          time: first.time,
        },
        lcpIsPhoto: seen.lcp.at(-1)?.element === photo,
        photoLoaded: Boolean(photo?.complete && photo.naturalWidth > 0),
        layoutShift: seen.shift,
        shifted: seen.shifted,
        photo: box(photo),
        title: box(document.querySelector("main h1")),
        button: box(document.querySelector('main section [data-slot="button"]')),
      };
    });
  } finally {
    await context.close();
  }
}

/** What moves in the first screen while `url` is parsed (tests/support/parse-steps.ts). */
async function parsedWithoutScript(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<string[]> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    const tab = await context.newPage();
    await tab.goto(url);
    return await movedWhileParsing(tab, "body");
  } finally {
    await context.close();
  }
}

test("on phones the hero photo is in the first screen: the text paints in the first frame, the photo's box is kept for it, nothing moves", async () => {
  // The home page and the package's, in one language at each size, the languages taking turns:
  // their words differ, the photo's handling does not.
  const pathsIn = (locale: Locale) => {
    const [home] = sitePages(locale);
    const tourPage = sitePages(locale).find(({ path }) => path.endsWith(`/tours/${tour.slug}`));
    return [home?.path ?? "", tourPage?.path ?? ""];
  };
  const problems: string[] = [];
  await withBrowser(async (browser, origin) => {
    const wider = [viewports.desktop, { width: 768, height: 1024 }];
    // One page at a time: four tabs at once delayed a first paint past its held photo (2.8 s).
    const check = async (viewport: { width: number; height: number }, path: string) => {
      const seen = await firstScreenOf(browser, `${origin}${path}`, viewport);
      const at = `${path} @${viewport.width}×${viewport.height}`;
      const problem = (text: string) => problems.push(`${at}: ${text}`);
      if (!seen.photoLoaded) problem("the photo did not load with the page");
      if (seen.otherPhotosBefore.length) {
        problem(`requested before the photo had arrived: ${seen.otherPhotosBefore.join(", ")}`);
      }
      if (seen.layoutShift > 0) {
        problem(`layout shift ${seen.layoutShift}: ${seen.shifted.join("; ")}`);
      }
      if (viewport.width >= 640) {
        if (!seen.lcpIsPhoto) problem("the photo beside the text is not the LCP element");
        return;
      }
      // The photo is in the first screen, and it is the largest thing there or it has arrived.
      if (!seen.photo || seen.photo.top >= viewport.height || seen.photo.bottom <= 0) {
        problem(`the photo (${JSON.stringify(seen.photo)}) is not in the first screen`);
      }
      if (!seen.lcpIsPhoto && !seen.photoLoaded) problem("the photo is neither LCP nor loaded");
      // A frame painted wherever the parser has got to (before the photo, inside the badge…)
      // shows everything where it stays. One rule places the text at every phone width: checked
      // at the narrowest, where the text wraps most.
      if (viewport === phones[0]) {
        for (const step of await parsedWithoutScript(browser, `${origin}${path}`, viewport)) {
          problem(`moves while the page is parsed: ${step}`);
        }
      }
      // The title and the first button are in the first screen with it.
      for (const [name, box] of [
        ["the title", seen.title],
        ["the first button", seen.button],
      ] as const) {
        if (!box || box.bottom > viewport.height) problem(`${name} ends at ${box?.bottom} px`);
      }
      // The text painted without waiting for the photo, held back here: the first largest thing
      // is text, painted before the photo arrived (on a busy machine the first frame may hold
      // only the header, the parser not being further yet, and the text the next one).
      if (!(seen.fcp !== undefined && seen.photoArrived !== undefined)) {
        problem(`first paint ${seen.fcp}, photo ${seen.photoArrived}: not measured`);
      } else if (seen.fcp >= seen.photoArrived) {
        problem(`the first paint (${seen.fcp} ms) came after the photo (${seen.photoArrived} ms)`);
      }
      if (!seen.firstLcp || seen.firstLcp.photo || seen.firstLcp.time >= (seen.photoArrived ?? 0)) {
        problem(
          `the first largest thing: ${JSON.stringify(seen.firstLcp)} (photo at ${seen.photoArrived} ms)`,
        );
      }
    };
    for (const [index, viewport] of [...phones, ...wider].entries()) {
      const locale = locales[index % locales.length] ?? "en";
      for (const path of pathsIn(locale)) await check(viewport, path);
    }
  });
  assert.deepEqual(problems, []);
});

test("on the home page the featured package's photo shows once the app runs, where the visitor scrolls to it, and without JavaScript", async () => {
  await withBrowser(async (browser, origin) => {
    for (const locale of locales) {
      const path = sitePages(locale)[0]?.path ?? "/";
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: phones[0], javaScriptEnabled });
        try {
          const tab = await context.newPage();
          await tab.goto(`${origin}${path}`);
          await tab
            .locator('section[aria-labelledby="featured-heading"] article')
            .first()
            .scrollIntoViewIfNeeded();
          const shown = await tab
            .waitForFunction(
              (stem) =>
                [...document.querySelectorAll<HTMLImageElement>("main article picture img")].some(
                  (img) => img.currentSrc.includes(`/assets/${stem}-`) && img.naturalWidth > 0,
                ),
              tour.file.replace(/\.\w+$/, ""),
              { timeout: 10_000 },
            )
            .then(() => true)
            .catch(() => false);
          assert.ok(shown, `${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}: no photo`);
        } finally {
          await context.close();
        }
      }
    }
  });
});

test("every page that shows a photo stays within the budgets, and its JavaScript holds no picture data", async () => {
  const report: string[] = [];
  const problems: string[] = [];
  await withBrowser(async (browser, origin) => {
    // The pages that load the hero's or the package's photo: the home page (its featured card
    // once the app runs), the tours page (a card) and the package's own page; and the fifth
    // package's page, added as a file. Elsewhere the photo is a card at the foot of a package
    // page, which a first load does not fetch: those loads are the art build's, which the
    // end-to-end budgets cover.
    // And the About page, where the company's details are listed in full: on it and on the
    // package's page they are checked as given (companyFactsProblems).
    // At each size in one language, the languages taking turns: their words differ, the photos'
    // handling does not (the end-to-end budgets cover every page in both).
    const pathsIn = (locale: Locale) =>
      sitePages(locale)
        .map((site) => site.path)
        .filter(
          (path) =>
            path === sitePages(locale)[0]?.path ||
            path === localizedPath("about", locale) ||
            /\/tours$/.test(path) ||
            path.endsWith(`/tours/${tour.slug}`) ||
            path.endsWith(`/tours/${edits.added.slug}`),
        );
    for (const [turn, viewport] of Object.values(viewports).entries()) {
      const paths = pathsIn(locales[turn % locales.length] ?? "en");
      const context = await browser.newContext({ viewport });
      const check = async (path: string) => {
        const tab = await context.newPage();
        const loaded = new Set<string>();
        const violations: string[] = [];
        tab.on("request", (request) => {
          if (request.url().startsWith(origin)) loaded.add(new URL(request.url()).pathname);
        });
        tab.on("console", (message) => {
          if (/Content Security Policy|Refused to/i.test(message.text())) {
            violations.push(message.text());
          }
        });
        await tab.goto(`${origin}${path}`);
        // A first load ends once the page's scripts have run (after the first paint, or within
        // 2 s in a tab that does not paint) and the network is quiet.
        await tab.waitForSelector(pageReadySelector, { state: "attached" });
        await tab.waitForLoadState("networkidle");
        const hydrates = await tab.locator(`html[${behaviour.hydrates}]`).count();
        if (path === localizedPath("about", localeOfPath(path)) || path.endsWith(`/${tour.slug}`)) {
          problems.push(...(await companyFactsProblems(tab, path, viewport.width)));
        }
        await tab.close();
        const sizes = firstLoadSizes(loaded, path);
        const line = `${path} @${viewport.width}: JS ${kb(sizes.js)}, CSS ${kb(sizes.css)}, images ${kb(sizes.images)}, total ${kb(sizes.total)}`;
        report.push(line);
        if (sizes.total > firstLoadBudgets.totalFirstLoad) problems.push(`over 300 KB: ${line}`);
        if (sizes.css > firstLoadBudgets.cssGzip) problems.push(`CSS over budget: ${line}`);
        if (sizes.js > javascriptBudget(hydrates > 0)) {
          problems.push(`JavaScript over budget: ${line}`);
        }
        for (const file of sizes.scriptsWithPictures) {
          problems.push(`${path}: ${file} carries picture data (it belongs in the page's HTML)`);
        }
        for (const violation of violations) problems.push(`${path}: ${violation}`);
      };
      for (let index = 0; index < paths.length; index += 4) {
        await Promise.all(paths.slice(index, index + 4).map(check));
      }
      await context.close();
    }
  });
  console.info(report.join("\n"));
  assert.deepEqual(problems, []);
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The package pages' label of their payment row, in a language. */
const paymentLabel = (locale: Locale) =>
  readContentFiles(siteDir).pages(locale)["package-terms"].labels.payment;

/**
 * The company's details on a page of the copy, where every one is given: none marked "not ready
 * to publish"; the office's address opening in a maps app, in a new tab; every account in the
 * company's name, with the warning to pay only into them against an invoice; on a package's page its name and
 * NIB on paper too; and axe finding nothing in them or the footer. About lists them in full, a
 * package's page in How to book.
 */
async function companyFactsProblems(tab: Page, path: string, width: number): Promise<string[]> {
  const locale = localeOfPath(path);
  const files = readContentFiles(siteDir);
  const { shell, package: words } = files.pages(locale);
  const facts = companyFacts(shell.business, files.site);
  const accounts = facts.bankAccounts.lines.map((line) => line.text);
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${path} @${width}: ${text}`);
  const marks = await tab.locator("[data-placeholder]").allTextContents();
  if (marks.length > 0) problem(`marked not ready to publish: ${marks.length}`);

  // The address as the page shows it, searched for in a maps app: on About (the footer shows it
  // as text, on every page).
  const map = facts.address.link;
  const query = facts.address.lines[0]?.text ?? "";
  if (!map || new URL(map.href).searchParams.get("query") !== query) {
    problem(`no maps link for "${query}"`);
  }
  const links = tab.locator('a[href^="https://www.google.com/maps/"]');
  const full = path === localizedPath("about", locale);
  if ((await links.count()) !== (full ? 1 : 0)) problem(`${await links.count()} maps links`);
  if (!(await tab.getByRole("contentinfo").getByText(query).first().isVisible())) {
    problem(`the footer does not show the address ${query}`);
  }
  for (const link of await links.all()) {
    const [href, target, rel] = await Promise.all(
      ["href", "target", "rel"].map((name) => link.getAttribute(name)),
    );
    if (href !== map?.href || target !== "_blank" || !rel?.includes("noopener")) {
      problem(`maps link ${href} (target ${target}, rel ${rel})`);
    }
    if (!(await link.isVisible())) problem("a maps link is hidden");
  }

  const region = tab.getByRole("region", {
    name: full ? shell.business.title : words.forward.howToBook,
    exact: true,
  });
  const ddOf = (label: string) =>
    region.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  if (full) {
    // One line per account, in the file's order, and the warning under the list.
    const shown = await ddOf(facts.bankAccounts.label).locator("span").allTextContents();
    if (JSON.stringify(shown) !== JSON.stringify(accounts)) problem(`accounts: ${shown}`);
    if (!(await region.getByText(shell.business.payOnlyHere).isVisible())) problem("no warning");
  } else {
    const expected = [
      [facts.legalName.label, facts.legalName.lines[0]?.text],
      [facts.nib.label, facts.nib.lines[0]?.text],
      [
        facts.bankAccounts.label,
        `${accounts.join("; ")}. ${shell.business.verify.payment.replace("{legalName}", files.site.business.legalName)} ${shell.business.payOnlyHere}`,
      ],
      [facts.emergency?.label, facts.emergency?.lines[0]?.text],
    ];
    for (const [label = "", text] of expected) {
      const shown = await ddOf(label).textContent();
      if (shown !== text) problem(`${label}: ${shown}`);
    }
    // What a buyer forwards names the company: on paper, its name and NIB.
    await tab.emulateMedia({ media: "print" });
    for (const [label = ""] of expected.slice(0, 2)) {
      if (!(await ddOf(label).isVisible())) problem(`${label} is not on paper`);
    }
    await tab.emulateMedia({ media: null });
  }

  const labelledBy = await region.getAttribute("aria-labelledby");
  const violations = await axeViolations(tab, [
    `[aria-labelledby="${labelledBy}"]`,
    "body > footer",
  ]);
  for (const violation of violations) {
    problem(`axe ${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
  }
  return problems;
}

test("the copy is built for its real address with every company detail given, and its flyers name the company", async () => {
  const files = readContentFiles(siteDir);
  const { legalName, nib } = files.site.business;
  for (const locale of locales) {
    // No page marks anything "not ready to publish".
    for (const { path } of sitePages(locale)) {
      assert.equal(page(path).querySelectorAll("[data-placeholder]").length, 0, path);
    }
    // The contact page: the office card links the address to a maps app, the phone card dials
    // the emergency number, the company's details list every account.
    const facts = companyFacts(files.pages(locale).shell.business, files.site);
    const contact = page(localizedPath("contact", locale));
    const map = contact.querySelector(`main a[href="${facts.address.link?.href}"]`);
    assert.equal(map?.getAttribute("target"), "_blank", `${locale} contact: maps link`);
    assert.ok(contact.querySelector(`main a[href="${facts.emergency?.link?.href}"]`));
    const main = contact.querySelector("main")?.textContent ?? "";
    for (const { text } of facts.bankAccounts.lines) assert.ok(main.includes(text), text);
    // A production build: its content check passed with no placeholder left.
    const home = page(sitePages(locale)[0]?.path ?? "/");
    const canonical = home.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    assert.ok(canonical.startsWith(photoSiteUrl), canonical);
    const flyer = join(clientDir, packageFlyerPath(tour.slug, locale).slice(1));
    // What it says, in its description (plain ASCII: the name and the NIB, not the dot between).
    const said = (await sharp(flyer).metadata()).exif?.toString("latin1") ?? "";
    for (const part of [legalName, nib]) assert.ok(said.includes(part), `${flyer} says: ${said}`);
  }
});

/** What a first load transferred, from the build's files (gzip where the build has it). */
function firstLoadSizes(loaded: Set<string>, path: string) {
  let js = 0;
  let css = 0;
  let images = 0;
  let total = 0;
  const scriptsWithPictures: string[] = [];
  const pageFile = join(clientDir, pageFileOf(path));
  // An unknown path is answered with the not-found page.
  const html = readFileSync(existsSync(pageFile) ? pageFile : join(clientDir, "404.html"), "utf8");
  for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    css += gzipSize(style ?? "");
  }
  for (const pathname of loaded) {
    const plain = /\.\w+$/.test(pathname) ? pathname : pageFileOf(pathname);
    const file = [join(clientDir, `${plain}.gz`), join(clientDir, plain)].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    // An unknown path is answered with its language's not-found page.
    const size = file ? statSync(file).size : gzipSize(readFileSync(join(clientDir, "404.html")));
    total += size;
    if (pathname.endsWith(".js")) {
      js += size;
      const code = readFileSync(join(clientDir, pathname), "utf8");
      // A photo's files (its name alone, in package-list.ts, names the share picture) or preview.
      if (/\/assets\/[\w-]+\.(avif|jpg)|data:image\/webp/.test(code)) {
        scriptsWithPictures.push(pathname);
      }
    }
    if (pathname.endsWith(".css")) css += size;
    if (/\.(avif|jpe?g|png|webp|svg)$/.test(pathname)) images += size;
  }
  return { js, css, images, total, scriptsWithPictures };
}

function gzipSize(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Every `price` in a page's structured data. */
function structuredPrices(document: Document): string[] {
  const prices: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "price") prices.push(String(item));
        else visit(item);
      }
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    visit(JSON.parse(script.textContent ?? "null"));
  }
  return prices;
}

/** What a share image's card says (the build writes it into the JPEG's description). */
async function shareImageText(path: string): Promise<string> {
  const file = join(clientDir, path);
  const { width, height, exif } = await sharp(file).metadata();
  assert.deepEqual([width, height], [1200, 630], `${path} is not 1200 × 630`);
  return exif?.toString("utf8") ?? "";
}

test("the changed price shows on the card, the package page, its share image and its structured data, in both languages", async () => {
  for (const locale of locales) {
    // The amount as the language writes it ("IDR 13,750,000", "Rp13.750.000"); the words around
    // it may sit in elements of their own.
    const shown = formatIdr(edits.priceIdr, locale);
    const [toursPath] = sitePages(locale)
      .map((site) => site.path)
      .filter((path) => /\/tours$/.test(path));
    const packagePath = sitePages(locale).find((site) => site.packageSlug === tour.slug)?.path;
    assert.ok(toursPath && packagePath);
    const card = page(toursPath).getElementById(tour.slug);
    assert.ok(card?.textContent?.includes(shown), `${toursPath}: the card does not say ${shown}`);
    const own = page(packagePath);
    assert.ok(
      own.querySelector("main")?.textContent?.includes(shown),
      `${packagePath}: no ${shown}`,
    );
    assert.ok(structuredPrices(own).includes(String(edits.priceIdr)), `${packagePath}: JSON-LD`);
    const image = await shareImageText(packageShareImagePath(tour.slug, locale));
    assert.ok(image.includes(shown), `${tour.slug}'s ${locale} share image says: ${image}`);
    // The Indonesian sentence, with the meal promise filled in, on the Indonesian page only.
    const sentence = edits.idDescription.split("{meals}")[0] ?? "";
    assert.equal(own.body.textContent?.includes(sentence), locale === "id", packagePath);
  }
});

test("a fifth package, added as one file, has its page, card, sitemap entry and share image in both languages", async () => {
  const { slug, title } = edits.added;
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  for (const locale of locales) {
    const path = sitePages(locale).find((site) => site.packageSlug === slug)?.path;
    assert.ok(path, `no ${locale} page for ${slug}`);
    assert.equal(page(path).querySelector("h1")?.textContent, title[locale]);
    const [toursPath] = sitePages(locale)
      .map((site) => site.path)
      .filter((candidate) => /\/tours$/.test(candidate));
    const card = page(toursPath ?? "").getElementById(slug);
    assert.ok(card?.querySelector(`a[href="${path}"]`), `${toursPath}: no card linking to ${path}`);
    assert.ok(card?.textContent?.includes(title[locale]));
    assert.ok(sitemap.includes(`${new URL(path, "https://x").pathname}</loc>`), `sitemap: ${path}`);
    const image = await shareImageText(packageShareImagePath(slug, locale));
    assert.ok(image.includes(title[locale]), `${slug}'s ${locale} share image says: ${image}`);
    // Its starting price: the cheapest date on sale's twin price (tests/build/trip-cost.test.ts).
    const lowest = Math.min(
      ...onSale(fullPackageDetails[locale], photoBuildDay).map(
        (date) => pricesOn(locale, date.date, photoBuildDay).prices.twin ?? 0,
      ),
    );
    assert.ok(structuredPrices(page(path)).includes(String(lowest)), `${path}: ${lowest}`);
  }
});

test("a price missing a zero is on the editors' content check and counted on /admin/", () => {
  const file = `content/packages/${digitDropped.slug}.json`;
  const { title } = JSON.parse(readFileSync(join(siteDir, file), "utf8")).en as { title: string };
  const report = readFileSync(join(clientDir, `${contentReportPath.slice(1)}.html`), "utf8");
  const price = `IDR ${digitDropped.priceIdr.toLocaleString("en-US")}`;
  assert.match(report, new RegExp(`<li>${escapeRegExp(title)}: its price per person is ${price}`));
  const admin = readFileSync(join(clientDir, "admin/index.html"), "utf8");
  // With the fixture package's departure that has passed by the build's day, and its promo that
  // ended.
  assert.match(admin, new RegExp(`href="${contentReportPath}">Content check: 3 warnings · `));
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the package that gives them shows its itinerary and departure dates; the others show none of those sections", () => {
  const words = JSON.parse(readFileSync(join(siteDir, "content/pages/package.json"), "utf8"));
  for (const locale of locales) {
    const { itinerary, prices, departures } = words[locale];
    const details = fullPackageDetails[locale];
    const sections = (document: Document) =>
      Object.fromEntries(
        [itinerary.title, prices.title, departures.title].map((title: string) => [
          title,
          [...document.querySelectorAll("main section")].find(
            (section) => section.querySelector("h2")?.textContent === title,
          ),
        ]),
      );
    for (const { path, packageSlug } of sitePages(locale)) {
      if (!packageSlug) continue;
      const found = sections(page(path));
      if (packageSlug !== edits.added.slug) {
        assert.deepEqual(
          Object.values(found).filter(Boolean).length,
          0,
          `${path} shows a section it has no data for`,
        );
        continue;
      }
      const rows = (title: string) =>
        [...(found[title]?.querySelectorAll("dl > div") ?? [])].map((row) => [
          row.querySelector("dt")?.textContent,
          row.querySelector("dd")?.textContent,
        ]);
      const days = rows(itinerary.title);
      assert.deepEqual(
        days.map(([day]) => day),
        details.itinerary.map((day, index) =>
          fillTemplate(itinerary.day, { number: index + 1, title: day.title }),
        ),
        `${path}: itinerary`,
      );
      assert.ok(days[0]?.[1]?.includes(itinerary.noMeals), `${path}: a day without meals`);
      assert.ok(days[1]?.[1]?.includes(itinerary.meals.lunch), `${path}: a day's lunch`);
      // Its prices are said by date in the estimate's per-person table
      // (tests/build/trip-cost.test.ts), not twice.
      assert.deepEqual(rows(prices.title), [], `${path}: prices`);
      // The departures from the build's day on, each with its status first (then its seats:
      // tests/build/trip-cost.test.ts).
      assert.deepEqual(
        rows(departures.title).map(([day, line]) => [day, line?.split(" · ")[0]]),
        details.departureDates
          .filter((date) => date.date >= photoBuildDay)
          .map((date) => [
            sayDay(date.date, localeInfo[locale].intl),
            departures.statuses[date.status],
          ]),
        `${path}: departures`,
      );
      // Payment terms, airline and hotels join the facts, and the quotation line no longer
      // names what they give.
      const main = page(path).querySelector("main")?.textContent ?? "";
      for (const fact of [
        formatIdr(details.payment.depositIdr, locale),
        details.flight.airline,
        details.hotelList[0]?.hotel ?? "-",
        details.payment.cancellation[0]?.charge ?? "-",
      ]) {
        assert.ok(main.includes(fact), `${path}: ${fact}`);
      }
      // The Terms page says the same payment terms, from the same file: its block for the
      // package links to the page and holds every sentence the page's payment row holds.
      const terms = page(localizedPath("terms", locale));
      const block = terms.querySelector(`main a[href="${path}"]`)?.closest("div");
      const lines = [...(block?.querySelectorAll("li") ?? [])].map((li) => li.textContent ?? "");
      assert.ok(lines.length >= 3, `${locale} terms: ${lines}`);
      const paymentRow = [...page(path).querySelectorAll("main dt")].find(
        (dt) => dt.textContent === paymentLabel(locale),
      )?.nextElementSibling?.textContent;
      for (const line of lines) assert.ok(paymentRow?.includes(line), `${locale} terms: ${line}`);
    }
  }
});

test("a page over its first round trip is named by the build's check: the fifth package, which fills every field at once", () => {
  // The copy is built with PAGE_BUDGETS=warn (tests/support/photo-build-site.ts); the check alone
  // is what stops `npm run build`.
  const run = spawnSync(process.execPath, ["site-build/first-round-trip.ts", clientDir], {
    cwd: resolve(import.meta.dirname, "../.."),
    encoding: "utf8",
  });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  for (const locale of locales) {
    const path = `${localizedPath("tours", locale)}/${edits.added.slug}`;
    assert.match(
      run.stderr,
      new RegExp(
        `${path}: \\d+ B of HTML and \\d+ B of headers, \\d+ B over what the first round trip carries \\(${firstRoundTripBytes} B\\)`,
      ),
    );
  }
});
