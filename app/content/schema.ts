/**
 * The one description of the site's content: every file in content/ (see docs/content-guide.md).
 * From these schemas come the TypeScript types the pages use (`z.infer`), the build's content check
 * (prebuild/content-check-cli.ts) and the CMS's fields (editor/cms-config.ts).
 *
 * A page or package file holds one object per language, `{ "en": {...}, "id": {...} }`, each
 * described by the same schema. Fields marked `same()` hold language-neutral facts (a price, a
 * picture, a rating): the CMS copies them to the other language and the check refuses a file whose
 * two languages disagree. `title` and `description` in `.meta()` are the CMS's label and hint.
 *
 * Only types leave this module for the pages: zod itself never reaches a visitor's browser.
 */
import { z } from "zod";
import { aboutIcons } from "./about-icons.ts";
import { programKeys, topicKeys } from "./choice-keys.ts";
import { groupIcons } from "./group-icons.ts";
import { type PageKey, pageKeys } from "./pages.ts";
import { partnershipIcons } from "./partnership-icons.ts";
import {
  departureSeats,
  tripCostFields,
  tripCostWords,
  upcomingDeparturesWords,
} from "./trip-cost-schema.ts";

/** Placeholders every text may use; the build fills them from content/site.json (and the meal promise). */
export const siteTextPlaceholders = [
  "brandName",
  "partnerName",
  "assistantName",
  "socialNetworkName",
  "meals",
  "mealsIncluded",
  "mealsAnswer",
] as const;

/** Hints shared by many fields. */
const hint = {
  template: (required: readonly string[], optional: readonly string[]) =>
    [
      `Keep ${required.map((name) => `{${name}}`).join(", ")}: the site fills ${required.length > 1 ? "them" : "it"} in.`,
      optional.length > 0
        ? `You may also use ${optional.map((name) => `{${name}}`).join(", ")}.`
        : "",
    ]
      .join(" ")
      .trim(),
};

/** A visible text: not empty. Its placeholders are checked by prebuild/content-check-cli.ts. */
export const text = (title?: string, description?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ ...(title ? { title } : {}), ...(description ? { description } : {}) });

/** A longer text: the CMS gives it a text area. */
export const paragraph = (title?: string) => text(title).meta({ widget: "text" });

/**
 * A sentence the site completes at run time: `{price}` in "Starting from {price}". It must keep the
 * `required` placeholders and may use the `optional` ones.
 */
export const template = (
  required: readonly string[],
  optional: readonly string[] = [],
  title?: string,
) =>
  text(title, hint.template(required, optional)).meta({
    placeholders: [...required, ...optional],
    required: [...required],
  });

/** A language-neutral fact, the same in both languages (the CMS copies it across). */
export const same = <T extends z.ZodType>(schema: T) => schema.meta({ same: true });

const wholeNumber = (min: number, max: number, title: string, description?: string) =>
  same(
    z
      .number()
      .int()
      .min(min)
      .max(max)
      .meta({ title, ...(description ? { description } : {}) }),
  );

/** A file in app/assets/art: an SVG drawing or a photo (JPEG, PNG, WebP, AVIF). */
export const pictureFile = same(
  z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]*\.(svg|jpe?g|png|webp|avif)$/,
      "must be a file name in lower case (letters, digits, - . _), ending in .svg, .jpg, .png, .webp or .avif",
    )
    .meta({
      title: "Picture",
      widget: "image",
      description: "A photo (JPEG, at least 1280 px wide) or a drawing (SVG).",
    }),
);

/** A picture with its description for people who cannot see it. */
export const picture = z.object({
  file: pictureFile,
  alt: text(
    "Picture description",
    "What the picture shows, for people who cannot see it (one sentence).",
  ),
});

/** A traveler's portrait: its description is written by the site ("Portrait of {name}"). */
export const portrait = z.object({ file: pictureFile });

/** A link to a page of the site. */
export const link = z.object({
  page: same(z.enum(pageKeys).meta({ title: "Page" })),
  label: text("Link text"),
});

export const pageMeta = z.object({
  title: text("Title in search results"),
  description: paragraph("Description in search results and link previews"),
  imageAlt: text("Share image description"),
});

export const hero = z.object({ title: text("Title"), intro: paragraph("Introduction") });

export const section = z.object({
  eyebrow: text("Small heading above the title"),
  title: text("Title"),
  intro: paragraph("Introduction"),
});

const list = <T extends z.ZodType>(item: T, title?: string) =>
  z
    .array(item)
    .min(1)
    .meta(title ? { title } : {});

/** A figure of the home and gallery pages: "5,000+", "4.9/5", "98%". */
export const figure = z.object({
  kind: same(z.enum(["count", "rating", "percent"]).meta({ title: "Kind of figure" })),
  value: same(z.number().positive().meta({ title: "Value" })),
  outOf: same(z.number().int().positive().optional().meta({ title: "Out of (ratings)" })),
  label: text("Label"),
});

export const rating = same(z.number().int().min(1).max(5).meta({ title: "Stars (1–5)" }));

/** A traveler who wrote to us: a testimonial on the home page, a review in the gallery. */
const traveler = z.object({
  name: same(text("Name")),
  location: text("City"),
  image: portrait,
  rating,
});

export const seasons = ["all-year", "spring-autumn", "winter"] as const;

/** Prices below this are refused: a price this low has lost a digit or more. */
export const priceRange = { min: 1_000_000, max: 200_000_000 } as const;

/**
 * A fact a buyer compares before paying (a deposit, a date, a baggage allowance), in whole
 * sentences. A sentence holding a part only the company can give, in square brackets ("Baggage
 * allowance: [baggage allowance]."), is left off the page; the words in the brackets join the one
 * line that lists what the quotation states, and the build lists it.
 */
export const fact = (title: string, description?: string) =>
  paragraph(title).meta({
    placeholders: ["minPax"],
    required: [],
    description: [
      description,
      'Write whole sentences. Put a sentence whose fact only the company can give in [square brackets] naming it ("[baggage allowance]"): the page leaves that sentence off and names it in the line of what the quotation states; the build lists it.',
    ]
      .filter(Boolean)
      .join(" "),
  });

/** A day: "2026-11-27". The content check warns when a "checked on" date is over six months old. */
export const isoDate = (title: string, description?: string) =>
  same(
    z
      .string()
      .regex(
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        "must be written as year-month-day, for example 2026-11-27",
      )
      // 2026-02-31 has the shape of a day but is none: the page would say 3 March.
      .refine((day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return Number.isNaN(date.getTime()) || date.toISOString().startsWith(day);
      }, "is not a day of the calendar (check the month's last day)")
      .meta({ title, ...(description ? { description } : {}) }),
  );

/** When staff last checked a fact that changes (visa rules, payment terms): the page shows it. */
export const checkedOn = isoDate(
  "Checked on (year-month-day)",
  "The day you last checked these facts. The build warns once it is more than six months old.",
);

/** What one package's page says besides its program, in the order a buyer compares them. */
const packageFacts = z.object({
  notIncluded: list(text(), "Not included"),
  departures: fact("Departures", "Dates, or when the package departs on request."),
  flights: fact("Flights and baggage"),
  hotels: fact("Hotel standard"),
  singleRoom: fact("Single room supplement"),
});

const rupiah = (title: string) =>
  wholeNumber(0, priceRange.max, title, "Digits only, for example 2500000 for Rp2.500.000.");

/** The rows of a package's price table: by room and by age. */
export const priceRows = [
  "twin",
  "triple",
  "childWithBed",
  "childNoBed",
  "infant",
  "singleSupplement",
] as const;

export const departureStatuses = ["guaranteed", "available", "few-seats", "full"] as const;

/**
 * What Indonesian agencies show on a package, each optional: the page shows a part once it is
 * given and has no empty section for one that is not. None is invented: only the company's own.
 */
const packageDetails = {
  itinerary: list(
    z.object({
      title: text("Day's title"),
      places: text("Places visited"),
      meals: z
        .object({
          breakfast: same(z.boolean().meta({ title: "Breakfast (B)" })),
          lunch: same(z.boolean().meta({ title: "Lunch (L)" })),
          dinner: same(z.boolean().meta({ title: "Dinner (D)" })),
        })
        .meta({ title: "Meals included" }),
    }),
    "Itinerary, day by day",
  ).optional(),
  prices: list(
    z.object({
      row: same(z.enum(priceRows).meta({ title: "Room or age" })),
      priceIdr: rupiah("Price per person (rupiah)"),
    }),
    "Prices by room and age",
  ).optional(),
  departureDates: list(
    z.object({
      date: isoDate("Departure date (year-month-day)"),
      status: same(z.enum(departureStatuses).meta({ title: "Seats" })),
      ...departureSeats,
    }),
    "Departure dates",
  ).optional(),
  flight: z
    .object({ airline: same(text("Airline")), route: text("Route") })
    .meta({ title: "Airline and route" })
    .optional(),
  hotelList: list(
    z.object({ city: text("City"), hotel: text("Hotel, or its class") }),
    "Hotels by city",
  ).optional(),
  payment: z
    .object({
      depositIdr: rupiah("Deposit (DP) per person (rupiah)"),
      balanceDays: wholeNumber(1, 365, "Balance (pelunasan): days before departure"),
      cancellation: list(
        z.object({
          daysBefore: wholeNumber(0, 365, "From this many days before departure"),
          charge: text("Charge", "For example: 50% of the tour price."),
        }),
        "Cancellation charges",
      ),
      checkedOn,
    })
    .meta({ title: "Payment terms" })
    .optional(),
  ...tripCostFields(isoDate),
};

/** A package, one file per package in content/packages/ (the file name is its address). */
export const packageSchema = z.object({
  order: wholeNumber(1, 99, "Position in lists", "1 is shown first."),
  title: text("Package name"),
  image: picture,
  days: wholeNumber(1, 60, "Days"),
  nights: wholeNumber(0, 59, "Nights"),
  minPax: wholeNumber(1, 60, "Smallest group (people)"),
  season: same(z.enum(seasons).meta({ title: "Season" })),
  priceIdr: wholeNumber(
    priceRange.min,
    priceRange.max,
    "Starting price per person (rupiah)",
    "Digits only, for example 12500000 for Rp12.500.000.",
  ),
  description: paragraph("Description"),
  highlights: list(text(), "Highlights"),
  included: list(text(), "Included"),
  facts: packageFacts.meta({ title: "Facts buyers compare" }),
  ...packageDetails,
});

/**
 * The names of an icon table (app/content/*-icons.ts), in its order: the icons staff choose from.
 * Each name is written once, beside its shape.
 */
const iconNames = <T extends object>(icons: T) =>
  // Object.keys is typed as any string: these are the table's own keys.
  Object.keys(icons) as Array<keyof T & string>;

/**
 * A card with an icon. Its icon is the same in both languages unless the cards' order may differ
 * by language (Indonesian companies write "Visi" before "Misi").
 */
const card = <T extends object>(icons: T, orderByLanguage = false) => {
  const icon = z.enum(iconNames(icons)).meta({ title: "Icon" });
  return z.object({
    icon: orderByLanguage ? icon : same(icon),
    title: text("Title"),
    description: paragraph("Description"),
  });
};

const cta = z.object({ title: text("Title"), text: paragraph("Text"), button: link });

const labels = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>,
  );

/** Site-wide texts: header, footer, chat button, words around the packages, error pages. */
export const shellSchema = z.object({
  header: z.object({
    skipToContent: text(),
    homeLink: link,
    primaryNavLabel: text(),
    openMenu: text(),
    closeMenu: text(),
    planTrip: link,
  }),
  pageNames: labels(pageKeys).meta({ title: "Page names (menu and footer)" }),
  languageSwitch: z.object({ label: text(), short: text() }),
  footer: z.object({
    about: paragraph(),
    quickLinksTitle: text(),
    popularPackagesTitle: text(),
    contactTitle: text(),
    contactPageLink: link,
    phoneLabel: text(),
    emailLabel: text(),
    addressLabel: text(),
    legalNavLabel: text(),
    privacy: z.object({ label: text(), note: text() }),
    terms: z.object({ label: text(), note: text() }),
    copyright: template(["year"]),
    languageTitle: text(),
  }),
  chat: z.object({
    greeting: paragraph("WhatsApp greeting"),
    floatingButtonLabel: text(),
    floatingButtonTooltip: text(),
    regionLabel: text(),
  }),
  ui: z.object({
    startingFrom: template(["price"]),
    perPerson: text(),
    ratingLabel: template(["rating", "max"]),
    opensInNewTab: text(),
    detailsFor: template(["title"]),
    toastClose: text(),
    toastRegion: text(),
  }),
  packageWords: z.object({
    duration: template(["days", "nights"]),
    groupSize: template(["count"]),
    seasons: labels(seasons),
  }),
  meals: z
    .object({
      careful: z.object({ meals: text(), included: text(), answer: paragraph() }),
      confirmed: z.object({ meals: text(), included: text(), answer: paragraph() }),
    })
    .meta({
      title: "The meal promise",
      description:
        "'careful' is shown until the company confirms halal-certified meals (Company details), 'confirmed' after. 'answer' answers \"Are the meals halal?\" ({mealsAnswer}).",
    }),
  portraitAlt: template(["name"]),
  business: z
    .object({
      title: text(),
      legalName: text(),
      nib: text(),
      sertifikatStandar: text(),
      licence: template(["number", "kbli"], [], "Sertifikat Standar and its KBLI"),
      associations: text(),
      membership: template(["name", "number"]),
      address: text(),
      addressFormat: template(["street"], ["city", "postalCode", "country"]),
      mapLink: text("Link opening the address in a maps app"),
      founded: text(),
      bankAccounts: text(),
      bankAccount: template(["bank", "number", "name"]),
      payOnlyHere: paragraph("Warning: the company never asks for payment to a personal account"),
      emergency: text("Emergency number for travellers in Japan"),
      notReady: text(
        "Beside a company detail still a placeholder",
        "Shown only on local builds and drafts' previews: a build for the real address refuses placeholders.",
      ),
    })
    .meta({ title: "Company details (labels)" }),
  notFound: z.object({
    meta: z.object({ title: text(), description: paragraph() }),
    code: text(),
    message: text(),
    homeLink: link,
    logMessage: text(),
  }),
  error: z.object({ title: text(), fallbackMessage: text(), homeLink: link }),
});

export const homeSchema = z.object({
  meta: pageMeta,
  hero: z.object({
    badge: text(),
    title: text(),
    intro: paragraph(),
    primaryCta: link,
    secondaryCta: link,
    image: picture,
  }),
  statisticsLabel: text(),
  statistics: list(figure),
  welcome: z.object({
    eyebrow: text(),
    title: text(),
    paragraphs: list(paragraph()),
    link,
  }),
  featured: section.extend({ detailsLabel: text() }),
  testimonials: section.extend({
    items: list(
      traveler.extend({
        trip: text("The trip they took", "The kind of trip and where, as their words tell it."),
        text: paragraph("Their words"),
      }),
    ),
  }),
  cta,
});

export const aboutSchema = z.object({
  meta: pageMeta,
  hero,
  whoWeAre: z.object({
    eyebrow: text(),
    title: text(),
    paragraphs: list(paragraph()),
    partnership: z.object({
      badge: text(),
      companiesJoiner: text(),
      title: text(),
      text: paragraph(),
      points: list(text()),
    }),
  }),
  values: section.extend({ cards: list(card(aboutIcons, true)) }),
  whyChooseUs: section.extend({ cards: list(card(aboutIcons)) }),
  closing: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    primaryLink: link,
    secondaryLink: link,
  }),
});

const cardLabelKeys = [
  "duration",
  "groupSize",
  "season",
  "highlights",
  "included",
  "requestQuotation",
  "details",
] as const;

export const toursSchema = z.object({
  meta: pageMeta,
  hero,
  packages: section,
  cardLabels: labels(cardLabelKeys),
  customTour: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    points: list(text()),
    /** To the contact page, with "a custom tour" chosen. */
    button: z.object({ label: text("Button text") }),
  }),
  groups: section.extend({
    cards: list(card(groupIcons).extend({ perk: text() })),
    button: link,
  }),
  upcoming: upcomingDeparturesWords,
});

/** An ISO month, "2026-03". */
const isoMonth = same(
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be written as year-month, for example 2026-03")
    .meta({ title: "Month of travel (year-month)" }),
);

export const gallerySchema = z.object({
  meta: pageMeta,
  hero,
  statisticsLabel: text(),
  statistics: list(figure),
  photos: section.extend({
    items: list(z.object({ title: text(), location: text(), image: picture })),
  }),
  reviews: section.extend({
    packageLabel: text(),
    dateLabel: text(),
    items: list(
      traveler.extend({
        dateTime: isoMonth,
        package: same(text("Package (its file name)").meta({ widget: "package" })),
        review: paragraph("Their words"),
      }),
    ),
  }),
  videos: z.object({ eyebrow: text(), title: text(), status: text(), text: paragraph() }),
  social: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    link: z.object({ label: text() }),
  }),
});

export const partnershipSchema = z.object({
  meta: pageMeta,
  hero,
  why: section.extend({ reasons: list(card(partnershipIcons)) }),
  programs: section.extend({
    learnMoreLabel: text(),
    learnMoreContext: template(["title"]),
    benefitsLabel: text(),
    programs: z
      .array(
        z.object({
          key: same(z.enum(programKeys).meta({ title: "Program" })),
          title: text(),
          description: paragraph(),
          benefits: list(text()),
        }),
      )
      .length(programKeys.length),
  }),
  steps: section.extend({
    steps: list(z.object({ title: text(), description: paragraph() })),
  }),
  requirements: section.extend({
    groups: list(
      z.object({
        icon: same(z.enum(iconNames(partnershipIcons)).meta({ title: "Icon" })),
        title: text(),
        requirements: list(text()),
      }),
    ),
  }),
  /** Its button goes to the contact page, with "a partnership" chosen. */
  cta: cta.extend({ button: z.object({ label: text("Button text") }) }),
});

const contactFields = ["name", "email", "phone", "subject", "message"] as const;
const requiredContactFields = ["name", "email", "message"] as const;
const toast = z.object({ title: text(), description: text() });

export const contactSchema = z.object({
  meta: pageMeta,
  hero,
  details: section,
  info: z.object({
    office: z.object({
      title: text(),
      addressFormat: template(["street"], ["city", "postalCode"]),
      onRequest: text(),
    }),
    phone: z.object({ title: text(), note: text() }),
    email: z.object({ title: text(), generalLabel: text(), bookingsLabel: text() }),
    hours: z.object({
      title: text(),
      rows: list(z.object({ days: text(), hours: text() })),
    }),
  }),
  quickContact: z.object({
    eyebrow: text(),
    title: text(),
    text: paragraph(),
    topicsTitle: text(),
    topics: list(text()),
    buttonLabel: text(),
  }),
  inquiry: z.object({
    title: text(),
    remove: text(),
    removeLabel: template(["choice"]),
    words: z.object({
      packageSummary: template(["title"], ["duration", "price"]),
      packageSubject: template(["title"]),
      packageGreeting: template(["title"], ["duration"]),
      programSubject: template(["title"]),
      programGreeting: template(["title"]),
      topicSubject: template(["title"]),
      topicGreeting: template(["title"]),
    }),
    topics: labels(topicKeys),
  }),
  handOff: z.object({
    title: text(),
    intro: paragraph(),
    textLabel: text(),
    whatsapp: text(),
    email: text(),
    copy: text(),
    copied: text(),
    copyFailed: text(),
    dismiss: text(),
    tooLong: paragraph(),
    pasteGreeting: paragraph(),
    emailSubject: template(["subject"]),
    emailSubjectWithoutTopic: template(["name"]),
    compose: z.object({
      heading: text(),
      fields: labels(contactFields),
      choice: text(),
      language: text(),
      languageName: text(),
    }),
  }),
  message: z.object({ title: text(), intro: paragraph() }),
  form: z.object({
    requiredNote: text(),
    fields: z.object(
      Object.fromEntries(
        contactFields.map((field) => [field, z.object({ label: text(), placeholder: text() })]),
      ) as Record<
        (typeof contactFields)[number],
        z.ZodObject<{ label: ReturnType<typeof text>; placeholder: ReturnType<typeof text> }>
      >,
    ),
    submit: text(),
    privacyNote: paragraph(),
    noScript: paragraph(),
    missing: labels(requiredContactFields),
    emailFormat: text(),
    errorToast: toast,
    invalidToast: toast,
    successToast: toast,
  }),
  findUs: section.extend({
    introWithAddress: template(["address"], [], "Introduction once the office address is given"),
    mapTitle: text(),
    mapText: paragraph(),
  }),
  faq: section.extend({
    items: list(z.object({ question: text(), answer: paragraph() })),
  }),
});

/** The words of every package's own page (its facts come from the package file). */
export const packagePageSchema = z.object({
  metaTitle: template(["title"], ["duration"]),
  metaDescription: template(["title", "price"], ["duration", "groupSize", "minPax", "season"]),
  breadcrumbLabel: text(),
  homeLabel: text(),
  toursLabel: text(),
  labels: z.object({ overview: text() }),
  othersTitle: text(),
  share: z.object({
    button: text(),
    whatsapp: text(),
    copyLink: text(),
    copied: text(),
    text: template(["title"], ["duration", "price"]),
  }),
  /** The printed page and the flyer: how a buyer passes the package on. */
  forward: z.object({
    print: text("Print button"),
    flyer: text("Flyer link"),
    howToBook: text("On the printed page: heading of how to book"),
    whatsapp: text("On the printed page: WhatsApp"),
    email: text("On the printed page: email"),
    page: text("On the printed page: this page's address"),
    company: template(["name", "nib"], [], "On the flyer: the company's name and NIB"),
  }),
  itinerary: z.object({
    title: text(),
    day: template(["number", "title"]),
    places: template(["places", "served"]),
    meals: labels(["breakfast", "lunch", "dinner"]),
    /** A day whose meals are all on the traveler's own account. */
    noMeals: text(),
  }),
  prices: z.object({ title: text(), intro: paragraph(), rows: labels(priceRows) }),
  departures: z.object({ title: text(), statuses: labels(departureStatuses) }),
  tripCost: tripCostWords,
  details: z.object({
    flight: template(["airline", "route"]),
    hotel: template(["city", "hotel"]),
    deposit: template(["amount"]),
    balance: template(["days"]),
    cancellationTitle: text(),
    cancellation: template(["days", "charge"]),
  }),
});

/**
 * The terms every package shares, and the questions buyers ask (content/pages/package-terms.json):
 * shown on every package's page after its program, in the order a buyer compares them.
 */
export const packageTermsSchema = z.object({
  title: text("Section title"),
  /** The one line naming every fact the page leaves to the quotation. */
  quotation: template(["facts"], [], "What the quotation states").meta({
    description:
      'Keep {facts}: the site lists there every fact in [square brackets] on the page ("DP, pelunasan dan harga anak").',
  }),
  checkedOn: template(["date"], [], "Checked on (as the page says it)"),
  labels: z
    .object({
      included: text(),
      notIncluded: text(),
      payment: text(),
      departures: text(),
      tripType: text(),
      rooms: text(),
      visa: text(),
      meals: text(),
      leader: text(),
      flights: text(),
      hotels: text(),
      quotation: text(),
    })
    .meta({ title: "Headings" }),
  payment: z
    .object({
      deposit: fact("Deposit (DP)"),
      balance: fact("Balance"),
    })
    .meta({ description: "Shown for a package without its own payment terms." }),
  tripType: fact(
    "Private or open trip",
    "Who travels together, and how a couple or family can join.",
  ),
  rooms: z.object({
    basis: fact("Room basis"),
    children: fact("Children and infants"),
  }),
  visa: z.object({
    rule: fact("Japan visa"),
    service: fact("Who arranges the visa"),
    checkedOn,
  }),
  meals: z.object({
    meals: fact("Meals"),
    prayer: fact("Prayer"),
    onsen: fact("Hot springs (onsen)"),
  }),
  leader: fact("Tour leader and local guides"),
  faq: z
    .object({
      title: text("Title"),
      items: list(
        z.object({
          question: text("Question"),
          answer: fact("FAQ answer"),
        }),
      ),
    })
    .meta({ title: "Questions buyers ask" }),
});

const associations = z
  .array(z.object({ name: z.string().trim().min(1), memberNumber: z.string().trim().min(1) }))
  .meta({ title: "Associations (name and member number)" });

/** The company's facts, content/site.json: one file, the same in both languages. */
export const siteSchema = z.object({
  brandName: text("Brand name"),
  partnerName: text("Partner company in Japan"),
  assistantName: text("WhatsApp assistant's name"),
  whatsappNumber: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "must be digits only, starting with the country code: 6281234567890")
    .meta({ title: "WhatsApp number", description: "Digits only, with 62: 6281234567890." }),
  phoneDisplay: text("Phone (as shown)"),
  phoneE164: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be + and digits only: +622112345678")
    .meta({ title: "Phone (for dialling)", description: "+ and digits only: +622112345678." }),
  emailGeneral: z.email().meta({ title: "Email for general inquiries" }),
  emailBookings: z.email().meta({ title: "Email for bookings" }),
  city: text("City"),
  country: text("Country"),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be two capital letters, for example ID")
    .meta({ title: "Country code (two letters)" }),
  business: z.object({
    legalName: text("Registered company name"),
    nib: text("NIB (business ID from OSS)"),
    sertifikatStandar: text(
      "Sertifikat Standar (travel agency licence from OSS-RBA)",
      "The number of the Sertifikat Standar for the travel business, issued through OSS-RBA with the NIB.",
    ),
    kbli: text(
      "KBLI (business field on the Sertifikat Standar)",
      "The five-digit KBLI code printed on the Sertifikat Standar, as written there.",
    ),
    associations,
    streetAddress: text("Office street address"),
    postalCode: text("Postal code"),
    foundingYear: text("Year founded"),
    bankAccounts: list(
      z.object({
        bank: text("Bank"),
        accountName: text("Account name (the company's)"),
        accountNumber: text("Account number"),
      }),
      "Bank accounts for payments",
    ).meta({
      description:
        "Every account in the company's (PT's) name that buyers pay into, and no other: the site tells buyers never to pay into any other account.",
    }),
    emergencyPhone: z
      .string()
      .trim()
      .regex(
        // Empty is "not given": the CMS may save a cleared field so.
        /^(\+[1-9][\d -]{6,20}\d)?$/,
        "must be + and the country code, then digits (spaces or hyphens between them): +81 80 1234 5678",
      )
      .meta({
        title: "Emergency number for travellers in Japan",
        description:
          "A number that answers while a group is in Japan, as it is dialled from there: +81 80 1234 5678. Leave empty if the company gives none: the site then shows none.",
      })
      .optional(),
  }),
  halalMealsConfirmed: z.boolean().meta({
    title: "Every meal is halal-certified",
    description:
      "Tick only once the company confirms that every meal it arranges is halal-certified: the site then promises halal meals instead of Muslim-friendly meals.",
  }),
  socialNetworkName: text("Social network"),
  socialUrl: z.url({ protocol: /^https$/ }).meta({ title: "Social network page (https://…)" }),
});

/** Every page's schema by the name of its file in content/pages/; its title is its CMS label. */
export const pageSchemas = {
  shell: shellSchema.meta({ title: "Site-wide texts (menu, footer, chat) / Teks umum situs" }),
  home: homeSchema.meta({ title: "Home page / Beranda" }),
  about: aboutSchema.meta({ title: "About us / Tentang kami" }),
  tours: toursSchema.meta({ title: "Tour packages page / Halaman paket tur" }),
  gallery: gallerySchema.meta({ title: "Gallery / Galeri" }),
  partnership: partnershipSchema.meta({ title: "Partnership / Kemitraan" }),
  contact: contactSchema.meta({ title: "Contact / Kontak" }),
  package: packagePageSchema.meta({
    title: "Package pages' words / Kata-kata halaman paket",
  }),
  "package-terms": packageTermsSchema.meta({
    title: "Terms and questions, all packages / Ketentuan dan tanya jawab paket",
  }),
  // Every page of the registry has a file; the others hold words several pages share.
} as const satisfies { [K in PageKey]: z.ZodType } & Record<string, z.ZodType>;

export type PageFile = keyof typeof pageSchemas;
export type PageData<K extends PageFile> = z.infer<(typeof pageSchemas)[K]>;
export type PackageData = z.infer<typeof packageSchema>;
export type SiteData = z.infer<typeof siteSchema>;
export type Season = (typeof seasons)[number];
