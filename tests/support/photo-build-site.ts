/**
 * The photo build's copy of the project, made the way the staff change a site: camera-size photos
 * (tests/support/photo-site.ts), the first package's price and an Indonesian sentence changed as the
 * content editor saves them, a fifth package added as one file, a price typed with a digit
 * missing, every company detail filled in (tests/support/company-facts.ts); then built as
 * `npm run build` builds the published site, for a real address (a production build, which
 * refuses placeholders). tests/build/photo-build.test.ts checks the
 * output. `npm test` makes it beside the static checks (`node tests/support/photo-build-site.ts
 * <folder>`), so that the build checks find it built (PHOTO_BUILD_DIR); run alone, the test makes
 * it itself.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import { join, resolve } from "node:path";
import { locales } from "../../app/lib/locale.ts";
import { companysWord } from "../../content-check/unpublished-facts.ts";
import { withCompanyFactsFilled, withCompanyWordsFilled } from "./company-facts.ts";
import { fullPackageDetails } from "./full-package.ts";
import { editJson, photoSite, writePhotoSite } from "./photo-site.ts";

const { package: tour } = photoSite;

/** What staff change: the first package's price and an Indonesian sentence (in the CMS), a package. */
export const edits = {
  priceIdr: 13_750_000,
  idDescription:
    "Nikmati Tokyo yang modern dan tradisional dalam satu perjalanan, lengkap dengan {meals} setiap hari.",
  added: {
    slug: "kyoto-autumn-colours",
    title: { en: "Kyoto Autumn Colours", id: "Warna Musim Gugur Kyoto" },
    priceIdr: 16_900_000,
  },
} as const;

/**
 * The first package's price and Indonesian description, changed as the content editor saves them
 * (tests/cms/local-mode.test.ts proves it saves such edits so: the price on both sides, the
 * sentence as typed).
 */
function editPackage(dir: string): void {
  editJson(dir, `content/packages/${tour.slug}.json`, (data) => {
    for (const locale of locales) Object.assign(data[locale] ?? {}, { priceIdr: edits.priceIdr });
    Object.assign(data.id ?? {}, { description: edits.idDescription });
  });
}

/** A fifth package, added the way staff add one: a new file in content/packages/. */
function addPackage(dir: string): void {
  const { slug, title, priceIdr } = edits.added;
  const from = join(dir, "content/packages/osaka-kyoto-heritage.json");
  const file = `content/packages/${slug}.json`;
  cpSync(from, join(dir, file));
  editJson(dir, file, (data) => {
    for (const locale of locales) {
      // With every detail agencies show (itinerary, prices, departures…), which the others lack.
      Object.assign(data[locale] ?? {}, structuredClone(fullPackageDetails[locale]), {
        title: title[locale],
        order: 5,
        priceIdr,
      });
    }
  });
}

/** A price typed with a digit missing, which the build lets through with a warning for editors. */
export const digitDropped = { slug: "hokkaido-winter-wonderland", priceIdr: 1_850_000 };
function dropADigit(dir: string): void {
  editJson(dir, `content/packages/${digitDropped.slug}.json`, (data) => {
    for (const locale of locales) Object.assign(data[locale] ?? {}, digitDropped);
  });
}

/** Every company detail filled in, as the company fills them in before the site is published. */
function fillCompanyFacts(dir: string): void {
  editJson(dir, "content/site.json", (data) => {
    Object.assign(
      data,
      withCompanyFactsFilled(data as Parameters<typeof withCompanyFactsFilled>[0]),
    );
  });
  for (const { file, fields } of companysWord) {
    editJson(dir, `content/pages/${file}.json`, (data) => {
      Object.assign(data, withCompanyWordsFilled(data, fields));
    });
  }
}

/**
 * The day the copy is built for (BUILD_DAY): the fixture package's first departure has passed by
 * then and its seat figures are fresh, whatever day the tests run.
 */
export const photoBuildDay = "2026-11-28";

/** The address the copy is built for: a real one (no `.example`), so the build is a production build. */
export const photoSiteUrl = "https://www.fixture-tours.test";

/** Writes the copy into `siteDir`, makes the staff's edits, and builds it into `siteDir/build`. */
export async function buildPhotoSite(siteDir: string): Promise<void> {
  await writePhotoSite(siteDir);
  editPackage(siteDir);
  addPackage(siteDir);
  dropADigit(siteDir);
  fillCompanyFacts(siteDir);
  const started = Date.now();
  // Built as `npm run build` builds the published site: without the test runner's NODE_ENV=test,
  // which would give React's development build, nor a preview's SITE_PREVIEW.
  const { NODE_ENV: _testMode, SITE_PREVIEW: _preview, ...env } = process.env;
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: siteDir,
    env: {
      ...env,
      BUILD_DIR: join(siteDir, "build"),
      VITE_SITE_URL: photoSiteUrl,
      BUILD_DAY: photoBuildDay,
      // The fifth package fills every field at once, more than a page's first round trip holds:
      // listed, not stopped (photo-build.test.ts checks the check names it).
      PAGE_BUDGETS: "warn",
    },
    encoding: "utf8",
  });
  assert.equal(result.status, 0, `the photo build failed:\n${result.stdout}\n${result.stderr}`);
  const over = `${result.stdout}${result.stderr}`
    .split("\n")
    .filter((line) => line.includes("over what the first round trip carries"));
  if (over.length > 0) console.info(`photo build: over the first round trip:\n${over.join("\n")}`);
  console.info(`photo build: ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("Usage: node tests/support/photo-build-site.ts <folder>");
    process.exit(1);
  }
  await buildPhotoSite(resolve(dir));
}
