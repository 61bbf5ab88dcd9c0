import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../tests/support/content-copy.ts";
import { fullPackageDetails } from "../tests/support/full-package.ts";
import { projectRoot } from "./content-loader.ts";
import { formatProblem } from "./content-messages.ts";
import { checkContentFiles } from "./content-rules.ts";
import { priceWarnings } from "./content-warnings.ts";

const { contentCopy } = contentCopies();
const messages = (root: string) => checkContentFiles(root).problems.map(formatProblem);
const tokyo = "content/packages/tokyo-discovery.json";

describe("the content check", () => {
  it("passes the site's own content, every package and text counted", () => {
    // On a day its "checked on" dates are recent: they age, and the build then warns (below).
    const result = checkContentFiles(projectRoot, new Date("2026-12-01"));
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.checked.packages).toBeGreaterThanOrEqual(1);
    expect(result.checked.texts).toBeGreaterThan(500);
  });

  it("refuses a price of 0 and an empty Indonesian title, naming the file, language and field", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      data.en.priceIdr = 0;
      data.id.priceIdr = 0;
      data.id.title = "  ";
    });
    expect(messages(root)).toEqual(
      expect.arrayContaining([
        `${tokyo}, English: priceIdr: Starting price per person (rupiah) must be at least 1,000,000, not 0`,
        `${tokyo}, Indonesian: title: Package name is empty`,
      ]),
    );
  });

  it("stops on a word the Indonesian glossary refuses, naming the file, language and field", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      data.id.highlights[0] = "Jalan-jalan bersama pemandu kami di Asakusa";
    });
    edit("content/pages/home.json", (data) => {
      data.id.hero.title = "Liburan Keluarga Ke Jepang";
    });
    expect(messages(root)).toEqual([
      "content/pages/home.json, Indonesian: hero, title: Keluarga, Ke in Title Case: write headings in sentence case",
      `${tokyo}, Indonesian: highlights, item 1: "…lan bersama pemandu kami di Asa…": the companion from Jakarta is the "tour leader"`,
    ]);
  });

  it("warns by name about a price that lost a digit, and builds", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      data.en.priceIdr = 1_250_000;
      data.id.priceIdr = 1_250_000;
    });
    const result = checkContentFiles(root);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Tokyo Discovery: its price per person is IDR 1,250,000, less than a fifth/,
      ),
    ]);
  });

  it("refuses a file whose languages disagree on a language-neutral fact", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      data.id.priceIdr = data.en.priceIdr + 100_000;
    });
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/packages\/tokyo-discovery\.json, priceIdr: Starting price per person \(rupiah\) is the same in both languages, but English has \d+ and Indonesian \d+/,
      ),
    ]);
  });

  it("refuses a package whose prices or payment terms are given in one language only", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      Object.assign(data.en, structuredClone(fullPackageDetails.en));
      Object.assign(data.id, structuredClone(fullPackageDetails.id));
      delete data.id.prices;
      delete data.en.payment;
    });
    const found = messages(root);
    expect(found).toEqual(
      expect.arrayContaining([
        `${tokyo}, prices: Prices by room and age is given in English only: give it in Indonesian too (in the CMS, change it in the English version: the CMS copies it to the other)`,
        `${tokyo}, payment: Payment terms is given in Indonesian only: give it in English too (in the CMS, change it in the English version: the CMS copies it to the other)`,
      ]),
    );
  });

  it("refuses a placeholder the site does not fill, and a template that lost its own", () => {
    const { root, edit } = contentCopy();
    edit("content/pages/shell.json", (data) => {
      data.en.footer.about = "Licensed operator, {brandNmae}.";
      data.id.ui.startingFrom = "Mulai dari harga";
    });
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/pages\/shell\.json, English: footer, about: \{brandNmae\} is not a placeholder the site fills/,
      ),
      "content/pages/shell.json, Indonesian: ui, startingFrom: must keep {price}: the site puts the value there",
    ]);
  });

  it("explains a file that is not JSON, a missing language, an unknown package and a missing picture", () => {
    const { root, edit } = contentCopy();
    writeFileSync(join(root, "content/pages/about.json"), '{ "en": { "meta": ');
    edit("content/pages/partnership.json", (data) => {
      delete data.id;
    });
    edit("content/pages/gallery.json", (data) => {
      data.en.reviews.items[0].package = "kyoto-by-night";
      data.id.reviews.items[0].package = "kyoto-by-night";
    });
    edit(tokyo, (data) => {
      data.en.image.file = "tokyo-night.jpg";
      data.id.image.file = "tokyo-night.jpg";
    });
    const found = messages(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/pages\/about\.json: is not valid JSON/),
        'content/pages/partnership.json: has no Indonesian version ("id": { … })',
        expect.stringMatching(
          /^content\/pages\/gallery\.json, English: reviews, items, item 1: names the package "kyoto-by-night", which has no file/,
        ),
        `${tokyo}, English: image, file: the picture tokyo-night.jpg is not in app/assets/art (upload it in the CMS, or add the file there)`,
      ]),
    );
  });

  it("stops a build where one language misses a fact buyers compare, and lists the facts still to give", async () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      delete data.id.facts.departures;
    });
    expect(messages(root)).toEqual([
      `${tokyo}, Indonesian: facts, departures: Departures is missing`,
    ]);
    const { placeholderFacts } = await import("./unpublished-facts.ts");
    expect(placeholderFacts(projectRoot)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^all packages: Deposit \(DP\), /),
        expect.stringMatching(/^Tokyo Discovery: .*Single room supplement/),
      ]),
    );
  });

  it("takes a package that gives every detail agencies show, and names a wrong one in plain words", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      Object.assign(data.en, structuredClone(fullPackageDetails.en));
      Object.assign(data.id, structuredClone(fullPackageDetails.id));
    });
    expect(messages(root)).toEqual([]);
    edit(tokyo, (data) => {
      for (const locale of ["en", "id"]) {
        data[locale].departureDates[0] = { date: "2027-13-02", status: "soon" };
      }
    });
    expect(messages(root)).toEqual(
      expect.arrayContaining([
        `${tokyo}, English: departureDates, item 1, date: Departure date (year-month-day) must be written as year-month-day, for example 2026-11-27`,
        `${tokyo}, English: departureDates, item 1, status: Seats must be one of "guaranteed", "available", "few-seats", "full", not "soon"`,
      ]),
    );
  });

  it("warns when facts that change were last checked more than six months ago", () => {
    const { root, edit } = contentCopy();
    edit(tokyo, (data) => {
      Object.assign(data.en, structuredClone(fullPackageDetails.en));
      Object.assign(data.id, structuredClone(fullPackageDetails.id));
    });
    const day = (file: string, group: "visa" | "payment"): string =>
      JSON.parse(readFileSync(join(root, file), "utf8")).en[group].checkedOn;
    const visaDay = day("content/pages/package-terms.json", "visa");
    const paymentDay = day(tokyo, "payment");
    const latest = [visaDay, paymentDay].sort().at(-1) ?? "";
    const earliest = [visaDay, paymentDay].sort()[0] ?? "";
    const sixMonthsAfter = (from: string, extraDays: number) => {
      const date = new Date(`${from}T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + 6);
      date.setUTCDate(date.getUTCDate() + extraDays);
      return date;
    };
    // Only the "checked on" warnings (departures and seat counts have their own: trip-cost-rules).
    const checkedOnWarnings = (today: Date) =>
      checkContentFiles(root, today).warnings.filter((warning) => warning.includes("last checked"));
    expect(checkedOnWarnings(sixMonthsAfter(earliest, 0))).toEqual([]);
    expect(checkedOnWarnings(sixMonthsAfter(latest, 1))).toEqual([
      `content/pages/package-terms.json, visa: last checked on ${visaDay}, more than 6 months ago. Check these facts again (they change), then set "Checked on" to the day you did.`,
      expect.stringMatching(
        new RegExp(`^${tokyo}, Payment terms: last checked on ${paymentDay}, more than 6 months`),
      ),
    ]);
  });

  it("refuses a package file name that cannot be a web address", () => {
    const { root } = contentCopy();
    cpSync(join(root, tokyo), join(root, "content/packages/Tokyo Night.json"));
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/packages\/Tokyo Night\.json: the file name is the package's address/,
      ),
    ]);
  });

  it("never crashes on any value in any field: every generated file gets plain messages", () => {
    const { root } = contentCopy();
    const original = JSON.parse(readFileSync(join(root, tokyo), "utf8"));
    const keys = Object.keys(original.en);
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.constantFrom("en", "id"),
        fc.jsonValue(),
        (key, locale, value) => {
          const data = structuredClone(original);
          data[locale][key] = value;
          writeFileSync(join(root, tokyo), JSON.stringify(data));
          const { problems } = checkContentFiles(root);
          for (const problem of problems) {
            expect(problem.file).toMatch(/^content\//);
            expect(problem.message.length).toBeGreaterThan(3);
          }
        },
      ),
      { numRuns: 60 },
    );
    // Each run checks the whole content copy; on a busy 2-core machine that takes seconds.
  }, 30_000);
});

describe("price warnings", () => {
  it("name only a price far below every other package's", () => {
    const prices = [
      { title: "A", priceIdr: 12_500_000 },
      { title: "B", priceIdr: 11_200_000 },
      { title: "C", priceIdr: 18_500_000 },
    ];
    expect(priceWarnings(prices)).toEqual([]);
    expect(priceWarnings([...prices, { title: "D", priceIdr: 1_480_000 }])).toHaveLength(1);
    expect(priceWarnings([{ title: "Only", priceIdr: 1_000_000 }])).toEqual([]);
  });
});

describe("a day in the content", () => {
  it("is a real day of the calendar, written year-month-day", async () => {
    const { checkedOn } = await import("../app/copy/schema/fields.ts");
    expect(checkedOn.safeParse("2026-11-27").success).toBe(true);
    expect(checkedOn.safeParse("2028-02-29").success).toBe(true);
    for (const wrong of ["2026-02-31", "2026-04-31", "27-11-2026", "2026-13-01", "abc"]) {
      expect(checkedOn.safeParse(wrong).success, wrong).toBe(false);
    }
  });
});
