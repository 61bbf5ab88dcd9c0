/**
 * The fixture package's estimate, payment dates and departures, end to end in Chromium on the
 * photo build's copy (built for `photoBuildDay`), each language through all of it at one width,
 * Indonesian at 375 px and English at 1280 px (the same script and layout; the words and formats
 * are the language's): the choice
 * adds up to the content's lines to the rupiah at the chosen date's prices (two dates, two totals)
 * and travels into WhatsApp and email with the date's price and promo; the payment dates follow the
 * content; a passed date and an ended promo are gone; a running promo shows the struck normal price
 * and its last day; without JavaScript the per-person table says the prices by date; it prints on
 * at most three A4 sheets; its Product's AggregateOffer has the dates' lowest and highest prices;
 * the tours page lists the coming dates by month with their prices, and the starting price with
 * what it assumes. Expected figures come from the fixture (tests/support/fixture-prices.ts), not
 * the site's functions. PHOTO_BUILD_DIR reuses a photo build already made.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { contactPathFor } from "../../app/copy/inquiry.ts";
import { localizedPath, packagePath } from "../../app/copy/pages.ts";
import { formatIdr } from "../../app/lib/format-price.ts";
import { type Locale, localeInfo, locales } from "../../app/lib/locale.ts";
import { behaviourTestLaunchOptions } from "../../launchers/chromium.ts";
import { viewports } from "../budgets.ts";
import { axeViolations } from "../support/axe.ts";
import { withBuildServed } from "../support/built-pages.ts";
import { onSale, pricesOn } from "../support/fixture-prices.ts";
import { fullPackageDetails } from "../support/full-package.ts";
import { buildPhotoSite, edits, photoBuildDay } from "../support/photo-build-site.ts";

const given = process.env.PHOTO_BUILD_DIR;
const siteDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), "photo-build-"));
const clientDir = join(siteDir, "build", "client");
const { slug } = edits.added;

beforeAll(async () => {
  if (given && existsSync(join(clientDir, "404.html"))) return;
  await buildPhotoSite(siteDir);
});

afterAll(() => {
  if (!given) rmSync(siteDir, { recursive: true, force: true });
});

const wordsOf = (file: string, locale: Locale) =>
  JSON.parse(readFileSync(join(siteDir, "content/pages", file), "utf8"))[locale];

/** A day `days` before `day`, and a day as the language writes it ("2 Oktober 2027"). */
const before = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const say = (day: string, locale: Locale) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(localeInfo[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The group: 2 adults in a twin room, 1 child with a bed, 1 infant, regular passports. */
const group = { adults: 2, childWithBed: 1, childNoBed: 0, infants: 1 } as const;
/** A low-season date with a promo still running, and a high-season date at prices of its own. */
const departure = "2027-10-02";
const highSeason = "2027-11-20";

/** "Promo s/d 31 Januari 2027", as the package page's words say a promo. */
function promoText(locale: Locale, promo: { kind: string; until: string }) {
  const words = wordsOf("package.json", locale).departures;
  return words.promo
    .replace("{kind}", words.promoKinds[promo.kind])
    .replace("{date}", say(promo.until, locale));
}

/** The fixture's lines for a group in a twin room, each worked out by hand from the content. */
function expectedLines(
  locale: Locale,
  people: Record<keyof typeof group, number> = group,
  date = departure,
) {
  const details = fullPackageDetails[locale];
  const { prices } = pricesOn(locale, date, photoBuildDay);
  const price = (row: string) => prices[row] ?? NaN;
  const travellers = people.adults + people.childWithBed + people.childNoBed + people.infants;
  const extras = details.extras
    .filter((extra) => !extra.optional && (!("passport" in extra) || extra.passport === "regular"))
    .map((extra) => extra.amountIdr * (extra.per === "person" ? travellers : 1));
  return [
    people.adults * price("twin"),
    people.childWithBed * price("childWithBed"),
    people.childNoBed * price("childNoBed"),
    people.infants * price("infant"),
    ...extras,
  ].filter((amount) => amount > 0);
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const rupiahIn = (text: string) => Number(text.replace(/\D/g, ""));

async function chooseGroup(page: Page, date = departure) {
  const form = page.locator("[data-estimate] form");
  await form.locator('select[name="departure"]').selectOption(date);
  await form.locator('select[name="room"]').selectOption("twin");
  for (const [name, count] of Object.entries(group)) {
    await form.locator(`input[name="${name}"]`).fill(String(count));
  }
  await form.locator('input[name="passport"][value="regular"]').check();
}

test("the fixture package's estimate, payment dates and departures, in Indonesian at 375 px and English at 1280 px", async () => {
  await withBuildServed(clientDir, async (origin) => {
    const browser = await chromium.launch(behaviourTestLaunchOptions());
    try {
      // The two languages side by side, each in tabs of its own.
      const checkLanguage = async (locale: Locale) => {
        const words = wordsOf("package.json", locale);
        const estimateWords = words.tripCost.estimate;
        const details = fullPackageDetails[locale];
        const path = packagePath(slug, locale);
        const lines = expectedLines(locale);
        const total = sum(lines);

        // Each language at one width: the visitors' language on a phone, English on a computer.
        const viewport = locale === "id" ? viewports.phone : viewports.desktop;
        const where = `${path} at ${viewport.width} px`;
        // A context of its own: axe needs one.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${origin}${path}`);
        await page.locator("html[data-enhanced]").waitFor();
        const main = page.locator("main");

        // Will it depart: the passed departure is gone; the others say status and seats.
        const text = (await main.textContent()) ?? "";
        assert.ok(!text.includes(say("2026-09-12", locale)), `${where}: a passed departure`);
        const few = details.departureDates.find((item) => item.status === "few-seats");
        assert.ok(few, "the fixture has a departure with few seats");
        const booked = words.tripCost.seats.booked
          .replace("{booked}", String(few.booked))
          .replace("{minimum}", String(few.minimum));
        assert.ok(text.includes(booked), `${where}: "${booked}"`);
        assert.ok(text.includes(words.tripCost.seats.left.replace("{count}", "3")), where);
        assert.ok(text.includes(say(details.seatsUpdatedOn, locale)), `${where}: updated`);

        // Each date's price on the departures list: a running promo beside the struck normal
        // price, an ended one gone, the high season at its own price.
        const dates = main
          .locator("section")
          .filter({ has: page.getByRole("heading", { name: words.departures.title }) })
          .locator("dl > div");
        for (const item of onSale(details, photoBuildDay)) {
          const row = dates.filter({ hasText: say(item.date, locale) });
          const { prices, normal, promo } = pricesOn(locale, item.date, photoBuildDay);
          const said = (await row.textContent()) ?? "";
          assert.ok(said.includes(formatIdr(prices.twin ?? 0, locale)), `${where}: ${said}`);
          const struck = await row.locator("s").allTextContents();
          if (promo) {
            assert.deepEqual(struck, [formatIdr(normal.twin ?? 0, locale)], `${where}: struck`);
            assert.ok(said.includes(promoText(locale, promo)), `${where}: ${said}`);
          } else {
            assert.deepEqual(struck, [], `${where}: ${item.date} has no promo`);
          }
        }
        const ended = details.departureDates.find(
          (item) => "promo" in item && item.promo.until < photoBuildDay,
        );
        assert.ok(ended && "promo" in ended, "the fixture has a promo that ended");
        assert.ok(!text.includes(promoText(locale, ended.promo)), `${where}: an ended promo`);

        // What will it cost: the group's estimate is the sum of the content's lines, at the
        // chosen date's prices: the high season's first, then the promo's.
        const block = page.locator("[data-estimate]");
        const total$ = block.locator("[data-estimate-total]");
        const linesShown = async () =>
          (await block.locator("[data-estimate-lines] td:last-child").allTextContents()).map(
            rupiahIn,
          );
        const high = expectedLines(locale, group, highSeason);
        assert.notEqual(sum(high), total, "the two dates cost differently");
        await chooseGroup(page, highSeason);
        await total$.filter({ hasText: formatIdr(sum(high), locale) }).waitFor({ timeout: 5000 });
        assert.deepEqual((await linesShown()).sort(), [...high].sort(), `${where}: high season`);
        await chooseGroup(page);
        assert.equal(await block.isVisible(), true, `${where}: the estimate shows`);
        await total$.filter({ hasText: formatIdr(total, locale) }).waitFor({ timeout: 5000 });
        assert.deepEqual((await linesShown()).sort(), [...lines].sort(), `${where}: lines`);
        assert.equal(rupiahIn((await total$.textContent()) ?? ""), total, `${where}: total`);
        // The adults' line says the promo, its last day and the normal price.
        const promo = pricesOn(locale, departure, photoBuildDay).promo;
        assert.ok(promo, "the fixture's first date has a running promo");
        const adults =
          (await block.locator("[data-estimate-lines] tr").first().textContent()) ?? "";
        assert.ok(adults.includes(promoText(locale, promo)), `${where}: ${adults}`);
        assert.ok(
          (await block.textContent())?.includes(estimateWords.badge) ||
            (await main.textContent())?.includes(estimateWords.badge),
          `${where}: labelled as an estimate`,
        );

        // When to pay: the content's rules, as dates of that departure.
        const schedule = (await block.locator("[data-estimate-schedule]").textContent()) ?? "";
        const { payment } = details;
        for (const day of [
          before(departure, payment.balanceDays),
          ...payment.cancellation.map((step) => before(departure, step.daysBefore)),
        ]) {
          assert.ok(schedule.includes(say(day, locale)), `${where}: ${day} in "${schedule}"`);
        }
        assert.ok(
          schedule.includes(`${payment.balanceDays}`),
          `${where}: H-${payment.balanceDays}`,
        );

        // The form, its lines and dates as everyone reads them.
        const violations = await axeViolations(page, [
          "[data-estimate]",
          'section[aria-labelledby="estimate-heading"]',
        ]);
        assert.deepEqual(
          violations.map((violation) => violation.id),
          [],
          `${where}: ${JSON.stringify(violations.map((v) => v.nodes.map((n) => n.target)))}`,
        );

        // Search engines: the JSON-LD parses; its Product's AggregateOffer has what Google's
        // product snippets require, the departures' prices from the content.
        const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
        const nodes = graphs.flatMap((graph) => JSON.parse(graph)["@graph"] ?? []);
        const product = nodes.find((node: { "@type": unknown }) =>
          [node["@type"]].flat().includes("Product"),
        );
        assert.ok(product?.name && /^https:\/\/.+\.(png|jpe?g)$/.test(product.image), where);
        const twins = onSale(details, photoBuildDay).map(
          (item) => pricesOn(locale, item.date, photoBuildDay).prices.twin ?? 0,
        );
        const { offers } = product;
        assert.deepEqual(
          [offers["@type"], offers.priceCurrency, offers.lowPrice, offers.highPrice],
          ["AggregateOffer", "IDR", Math.min(...twins), Math.max(...twins)],
          `${where}: the price range`,
        );
        assert.equal(offers.offerCount, twins.length);
        assert.equal(offers.availability, "https://schema.org/InStock");
        // One Offer per date on sale; a promo's price is valid until its last day.
        assert.deepEqual(
          offers.offers.map((offer: Record<string, unknown>) => [
            offer["@type"],
            offer.price,
            offer.priceCurrency,
            offer.priceValidUntil,
          ]),
          onSale(details, photoBuildDay).map((item) => {
            const { prices, promo: running } = pricesOn(locale, item.date, photoBuildDay);
            const until = running?.until ?? details.priceValidUntil;
            return ["Offer", prices.twin, "IDR", until];
          }),
        );
        assert.ok([product["@type"]].flat().includes("TouristTrip"), `${where}: a trip too`);

        // On paper: at most three A4 sheets.
        await page.emulateMedia({ media: "print" });
        const pdf = await page.pdf({ format: "A4" });
        const sheets = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
        assert.ok(sheets > 0 && sheets <= 3, `${where}: printed on ${sheets} sheets`);
        await page.emulateMedia({ media: "screen" });

        // The hand-off: the contact page carries the choice and the same total.
        await block.locator("[data-estimate-ask]").click();
        await page.waitForURL((url) => url.pathname === contactPathFor(locale).split("?")[0]);
        await page.locator("html[data-hydrated]").waitFor();
        await page
          .locator("main")
          .filter({ hasText: formatIdr(total, locale) })
          .waitFor({ timeout: 5000 });
        const contact = wordsOf("contact.json", locale);
        const form = page.locator("form").filter({ has: page.locator('[name="message"]') });
        await form.locator('[name="name"]').fill("Fixture Buyer");
        await form.locator('[name="email"]').fill("buyer@fixture.test");
        await form.locator('[name="message"]').fill("Halo");
        await form.getByRole("button", { name: contact.form.submit }).click();
        const handOff = page.getByRole("region", { name: contact.handOff.title });
        for (const name of [contact.handOff.whatsapp, contact.handOff.email]) {
          const href = (await handOff.getByRole("link", { name }).getAttribute("href")) ?? "";
          const message = decodeURIComponent(href.replace(/\+/g, " "));
          assert.ok(message.includes(formatIdr(total, locale)), `${name}: ${message}`);
          assert.ok(message.includes(say(departure, locale)), `${name}: the departure`);
          // The date's price for one adult, and its promo.
          const adult = formatIdr(
            pricesOn(locale, departure, photoBuildDay).prices.twin ?? 0,
            locale,
          );
          assert.ok(message.includes(adult), `${name}: the departure's price`);
          assert.ok(message.includes(promoText(locale, promo)), `${name}: the promo`);
          assert.ok(message.includes(estimateWords.passports.regular), `${name}: passport`);
        }
        await context.close();

        // A total in the link is never trusted: the contact page prices the choice again.
        const contactTab = await browser.newPage({ viewport: viewports.phone });
        const forged = `${contactPathFor(locale, { kind: "package", key: slug })}&room=twin&adults=2&passport=regular&departure=${departure}&total=1`;
        await contactTab.goto(`${origin}${forged}`);
        await contactTab.locator("html[data-hydrated]").waitFor();
        const twoAdults = sum(
          expectedLines(locale, { adults: 2, childWithBed: 0, childNoBed: 0, infants: 0 }),
        );
        // Priced once the estimate's code has loaded (it is not in the page's first load).
        await contactTab
          .locator("main")
          .filter({ hasText: formatIdr(twoAdults, locale) })
          .waitFor({ timeout: 5000 });
        const summary = (await contactTab.locator("main").textContent()) ?? "";
        assert.ok(summary.includes(say(departure, locale)), `${forged}: the choice is named`);
        await contactTab.close();

        // Without JavaScript: the per-person table, and no estimate form.
        const still = await browser.newContext({
          viewport: viewports.phone,
          javaScriptEnabled: false,
        });
        const plain = await still.newPage();
        await plain.goto(`${origin}${path}`);
        // By date: a table per price, captioned by its dates, a promo's price struck through.
        const heading = plain.getByRole("heading", { name: estimateWords.tableTitle });
        const table = heading.locator("..").getByRole("table");
        assert.equal(
          await table.first().isVisible(),
          true,
          `${path} without JavaScript: the table`,
        );
        const groups = await table.allTextContents();
        for (const item of onSale(details, photoBuildDay)) {
          const { prices, normal, promo: running } = pricesOn(locale, item.date, photoBuildDay);
          const under = groups.find((text) => text.includes(say(item.date, locale))) ?? "";
          for (const row of ["twin", "triple", "childWithBed", "childNoBed", "infant"]) {
            assert.ok(under.includes(formatIdr(prices[row] ?? 0, locale)), `${item.date}: ${row}`);
          }
          if (running) {
            assert.ok(under.includes(formatIdr(normal.twin ?? 0, locale)), `${item.date}: normal`);
            assert.ok(under.includes(promoText(locale, running)), `${item.date}: promo`);
          }
        }
        assert.ok((await table.locator("s").count()) > 0, `${path}: a struck price`);
        const extras = (await plain.locator("main").textContent()) ?? "";
        for (const extra of details.extras) assert.ok(extras.includes(extra.name), extra.name);
        assert.equal(await plain.locator("[data-estimate]").isVisible(), false);
        // The tours page: the coming departures of every package, by month.
        await plain.goto(`${origin}${localizedPath("tours", locale)}`);
        const upcoming = plain.getByRole("region", {
          name: wordsOf("tours.json", locale).upcoming.title,
        });
        const months = await upcoming.getByRole("heading", { level: 3 }).allTextContents();
        const monthOf = (day: string) =>
          new Date(`${day}T00:00:00Z`).toLocaleDateString(localeInfo[locale].intl, {
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          });
        const coming = details.departureDates.filter((item) => item.date >= photoBuildDay);
        assert.deepEqual(months, [...new Set(coming.map((item) => monthOf(item.date)))]);
        assert.equal(
          await upcoming.getByRole("link", { name: edits.added.title[locale] }).count(),
          coming.length,
        );
        // Each with its price.
        const listed = await upcoming
          .getByRole("listitem")
          .filter({ hasText: edits.added.title[locale] })
          .allTextContents();
        assert.deepEqual(
          listed.map((item) => coming.some((date) => item.includes(say(date.date, locale)))),
          coming.map(() => true),
        );
        for (const [index, date] of coming.entries()) {
          const twin = pricesOn(locale, date.date, photoBuildDay).prices.twin ?? 0;
          assert.ok(
            listed[index]?.includes(formatIdr(twin, locale)),
            `${date.date}: ${listed[index]}`,
          );
        }
        // The card's starting price: the cheapest date on sale's twin price, and it says so.
        const lowest = Math.min(
          ...onSale(details, photoBuildDay).map(
            (item) => pricesOn(locale, item.date, photoBuildDay).prices.twin ?? 0,
          ),
        );
        const card = (await plain.locator(`#${slug}`).textContent()) ?? "";
        const basis = JSON.parse(readFileSync(join(siteDir, "content/pages/shell.json"), "utf8"))[
          locale
        ].packageWords.priceBasis["cheapest-departure"];
        assert.ok(card.includes(formatIdr(lowest, locale)) && card.includes(basis), card);
        await still.close();
      };
      await Promise.all(locales.map(checkLanguage));
    } finally {
      await browser.close();
    }
  });
});
