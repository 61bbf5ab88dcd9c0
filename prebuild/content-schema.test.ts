// @vitest-environment node
/**
 * The content check (content-schema.ts) against copies of the real content with one thing broken
 * at a time, asserting the exact words the staff will read; then whole copies of the project with
 * broken files, through `prebuild/check-content.ts` as `npm run build` runs it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadedContent, loadContent, projectRoot } from "./content-loader.ts";
import {
  aboutIcons,
  checkContent,
  explainFailure,
  formatProblem,
  groupIcons,
  partnershipIcons,
} from "./content-schema.ts";

const today = new Date("2026-11-23T00:00:00Z");
let real: LoadedContent;

beforeAll(async () => {
  real = await loadContent();
}, 30_000);

// biome-ignore lint/suspicious/noExplicitAny: a test breaks the content in ways its types forbid
type Editable = any;

/** The problems of a copy of the real content after `breakIt`, as the build prints them. */
function problemsAfter(breakIt: (content: Editable) => void): string[] {
  const { source, ...data } = real;
  const copy = structuredClone(data) as Editable;
  breakIt(copy);
  return checkContent({ ...copy, source }, { today }).problems.map(formatProblem);
}

describe("the real content", () => {
  it("loads and passes every check", () => {
    expect(real.failures).toEqual([]);
    const { problems, checked } = checkContent(real, { today });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(checked.packages).toBe(4);
    expect(checked.languages).toBe(2);
    expect(checked.texts).toBeGreaterThan(1000);
    expect(checked.pictures).toBeGreaterThanOrEqual(19);
  });

  it("knows the icons the types allow", () => {
    const types = readFileSync(join(projectRoot, "app/content/types.ts"), "utf8");
    const union = (name: string) =>
      [...(new RegExp(`type ${name} =([^;]+);`).exec(types)?.[1] ?? "").matchAll(/"([^"]+)"/g)]
        .map((match) => match[1])
        .sort();
    expect(union("AboutIconName")).toEqual([...aboutIcons].sort());
    expect(union("PartnershipIconName")).toEqual([...partnershipIcons].sort());
    const group = /icon: ("[^;]+");/.exec(types.slice(types.indexOf("interface GroupTourCard")));
    expect([...(group?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort()).toEqual(
      [...groupIcons].sort(),
    );
  });
});

describe("package data (app/content/packages.ts, package-list.ts)", () => {
  it("wants whole rupiah in a plausible range", () => {
    expect(problemsAfter((c) => (c.packageData[0].priceIdr = 12_500_000.5))).toEqual([
      'app/content/packages.ts, package "tokyo-discovery": the price per person must be a whole number of rupiah between 1,000,000 and 200,000,000; it is 12500000.5.',
    ]);
    expect(problemsAfter((c) => (c.packageData[1].priceIdr = 148_000))).toEqual([
      'app/content/packages.ts, package "osaka-kyoto-heritage": the price per person must be a whole number of rupiah between 1,000,000 and 200,000,000; it is 148000.',
    ]);
    expect(problemsAfter((c) => (c.packageData[0].priceIdr = "12.500.000"))).toEqual([
      'app/content/packages.ts, package "tokyo-discovery": the price per person must be a whole number of rupiah between 1,000,000 and 200,000,000; it is "12.500.000". Write the number without quotes, like 12_500_000.',
    ]);
  });

  it("wants one day more than nights, and the texts to agree", () => {
    expect(problemsAfter((c) => (c.packageData[0].nights = 5))).toEqual([
      'app/content/packages.ts, package "tokyo-discovery": the package has 5 days and 5 nights; a tour has one day more than nights (5 nights make 6 days). Correct days or nights.',
      'app/content/en/tours.ts, package "tokyo-discovery": included: the nights listed ("4 nights in 4-star hotels") add up to 4, but the package has 5 nights in app/content/packages.ts. Make them agree.',
      'app/content/id/tours.ts, package "tokyo-discovery": included: the nights listed ("4 malam di hotel bintang 4") add up to 4, but the package has 5 nights in app/content/packages.ts. Make them agree.',
    ]);
    expect(
      problemsAfter(
        (c) =>
          (c.locales.id.localizedPackages[2].included[1] =
            "4 malam di hotel bintang 4 dan 1 malam di ryokan"),
      ),
    ).toEqual([
      'app/content/id/tours.ts, package "mount-fuji-hakone": included: the nights listed ("4 malam di hotel bintang 4 dan 1 malam di ryokan") add up to 5, but the package has 3 nights in app/content/packages.ts. Make them agree.',
    ]);
  });

  it("wants a length written in a text to be the package's", () => {
    expect(
      problemsAfter(
        (c) =>
          (c.locales.en.localizedPackages[1].description =
            "Six days and five nights: a 6-day, 4-night trip."),
      ),
    ).toEqual([
      'app/content/en/tours.ts, package "osaka-kyoto-heritage": the text "Six days and five nights: a 6-day, 4-night trip." gives 6 days and 4 nights, but the package has 6 days and 5 nights in app/content/packages.ts. Make them agree.',
    ]);
    // A highlight about part of the stay is not the package's length.
    expect(
      problemsAfter((c) =>
        c.locales.en.localizedPackages[1].highlights.push("2 nights in a Kyoto machiya"),
      ),
    ).toEqual([]);
  });

  it("wants a whole group size from 1 to 60, the one the texts give", () => {
    expect(problemsAfter((c) => (c.packageData[1].minPax = 0))).toEqual([
      'app/content/packages.ts, package "osaka-kyoto-heritage": the smallest group (minPax) must be a whole number of travelers from 1 to 60; it is 0.',
    ]);
    expect(
      problemsAfter((c) =>
        c.locales.en.localizedPackages[3].highlights.push("Minimum 12 people per group"),
      ),
    ).toEqual([
      'app/content/en/tours.ts, package "hokkaido-winter-wonderland": the text "Minimum 12 people per group" gives a smallest group of 12, but the package departs with 15 (minPax in app/content/packages.ts). Make them agree.',
    ]);
  });

  it("wants a season the languages have a name for", () => {
    expect(problemsAfter((c) => (c.packageData[3].season = "summer"))).toEqual([
      'app/content/packages.ts, package "hokkaido-winter-wonderland": the season must be "all-year", "spring-autumn" or "winter"; it is "summer".',
    ]);
    expect(problemsAfter((c) => delete c.locales.id.packageWords.seasons.winter)).toEqual([
      'app/content/id/ui.ts, packageWords › seasons: the season "winter" has no name in Bahasa Indonesia. Add it.',
    ]);
  });

  it("wants unique, URL-safe slugs", () => {
    expect(
      problemsAfter((c) => {
        // Renamed everywhere, as the language files would follow packages.ts.
        c.packageData[0].slug = "Tokyo Discovery";
        c.packageList[0].slug = "Tokyo Discovery";
        for (const locale of ["en", "id"])
          c.locales[locale].localizedPackages[0].slug = "Tokyo Discovery";
      }),
    ).toEqual([
      'app/content/packages.ts, package "Tokyo Discovery": the web address name (slug) must use only lowercase letters a–z, digits and single hyphens, like "tokyo-discovery"; it is "Tokyo Discovery".',
      'app/content/package-list.ts, package "Tokyo Discovery": the web address name (slug) must use only lowercase letters a–z, digits and single hyphens, like "tokyo-discovery"; it is "Tokyo Discovery".',
      // The links built from the old name, as this copy still holds them.
      'app/content/en/shell.ts, footer › popularPackages › "Tokyo Discovery" › to: this link goes to the package "tokyo-discovery" on the tours page, but there is no package with that web address name.',
      'app/content/en/home.ts, featured › packages › "Tokyo Discovery" › detailsTo: this link goes to the package "tokyo-discovery" on the tours page, but there is no package with that web address name.',
      'app/content/id/shell.ts, footer › popularPackages › "Jelajah Tokyo" › to: this link goes to the package "tokyo-discovery" on the tours page, but there is no package with that web address name.',
      'app/content/id/home.ts, featured › packages › "Jelajah Tokyo" › detailsTo: this link goes to the package "tokyo-discovery" on the tours page, but there is no package with that web address name.',
    ]);
    expect(
      problemsAfter((c) => {
        c.packageData[2].slug = "tokyo-discovery";
        c.packageList[2].slug = "tokyo-discovery";
      }),
    ).toContain(
      'app/content/packages.ts, package "tokyo-discovery": the web address name (slug) "tokyo-discovery" is used by more than one package; each package needs its own.',
    );
  });

  it("wants package-list.ts to list the same packages in the same order, with their pictures", () => {
    expect(problemsAfter((c) => c.packageList.reverse())).toEqual([
      "app/content/package-list.ts: the packages must be in the same order as in app/content/packages.ts. Here: hokkaido-winter-wonderland, mount-fuji-hakone, osaka-kyoto-heritage, tokyo-discovery. In packages.ts: tokyo-discovery, osaka-kyoto-heritage, mount-fuji-hakone, hokkaido-winter-wonderland.",
    ]);
    expect(problemsAfter((c) => c.packageList.pop())).toEqual([
      'app/content/package-list.ts, package "hokkaido-winter-wonderland": this package is in app/content/packages.ts but not in this list. Add it here, at the same place as in packages.ts, with its picture.',
    ]);
    expect(problemsAfter((c) => (c.packageList[0].image = "tokio.svg"))).toEqual([
      'app/content/package-list.ts, package "tokyo-discovery": the picture "tokio.svg" is not in app/assets/art/. Check the file name, or add the picture there.',
      'app/content/package-list.ts, package "tokyo-discovery": the picture here is "tokio.svg", but app/content/packages.ts shows "tokyo.svg" for this package. Use the same picture in both files.',
    ]);
    expect(problemsAfter((c) => (c.packageList[1].image = "Osaka Kyoto.PNG"))).toContain(
      'app/content/package-list.ts, package "osaka-kyoto-heritage": the picture must be a file name like "tokyo.svg" (lowercase, ending in .svg, .jpg, .png, .webp or .avif); it is "Osaka Kyoto.PNG".',
    );
  });
});

describe("package texts (app/content/<language>/tours.ts)", () => {
  it("wants as many highlights as the tours page shows", () => {
    expect(problemsAfter((c) => c.locales.id.localizedPackages[2].highlights.splice(4))).toEqual([
      'app/content/id/tours.ts, package "mount-fuji-hakone": highlights: the tours page shows 6 highlights, this package has 4. Add 2.',
    ]);
    expect(problemsAfter((c) => (c.locales.en.localizedPackages[0].highlights[2] = " "))).toEqual([
      'app/content/en/tours.ts, package "tokyo-discovery": highlights: highlight 3 is empty. Write it, or remove the empty line.',
    ]);
  });

  it("wants at least one included item", () => {
    expect(problemsAfter((c) => (c.locales.en.localizedPackages[3].included = []))).toEqual([
      'app/content/en/tours.ts, package "hokkaido-winter-wonderland": included: the list of what the price includes is empty. Add at least one item.',
    ]);
  });

  it("wants a title, a description and the picture's description in each language", () => {
    expect(
      problemsAfter((c) => {
        c.locales.id.localizedPackages[1].title = "";
        c.locales.en.localizedPackages[1].description = undefined;
        c.locales.en.localizedPackages[1].image.alt = "";
      }),
    ).toEqual([
      'app/content/en/tours.ts, package "osaka-kyoto-heritage": the picture has no description (imageAlt). Describe what it shows, in English, for visitors who cannot see it.',
      'app/content/en/tours.ts, package "osaka-kyoto-heritage": the description is missing. Write it in English.',
      'app/content/id/tours.ts, package "osaka-kyoto-heritage": the title is empty. Write the package\'s name in Bahasa Indonesia.',
    ]);
  });

  it("wants every package in both languages", () => {
    expect(problemsAfter((c) => c.locales.id.localizedPackages.splice(3, 1))).toEqual([
      'app/content/id/tours.ts, package "hokkaido-winter-wonderland": this package has no text in Bahasa Indonesia. Copy its block from app/content/en/tours.ts and translate it, keeping the name "hokkaido-winter-wonderland".',
    ]);
  });

  it("wants the words around the numbers to keep their placeholders", () => {
    expect(problemsAfter((c) => (c.locales.en.packageWords.groupSize = "Min pax"))).toEqual([
      "app/content/en/ui.ts, packageWords › groupSize: this sentence must contain {count}, written exactly like that: the site puts the value there.",
    ]);
  });
});

describe("page texts (app/content/<language>/*.ts)", () => {
  it("wants every text present and not empty", () => {
    expect(
      problemsAfter((c) => {
        delete c.locales.en.pages.contact.hero.intro;
        c.locales.id.pages.contact.faq.items[2].answer = "  ";
        c.locales.id.pages.home.meta.title = "";
      }),
    ).toEqual([
      "app/content/en/contact.ts, hero › intro: this text is missing. Add it in English.",
      "app/content/id/home.ts, meta › title: the page title is empty. Write it in Bahasa Indonesia.",
      'app/content/id/contact.ts, faq › items › "Apakah paket tur dapat disesuaikan?" › answer: this text is empty. Write it in Bahasa Indonesia.',
    ]);
  });

  it("wants a description of at most 160 characters", () => {
    expect(
      problemsAfter(
        (c) =>
          (c.locales.en.pages.about.meta.description += " Our office in Jakarta welcomes you."),
      ),
    ).toEqual([
      "app/content/en/about.ts, meta › description: the page description is 185 characters long; search results and link previews show at most 160. Shorten it by 25.",
    ]);
    expect(
      problemsAfter((c) => {
        c.locales.en.packages["hokkaido-winter-wonderland"].meta.description +=
          " Book your winter trip today!";
      }),
    ).toEqual([
      'app/content/en/package.ts, package "hokkaido-winter-wonderland" › metaDescription: the page description is 177 characters long; search results and link previews show at most 160. Shorten it by 17. It is metaDescription filled in with this package\'s title (from app/content/en/tours.ts), length, group size and price: shorten the sentence or the title.',
    ]);
  });

  it("wants alt text on every picture", () => {
    expect(
      problemsAfter((c) => {
        c.locales.id.pages.gallery.photos.items[1].image.alt = "";
        c.locales.en.pages.home.hero.image.alt = "";
        c.locales.en.pages.tours.meta.imageAlt = "";
        for (const item of c.locales.id.pages.home.testimonials.items) item.image.alt = "";
      }),
    ).toEqual([
      "app/content/en/home.ts, hero › image › alt: this picture has no description (alt text). Describe what it shows, in English, for visitors who cannot see it.",
      "app/content/en/tours-page.ts, meta › imageAlt: the share picture has no description (imageAlt). Describe the picture, in English, for visitors who cannot see it.",
      "app/content/id/ui.ts, portraitAlt: this picture has no description (alt text). Describe what it shows, in Bahasa Indonesia, for visitors who cannot see it.",
      'app/content/id/gallery.ts, photos › items › "Seribu Gerbang Torii" › image › alt: this picture has no description (alt text). Describe what it shows, in Bahasa Indonesia, for visitors who cannot see it.',
    ]);
  });

  it("takes a photo's placeholder only as the colours the photo pipeline writes", () => {
    const photoLike = (placeholder: string) => ({ placeholder, srcset: "/assets/a-1.jpg 400w" });
    expect(
      problemsAfter((c) => {
        Object.assign(c.locales.en.pages.home.hero.image, photoLike("linear-gradient(#aabbcc,)"));
        Object.assign(
          c.locales.id.pages.home.hero.image,
          photoLike("url(https://tracker.example/p.gif)"),
        );
      }),
    ).toEqual([
      "app/content/en/home.ts, hero › image › placeholder: the photo's preview (placeholder) must be the colours the build reads from the photo; import the photo with ?photo.",
      "app/content/id/home.ts, hero › image › placeholder: the photo's preview (placeholder) must be the colours the build reads from the photo; import the photo with ?photo.",
    ]);
    expect(
      problemsAfter((c) => {
        Object.assign(
          c.locales.en.pages.home.hero.image,
          photoLike("linear-gradient(#aabbcc,#112233,#445566)"),
        );
      }).filter((problem) => problem.includes("placeholder")),
    ).toEqual([]);
  });

  it("wants ratings of 1 to 5 whole stars and real months", () => {
    expect(
      problemsAfter((c) => {
        c.locales.en.pages.gallery.reviews.items[2].rating = 4.5;
        c.locales.id.pages.home.testimonials.items[0].rating = 6;
        c.locales.en.pages.gallery.reviews.items[0].dateTime = "2026-13";
        c.locales.en.pages.gallery.reviews.items[1].dateTime = "2027-01";
      }),
    ).toEqual([
      'app/content/gallery.ts, review by "Hendra Wijaya": the travel month must be written as year and month, like "2026-04"; it is "2026-13".',
      'app/content/gallery.ts, review by "Aisyah Putri": the travel month 2027-01 is in the future; a review is about a trip already made.',
      'app/content/gallery.ts, review by "Rizky Pratama": the rating must be a whole number of stars from 1 to 5; it is 4.5.',
      'app/content/testimonials.ts, testimonial by "Rina Wulandari": the rating must be a whole number of stars from 1 to 5; it is 6.',
    ]);
  });

  it("wants links inside the site to start with / and stay in their language", () => {
    expect(
      problemsAfter((c) => {
        c.locales.id.pages.about.closing.primaryLink.to = "/contact";
        c.locales.en.shell.header.navigation[1].to = "/id/about";
        c.locales.en.pages.home.cta.button.to = "/contakt";
        c.locales.en.pages.home.welcome.link.to = "about";
        c.locales.en.shell.footer.popularPackages[0].to = "/tours#tokyo";
      }),
    ).toEqual([
      'app/content/en/shell.ts, header › navigation › "About Us" › to: links on the English pages must not start with "/id" (that is where the Indonesian pages are); this one goes to "/id/about".',
      'app/content/en/shell.ts, footer › popularPackages › "Tokyo Discovery" › to: this link goes to the package "tokyo" on the tours page, but there is no package with that web address name.',
      'app/content/en/home.ts, welcome › link › to: a link inside the site must start with "/"; it is "about".',
      'app/content/en/home.ts, cta › button › to: this link goes to "/contakt", which is not a page of the site. Check the spelling.',
      'app/content/id/about.ts, closing › primaryLink › to: links on the Indonesian pages must start with "/id"; this one goes to "/contact", a page in another language. Write "/id/contact".',
    ]);
  });

  it("wants sentences with values to keep their placeholders, and no others", () => {
    expect(
      problemsAfter((c) => {
        c.locales.id.shell.ui.ratingLabel = "Nilai {rating} bintang";
        c.locales.en.shell.footer.copyright = "© {yaer} Gateway Japan Tours.";
        c.locales.en.pages.contact.faq.items[1].answer = "Book {weeks} weeks ahead.";
      }),
    ).toEqual([
      "app/content/en/shell.ts, footer › copyright: this sentence uses {yaer}, which the site cannot fill in, and lacks {year}. It must contain {year}, written exactly like that: the site puts the values there.",
      'app/content/en/contact.ts, faq › items › "How far in advance should I book?" › answer: this text contains {weeks}, which the site never fills in here. Remove the curly brackets.',
      "app/content/id/ui.ts, ui › ratingLabel: this sentence must contain {max}, written exactly like that: the site puts the value there.",
    ]);
  });

  it("wants known icons and every partnership program in each language", () => {
    expect(
      problemsAfter((c) => {
        c.locales.en.pages.about.values.cards[0].icon = "rocket";
        c.locales.id.pages.partnership.programs.programs.pop();
      }),
    ).toEqual([
      'app/content/en/about.ts, values › cards › "Mission" › icon: this must be "target", "eye", "gem", "heart-handshake", "map-pinned", "heart", "shield-check", "graduation-cap", "user-round-check", "badge-percent" or "headset"; it is "rocket".',
      'app/content/id/partnership.ts, programs › programs: the program "joint-promotion" is missing; the contact page offers it, so describe it here in Bahasa Indonesia.',
    ]);
  });
});

describe("company facts (app/content/site.ts)", () => {
  it("wants numbers and addresses in a form that works", () => {
    expect(
      problemsAfter((c) => {
        c.siteConfig.whatsappNumber = "+62 812 3456 7890";
        c.siteConfig.emailBookings = "booking@gateway";
        c.siteConfig.phoneDisplay = "+62 21 5555 1234";
        c.siteConfig.business.nib = "12345";
      }),
    ).toEqual([
      'app/content/site.ts, whatsappNumber: the WhatsApp number must be written in digits only, in international form with the country code and without "+", spaces or a leading 0, like 6281234567890; it is "+62 812 3456 7890".',
      'app/content/site.ts, emailBookings: this email address is not valid; write it like name@example.com. It is "booking@gateway".',
      'app/content/site.ts, business › nib: the business ID (NIB) must be 13 digits; it is "12345".',
      'app/content/site.ts, phoneDisplay: the phone number shown ("+62 21 5555 1234") and the one used for calling (phoneE164, "+622100000000") are not the same number.',
    ]);
  });
});

it("lists every problem at once", () => {
  expect(
    problemsAfter((c) => {
      c.packageData[0].priceIdr = 12_500_000.5;
      c.locales.id.localizedPackages[2].highlights.splice(4);
      c.locales.id.pages.home.meta.title = "";
    }),
  ).toEqual([
    'app/content/packages.ts, package "tokyo-discovery": the price per person must be a whole number of rupiah between 1,000,000 and 200,000,000; it is 12500000.5.',
    'app/content/id/tours.ts, package "mount-fuji-hakone": highlights: the tours page shows 6 highlights, this package has 4. Add 2.',
    "app/content/id/home.ts, meta › title: the page title is empty. Write it in Bahasa Indonesia.",
  ]);
});

describe("a file that cannot be loaded", () => {
  const context = () => ({ packageData: real.packageData, source: real.source });

  it("points at the line of a syntax mistake", () => {
    // The file's first `title:` line, wherever the content has it.
    const lines = readFileSync(join(projectRoot, "app/content/en/about.ts"), "utf8").split("\n");
    const lineNumber = lines.findIndex((line) => line.includes("title:")) + 1;
    const message = [
      "Transform failed with 1 error:",
      "",
      "[PARSE_ERROR] Expected `,` or `}` but found `Identifier`",
      `    ╭─[ app/content/en/about.ts:${lineNumber}:5 ]`,
    ].join("\n");
    const problem = explainFailure(
      { file: "app/content/en/about.ts", at: { file: "app/content/en/about.ts" }, message },
      context(),
    );
    expect(formatProblem(problem)).toBe(
      `app/content/en/about.ts, line ${lineNumber}: this file cannot be read: a comma, quote or bracket is probably missing or extra here (the exact complaint: Expected \`,\` or \`}\` but found \`Identifier\`). The line reads: ${lines[lineNumber - 1]?.trim()}`,
    );
  });

  it("names a picture that does not exist", () => {
    const problem = explainFailure(
      {
        file: "app/content/en/gallery.ts",
        message:
          "Cannot find module '~/assets/art/gallery-nara-dear.svg' imported from '/somewhere/app/content/gallery.ts'",
      },
      context(),
    );
    expect(formatProblem(problem)).toBe(
      'app/content/gallery.ts: the picture "gallery-nara-dear.svg" is not in app/assets/art/. Check the file name (every letter, dash and the ending must match), or add the picture there.',
    );
  });

  it("says which sentence uses an unknown placeholder, and where it is", () => {
    const problem = explainFailure(
      {
        file: "app/content/en/package.ts",
        message: 'No value for {titel} in "{titel}: {duration} from Jakarta"',
      },
      {
        ...context(),
        sourceFiles: ["app/content/en/package.ts"],
        source: () =>
          'const a = 1;\nexport const copies = x({\n  metaTitle: "{titel}: {duration} from Jakarta",',
      },
    );
    expect(formatProblem(problem)).toBe(
      'app/content/en/package.ts, line 3: the sentence "{titel}: {duration} from Jakarta" uses {titel}, which the site cannot fill in here. Keep the words in curly brackets exactly as they were; check the spelling.',
    );
  });

  it("falls back to the error itself", () => {
    const problem = explainFailure(
      { file: "app/content/en/home.ts", message: "Something unexpected\n    at stack" },
      context(),
    );
    expect(formatProblem(problem)).toBe(
      "app/content/en/home.ts: the build could not read this file: Something unexpected If this does not tell you what to fix, ask a developer.",
    );
  });
});

describe("prebuild/check-content.ts, as npm run build runs it", () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  /** A copy of the project's content with some files edited. */
  function projectWith(edits: Record<string, (text: string) => string>): string {
    const root = mkdtempSync(join(tmpdir(), "content-check-"));
    roots.push(root);
    cpSync(join(projectRoot, "app"), join(root, "app"), { recursive: true });
    cpSync(join(projectRoot, "tsconfig.json"), join(root, "tsconfig.json"));
    for (const [file, edit] of Object.entries(edits)) {
      const path = join(root, file);
      const before = readFileSync(path, "utf8");
      const after = edit(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing`);
      writeFileSync(path, after);
    }
    return root;
  }

  const check = (root?: string) =>
    spawnSync(process.execPath, [join(projectRoot, "prebuild/check-content.ts")], {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, ...(root ? { CONTENT_ROOT: root } : {}) },
    });

  it("prints one line for the real content", () => {
    const result = check();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^content: 4 packages, [\d,]+ texts and \d+ pictures checked in 2 languages \(\d+\.\d s\)\n$/,
    );
  }, 30_000);

  it("accepts photos in place of art, and stops on a photo the build would send at full size", async () => {
    const root = projectWith({
      // The hero becomes a photo through the pipeline, in both languages…
      "app/content/en/home.ts": (text) =>
        text
          .replace(
            'import heroArt from "~/assets/art/hero.svg";',
            'import heroPhoto from "~/assets/art/hero.jpg?photo";',
          )
          .replace(/src: heroArt,([\s\S]*?)\s*width: 1200,\s*height: 800,/, "...heroPhoto,$1"),
      "app/content/id/home.ts": (text) =>
        text
          .replace(
            'import heroArt from "~/assets/art/hero.svg";',
            'import heroPhoto from "~/assets/art/hero.jpg?photo";',
          )
          .replace(/src: heroArt,([\s\S]*?)\s*width: 1200,\s*height: 800,/, "...heroPhoto,$1"),
      // …but a package's photo is imported as a plain file.
      "app/content/packages.ts": (text) =>
        text.replace('from "~/assets/art/tokyo.svg"', 'from "~/assets/art/tokyo.jpg"'),
      "app/content/package-list.ts": (text) =>
        text.replace('image: "tokyo.svg"', 'image: "tokyo.jpg"'),
    });
    for (const name of ["hero.jpg", "tokyo.jpg"]) {
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#4a6fa5" } })
        .jpeg()
        .toFile(join(root, "app/assets/art", name));
    }
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "The site's content has 2 problems. Nothing was built: fix them and run npm run build again.",
    );
    expect(result.stderr).toContain(
      'app/content/packages.ts, package "tokyo-discovery": the photo "tokyo.jpg" would be sent to every visitor at full size. Let the build make small, fast versions of it: add ?photo at the end of its import line (import myPhoto from "~/assets/art/tokyo.jpg?photo"; ?portrait for a traveller\'s portrait) and write image: myPhoto, with no width and height; the build reads them from the photo.',
    );
    expect(result.stderr).toContain(
      'app/content/pages.ts, page "home": the home page\'s hero is the photo "hero.jpg" (app/content/en/home.ts), but its share picture (shareArt) is "hero.svg". Write shareArt: "hero.jpg", so that links to the home page show the photo too.',
    );
  }, 30_000);

  it("stops the build with every problem, even in files that cannot be loaded", () => {
    // The first package's price, whatever it is, made a fraction of a rupiah.
    let brokenPrice = "";
    const root = projectWith({
      "app/content/packages.ts": (text) =>
        text.replace(/priceIdr: ([\d_]+)/, (_line, price: string) => {
          brokenPrice = `${price.replaceAll("_", "")}.5`;
          return `priceIdr: ${price}.5`;
        }),
      "app/content/en/home.ts": (text) => text.replace("badge: `Official", "badge `Official"),
      "app/content/id/tours.ts": (text) =>
        text.slice(0, text.indexOf('  "hokkaido-winter-wonderland": {')) +
        text.slice(text.indexOf("};\n\n/** The packages in Indonesian. */")),
      "app/content/en/ui.ts": (text) => text.replace("{nights} Nights", "{nigths} Nights"),
      "app/content/gallery.ts": (text) =>
        text.replace("gallery-nara-deer.svg", "gallery-nara-dear.svg"),
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    // The line as the file has it, a template string with its own placeholder.
    const line23 = ["badge `Official Affiliate of $", "{siteConfig.partnerName}`,"].join("");
    expect(result.stderr).toBe(
      [
        "",
        "The site's content has 5 problems. Nothing was built: fix them and run npm run build again.",
        "",
        `  1. app/content/packages.ts, package "tokyo-discovery": the price per person must be a whole number of rupiah between 1,000,000 and 200,000,000; it is ${brokenPrice}.`,
        "  2. app/content/en/ui.ts, packageWords › duration: this sentence uses {nigths}, which the site cannot fill in, and lacks {nights}. It must contain {days} and {nights}, written exactly like that: the site puts the values there.",
        `  3. app/content/en/home.ts, line 23: this file cannot be read: a comma, quote or bracket is probably missing or extra here (the exact complaint: Expected \`,\` or \`}\` but found \`$\{\`). The line reads: ${line23}`,
        '  4. app/content/gallery.ts: the picture "gallery-nara-dear.svg" is not in app/assets/art/. Check the file name (every letter, dash and the ending must match), or add the picture there.',
        '  5. app/content/id/tours.ts, package "hokkaido-winter-wonderland": this package has no text in Bahasa Indonesia. Copy its block from app/content/en/tours.ts and translate it, keeping the name in quotes as it is.',
        "",
        "docs/content-guide.md explains how to change the content and what each message means.",
        "",
        "",
      ].join("\n"),
    );
  }, 30_000);
});
