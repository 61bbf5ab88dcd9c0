/**
 * What the pages receive: the content files' shapes (app/copy/schema/) once resolved by the
 * build (content-check/content-modules.ts: pictures imported, links given their paths) and completed
 * by app/copy/copy.ts (prices, figures, the packages on each page). Types, and the lists of a
 * package's fields that each kind of page carries.
 */

import type { Locale } from "~/lib/locale";
import type { EstimateData } from "~/trip/estimate-view";
import type { PackageData } from "./schema/package";
import type { PageData, PageFile } from "./schema/page-schemas";
import type {
  DeparturePriceCopy,
  PackageOffer,
  TripCostCopy,
  UpcomingDeparturesCopy,
} from "./trip-cost-view";

/** A picture without its text: SVG art (`src`, `width`, `height`) or a photo. */
export interface PictureData {
  src: string;
  width: number;
  height: number;
  /**
   * Photos only, from the build's photo pipeline (content-check/photos.ts): the JPEG files and
   * their widths, the same in better-compressed formats, and the photo's colours as a CSS
   * gradient that shows until the photo arrives.
   */
  srcset?: string;
  sources?: ImageSource[];
  placeholder?: string;
  /** Photos only: the file in app/assets/art/, for the content check. */
  file?: string;
}

export interface ImageSource {
  /** "image/avif". */
  type: string;
  srcset: string;
}

/** A photo as `import photo from "~/assets/art/name.jpg?photo"` (or `?portrait`) gives it. */
export type Photo = Required<PictureData>;

export interface ImageAsset extends PictureData {
  /** Meaningful description; empty string when the picture is decorative. */
  alt: string;
}

/** A link inside the site: `to` is built by `localizedPath`, never typed. */
export interface NavLink {
  to: string;
  label: string;
}

/** A content file's shape once the build has resolved its pictures and links. */
export type Resolved<T> = T extends readonly (infer U)[]
  ? Resolved<U>[]
  : T extends { page: string; label: string }
    ? NavLink
    : T extends { file: string; alt: string }
      ? ImageAsset
      : T extends { file: string }
        ? PictureData
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;

/** A page file in one language, as the build resolves it. */
export type PageSource<K extends PageFile> = Resolved<PageData<K>>;

/** A package in one language, as the build resolves it, with its file name as `slug`. */
export type PackageSource = Resolved<PackageData> & {
  slug: string;
  /** The day the site was built for: its departures are those from that day on. */
  builtOn: string;
};

export interface Statistic {
  value: string;
  label: string;
}

/** What a page says of a package in its language, made from the package's facts (app/copy/copy.ts). */
export interface PackageWords {
  /** "5 Days 4 Nights" / "5 hari 4 malam", from `days` and `nights`. */
  duration: string;
  /** "Min 10 pax" / "Min. 10 pax", from `minPax`. */
  groupSize: string;
  /** The season in words, from `season`. */
  season: string;
  /**
   * The starting price as shown (app/trip/departure-price.ts, `startingPrice`): "Starting from IDR
   * 12,500,000" / "Mulai dari Rp12.500.000".
   */
  price: string;
  /** What it assumes: "per orang, kamar twin, keberangkatan termurah". */
  priceBasis: string;
}

/**
 * What the pages carry of a package (the tours page's cards, the package's own page, its
 * structured data), in this order: the package file's fields as the schema gives them, and its
 * words. Only these travel with the pages; the long facts a package's own page shows (itinerary,
 * prices, payment…) reach only that page, through its builder (app/copy/package-pages.ts).
 * A new field on the cards: the schema, this list, the component.
 */
export const packageViewFields = [
  "slug",
  "title",
  "image",
  "duration",
  "groupSize",
  "season",
  "priceIdr",
  "price",
  "priceBasis",
  "description",
  "highlights",
  "included",
] as const;

/** A package as a page shows it: its data with this language's words around it. */
export type PackageView = Pick<
  Omit<PackageSource, keyof PackageWords> & PackageWords,
  (typeof packageViewFields)[number]
>;

/**
 * What a package's summary card shows (the home page's featured packages, a package page's
 * others): the page carries its copy twice (markup and data), so only what the card shows travels.
 */
export const packageSummaryFields = [
  "slug",
  "title",
  "image",
  "duration",
  "price",
  "highlights",
] as const satisfies ReadonlyArray<keyof PackageView>;

export type PackageSummary = Pick<PackageView, (typeof packageSummaryFields)[number]>;

export interface Testimonial {
  name: string;
  location: string;
  image: ImageAsset;
  /** Number of stars out of 5. */
  rating: number;
  /** The kind of trip they took, so a buyer reads the quote for what it is. */
  trip: string;
  text: string;
}

export interface CustomerReview {
  name: string;
  image: ImageAsset;
  location: string;
  rating: number;
  /** Month and year, for example "March 2026" / "Maret 2026". */
  date: string;
  /** ISO month for machines, for example "2026-03". */
  dateTime: string;
  /** The title of the package the review is about. */
  package: string;
  review: string;
}

export interface InquiryChoiceCopy {
  /** "Tokyo Discovery, 5 Days 4 Nights, from IDR 12,500,000". */
  summary: string;
  /** The subject the form starts with: "Quotation request: Tokyo Discovery". */
  subject: string;
  /** The WhatsApp greeting while this is chosen. */
  greeting: string;
  /** A package with an estimate: what the contact page prices the choice in its link from. */
  estimate?: EstimateData;
}

type Shell = PageSource<"shell">;

export type UiCopy = Shell["ui"];
export type LanguageSwitchCopy = Shell["languageSwitch"];

export interface ShellCopy
  extends Omit<
    Shell,
    "header" | "footer" | "chat" | "pageNames" | "packageWords" | "meals" | "portraitAlt"
  > {
  locale: Locale;
  header: Shell["header"] & { navigation: NavLink[] };
  footer: Shell["footer"] & {
    quickLinks: NavLink[];
    popularPackages: NavLink[];
    /** The privacy notice and the terms (the registry's "legal" pages). */
    legalLinks: NavLink[];
    address: string;
  };
  chat: Shell["chat"] & { whatsappUrl: string };
  /** The guides written in both languages: the language switch leads from one to the other. */
  guidesInBothLanguages: string[];
}

export interface PageMeta {
  title: string;
  description: string;
  imageAlt: string;
}
export interface Hero {
  title: string;
  intro: string;
}
export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}
export interface FaqItem {
  question: string;
  answer: string;
}

type Home = PageSource<"home">;
export interface HomeCopy extends Omit<Home, "statistics" | "featured" | "testimonials"> {
  statistics: Statistic[];
  featured: Home["featured"] & {
    /** Three highlights per package (spec). */
    highlightLimit: number;
    packages: Array<PackageSummary & { detailsTo: string }>;
  };
  testimonials: Omit<Home["testimonials"], "items"> & { items: Testimonial[] };
}

type About = PageSource<"about">;
export type AboutCard = About["values"]["cards"][number];
export type AboutPartnershipCard = About["whoWeAre"]["partnership"] & {
  /** The two companies of the affiliation, shown side by side. */
  companies: [string, string];
};
export interface AboutCopy extends Omit<About, "whoWeAre"> {
  whoWeAre: Omit<About["whoWeAre"], "partnership"> & { partnership: AboutPartnershipCard };
}

type Tours = PageSource<"tours">;
export type PackageCardLabels = Tours["cardLabels"];
export type GroupTourCard = Tours["groups"]["cards"][number];
export interface ToursCopy extends Omit<Tours, "packages" | "customTour" | "upcoming"> {
  packages: Tours["packages"] & {
    /** At most six highlights per package (spec). */
    highlightLimit: number;
    items: PackageView[];
  };
  customTour: Omit<Tours["customTour"], "button"> & { button: NavLink };
  /** The coming departures of every package, by month; none when no package gives dates. */
  upcoming?: UpcomingDeparturesCopy;
}

type Gallery = PageSource<"gallery">;
export type GalleryPhoto = Gallery["photos"]["items"][number];
export interface GalleryCopy extends Omit<Gallery, "statistics" | "reviews" | "social"> {
  statistics: Statistic[];
  reviews: Omit<Gallery["reviews"], "items"> & { items: CustomerReview[] };
  social: Omit<Gallery["social"], "link"> & { link: { href: string; label: string } };
}

type Partnership = PageSource<"partnership">;
export interface PartnershipCopy extends Omit<Partnership, "cta"> {
  cta: Omit<Partnership["cta"], "button"> & { button: NavLink };
}
export type PartnershipReason = PartnershipCopy["why"]["reasons"][number];
export type PartnershipProgram = PartnershipCopy["programs"]["programs"][number];
export type PartnershipStep = PartnershipCopy["steps"]["steps"][number];
export type PartnerRequirementGroup = PartnershipCopy["requirements"]["groups"][number];

type Contact = PageSource<"contact">;
export interface ContactInfo {
  office: { title: string; place: string };
  phone: { title: string; display: string; href: string; note: string };
  email: { title: string; addresses: Array<{ label: string; address: string }> };
  hours: Contact["info"]["hours"];
}
export type BusinessHoursRow = ContactInfo["hours"]["rows"][number];
export type ContactFormCopy = Contact["form"];
export interface ContactCopy extends Omit<Contact, "info" | "inquiry" | "findUs"> {
  info: ContactInfo;
  /** What the visitor chose on the way here (a package, a program, a topic), above the form. */
  inquiry: Omit<Contact["inquiry"], "words" | "topics"> & {
    /** By `choiceId`: "package:tokyo-discovery". */
    choices: Record<string, InquiryChoiceCopy>;
  };
  findUs: Omit<Contact["findUs"], "introWithAddress">;
}

/** A row of a package's facts: its sentences, ending with when they were last checked if they change. */
export interface FactGroup {
  heading: string;
  text: string;
  /** A company detail still a placeholder: marked on screen, left off paper. */
  pending?: boolean;
  /** A sentence after the text (and its mark): the warning after the accounts to pay into. */
  note?: string;
  /** A departure's price, on a line of its own after its status and seats. */
  price?: DeparturePriceCopy;
}

/**
 * A titled list of facts (the itinerary by day, the prices by room, the departure dates, how to
 * book): one shape, drawn by one component.
 */
export interface FactListCopy {
  title: string;
  intro?: string;
  groups: FactGroup[];
}

export interface ForwardCopy {
  print: string;
  flyer: { label: string; href: string };
  /** WhatsApp, email, the page's address and the company compactly (its name, NIB, accounts). */
  howToBook: FactListCopy;
}

/** A package's own page: everything the data holds, and the way to ask or share. */
export interface PackagePageCopy {
  meta: PageMeta;
  package: PackageView;
  /** Home › Tour Packages › this package (the last is the page itself). */
  breadcrumb: { label: string; items: NavLink[] };
  labels: PackageCardLabels & { overview: string; notIncluded: string };
  /** Beside what is included: what the price does not cover. */
  notIncluded: string[];
  /** What a buyer compares before paying, in that order: payment, departures, rooms, visa… */
  /** Its last row names every fact left to the quotation; none once all are given. */
  terms: FactListCopy;
  /** The questions buyers ask, each with its answer. */
  faq: FactListCopy;
  /** Each part below only when the package file gives it. */
  itinerary?: FactListCopy;
  prices?: FactListCopy;
  departures?: FactListCopy;
  /** The estimate, its payment dates and the per-person table, when the package gives prices. */
  tripCost: TripCostCopy;
  /** The price, availability and validity its structured data offers. */
  offer: PackageOffer;
  /** Printing the page, the flyer, and how to book on paper. */
  forward: ForwardCopy;
  quotationTo: string;
  others: { title: string; items: Array<PackageSummary & { to: string }> };
  share: ShareCopy;
}

/** A page's sharing words (WhatsApp, the device's share sheet or Copy link) and its address. */
export interface ShareCopy {
  button: string;
  whatsapp: string;
  copyLink: string;
  copied: string;
  /** The short text that goes with the shared link. */
  text: string;
  /** The page's canonical address, without tracking parameters. */
  url: string;
}
