/**
 * The shape of every text a visitor reads, the same for every language. Each language's modules in
 * `app/content/<locale>/` satisfy these types, so a text missing from one language (or one too
 * many) is a type error. Everything here is plain data (no functions): a page's copy travels from
 * the prerender to the browser inside the page, as its route's loader data.
 *
 * Sentences that take a value are templates with named placeholders ("Rated {rating} out of
 * {max}"), filled by `fillTemplate`, so word order stays with the language.
 */
import type { ContactField, RequiredContactField } from "~/lib/contact-form";
import type { ComposeLabels } from "~/lib/inquiry-message";
import type { Locale } from "~/lib/locale";

/** A picture without its text: SVG art (`src`, `width`, `height`) or a photo. */
export interface PictureData {
  src: string;
  width: number;
  height: number;
  /**
   * Photos only, from the build's photo pipeline (site-build/photos.ts): the JPEG files and
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

export interface Statistic {
  value: string;
  label: string;
}

export interface PageMeta {
  title: string;
  /** Fits a link preview: at most about 160 characters. */
  description: string;
  /** Describes the page's share image (its artwork), not the title written on it. */
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

/** A package as a page shows it: the language-neutral data with this language's text. */
export interface PackageView {
  slug: string;
  title: string;
  image: ImageAsset;
  /** "5 Days 4 Nights" / "5 Hari 4 Malam". */
  duration: string;
  /** "Min 10 pax" / "Min. 10 pax". */
  groupSize: string;
  season: string;
  /** Starting price per person in rupiah, for structured data. */
  priceIdr: number;
  /** The price as shown: "Starting from IDR 12,500,000" / "Mulai dari Rp12.500.000". */
  price: string;
  description: string;
  highlights: string[];
  included: string[];
}

export interface Testimonial {
  name: string;
  location: string;
  image: ImageAsset;
  /** Number of stars out of 5. */
  rating: number;
  text: string;
}

export interface GalleryPhoto {
  image: ImageAsset;
  title: string;
  location: string;
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

export interface FaqItem {
  question: string;
  answer: string;
}

/** Short interface strings that several components use. */
export interface UiCopy {
  /** "Starting from {price}". */
  startingFrom: string;
  perPerson: string;
  /** "Rated {rating} out of {max}". */
  ratingLabel: string;
  opensInNewTab: string;
  /** Completes a repeated link's name: "for {title}" ("View Details for Tokyo Discovery"). */
  detailsFor: string;
  /** Sonner's close button and the toasts' region. */
  toastClose: string;
  toastRegion: string;
}

export interface LanguageSwitchCopy {
  /** The other language's name, in that language: "Bahasa Indonesia", "English". */
  label: string;
  /** Its short code, shown in the header: "ID", "EN". */
  short: string;
}

export interface ShellCopy {
  locale: Locale;
  header: {
    skipToContent: string;
    /** The logo's link to the home page; its label is the link's accessible name. */
    homeLink: NavLink;
    primaryNavLabel: string;
    openMenu: string;
    closeMenu: string;
    planTrip: NavLink;
    navigation: NavLink[];
  };
  /** The link to the same page in the other language (header, mobile menu, footer). */
  languageSwitch: LanguageSwitchCopy;
  footer: {
    about: string;
    quickLinksTitle: string;
    quickLinks: NavLink[];
    popularPackagesTitle: string;
    popularPackages: NavLink[];
    contactTitle: string;
    contactPageLink: NavLink;
    phoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    address: string;
    legalNavLabel: string;
    /** Placeholder documents: the company has not published them yet. */
    privacy: { label: string; note: string };
    terms: { label: string; note: string };
    /** "© {year} Gateway Japan Tours. All rights reserved." */
    copyright: string;
    languageTitle: string;
  };
  chat: {
    /** The prefilled WhatsApp greeting. */
    greeting: string;
    /** The chat link with the greeting, built from the site config's number. */
    whatsappUrl: string;
    floatingButtonLabel: string;
    floatingButtonTooltip: string;
    regionLabel: string;
  };
  ui: UiCopy;
  /** Labels of the company facts (the values are in the site config). */
  business: {
    title: string;
    legalName: string;
    nib: string;
    tourismRegistration: string;
    associations: string;
    /** "{name}, member no. {number}". */
    membership: string;
    address: string;
    /** "{street}, {city} {postalCode}, {country}". */
    addressFormat: string;
    founded: string;
  };
  notFound: {
    meta: Omit<PageMeta, "imageAlt">;
    code: string;
    message: string;
    homeLink: NavLink;
    logMessage: string;
  };
  error: {
    title: string;
    fallbackMessage: string;
    homeLink: NavLink;
  };
}

export interface HomeCopy {
  meta: PageMeta;
  hero: {
    badge: string;
    title: string;
    intro: string;
    primaryCta: NavLink;
    secondaryCta: NavLink;
    image: ImageAsset;
  };
  statisticsLabel: string;
  statistics: Statistic[];
  welcome: { eyebrow: string; title: string; paragraphs: string[]; link: NavLink };
  featured: SectionCopy & {
    detailsLabel: string;
    /** Three highlights per package (spec). */
    highlightLimit: number;
    packages: Array<PackageView & { detailsTo: string }>;
  };
  testimonials: SectionCopy & { items: Testimonial[] };
  cta: { title: string; text: string; button: NavLink };
}

export type AboutIconName =
  | "target"
  | "eye"
  | "gem"
  | "heart-handshake"
  | "map-pinned"
  | "heart"
  | "shield-check"
  | "graduation-cap"
  | "user-round-check"
  | "badge-percent"
  | "headset";

export interface AboutCard {
  icon: AboutIconName;
  title: string;
  description: string;
}

export interface AboutPartnershipCard {
  badge: string;
  /** The two companies of the affiliation, shown side by side. */
  companies: [string, string];
  /** Read by screen readers between the two names, where the page shows a handshake. */
  companiesJoiner: string;
  title: string;
  text: string;
  points: string[];
}

export interface AboutCopy {
  meta: PageMeta;
  hero: Hero;
  whoWeAre: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    partnership: AboutPartnershipCard;
  };
  values: SectionCopy & { cards: AboutCard[] };
  whyChooseUs: SectionCopy & { cards: AboutCard[] };
  closing: {
    eyebrow: string;
    title: string;
    text: string;
    primaryLink: NavLink;
    secondaryLink: NavLink;
  };
}

/** Labels shared by the package cards on the tours page and the package pages. */
export interface PackageCardLabels {
  duration: string;
  groupSize: string;
  season: string;
  highlights: string;
  included: string;
  requestQuotation: string;
  /** The link from a card to the package's own page. */
  details: string;
}

/** A package's own page: everything the data holds, and the way to ask or share. */
export interface PackagePageCopy {
  meta: PageMeta;
  package: PackageView;
  /** Home › Tour Packages › this package (the last is the page itself). */
  breadcrumb: { label: string; items: NavLink[] };
  labels: PackageCardLabels & { pricePerPerson: string; overview: string };
  quotationTo: string;
  others: { title: string; items: Array<PackageView & { to: string }> };
  share: {
    button: string;
    whatsapp: string;
    copyLink: string;
    copied: string;
    /** The short text that goes with the shared link. */
    text: string;
    /** The page's canonical address, without tracking parameters. */
    url: string;
  };
}

export interface GroupTourCard {
  icon: "school" | "corporate" | "group";
  title: string;
  description: string;
  /** The group-size advantage shown under the description. */
  perk: string;
}

export interface ToursCopy {
  meta: PageMeta;
  hero: Hero;
  packages: SectionCopy & {
    /** At most six highlights per package (spec). */
    highlightLimit: number;
    items: PackageView[];
  };
  cardLabels: PackageCardLabels;
  customTour: { eyebrow: string; title: string; text: string; points: string[]; button: NavLink };
  groups: SectionCopy & { cards: GroupTourCard[]; button: NavLink };
}

export interface GalleryCopy {
  meta: PageMeta;
  hero: Hero;
  statisticsLabel: string;
  statistics: Statistic[];
  photos: SectionCopy & { items: GalleryPhoto[] };
  reviews: SectionCopy & {
    /** Read before the package's name by screen readers; the badge itself shows only the name. */
    packageLabel: string;
    /** Shown before the month and year: "Traveled in". */
    dateLabel: string;
    items: CustomerReview[];
  };
  videos: { eyebrow: string; title: string; status: string; text: string };
  social: { eyebrow: string; title: string; text: string; link: { href: string; label: string } };
}

export type PartnershipIconName =
  | "trending-up"
  | "badge-check"
  | "life-buoy"
  | "plane"
  | "users"
  | "briefcase"
  | "building"
  | "megaphone";

export interface PartnershipReason {
  icon: PartnershipIconName;
  title: string;
  description: string;
}

export interface PartnershipProgram {
  /** Which program: the contact link and the icon follow from it. */
  key: "travel-agent" | "corporate" | "joint-promotion";
  title: string;
  description: string;
  benefits: string[];
}

export interface PartnershipStep {
  title: string;
  description: string;
}

export interface PartnerRequirementGroup {
  icon: PartnershipIconName;
  title: string;
  requirements: string[];
}

export interface PartnershipCopy {
  meta: PageMeta;
  hero: Hero;
  why: SectionCopy & { reasons: PartnershipReason[] };
  programs: SectionCopy & {
    learnMoreLabel: string;
    /** Completes the link's accessible name: "about {title}". */
    learnMoreContext: string;
    benefitsLabel: string;
    programs: PartnershipProgram[];
  };
  steps: SectionCopy & { steps: PartnershipStep[] };
  requirements: SectionCopy & { groups: PartnerRequirementGroup[] };
  cta: { title: string; text: string; button: NavLink };
}

export interface BusinessHoursRow {
  days: string;
  hours: string;
}

export interface ContactInfo {
  office: { title: string; place: string; note: string };
  phone: { title: string; display: string; href: string; note: string };
  email: { title: string; addresses: Array<{ label: string; address: string }> };
  hours: { title: string; rows: BusinessHoursRow[] };
}

export interface ContactFormCopy {
  requiredNote: string;
  fields: Record<ContactField, { label: string; placeholder: string }>;
  submit: string;
  /** Beside the submit button: what the details are for and how they travel (UU PDP). */
  privacyNote: string;
  noScript: string;
  /** Under a field left empty: "Please enter your name." */
  missing: Record<RequiredContactField, string>;
  /** Under an email that is not an address. */
  emailFormat: string;
  /** The spec's toast when a required field is empty. */
  errorToast: { title: string; description: string };
  /** When every field is filled but the email is not an address. */
  invalidToast: { title: string; description: string };
  successToast: { title: string; description: string };
}

export interface InquiryChoiceCopy {
  /** "Tokyo Discovery, 5 Days 4 Nights, from IDR 12,500,000". */
  summary: string;
  /** The subject the form starts with: "Quotation request: Tokyo Discovery". */
  subject: string;
  /** The WhatsApp greeting while this is chosen. */
  greeting: string;
}

export interface ContactCopy {
  meta: PageMeta;
  hero: Hero;
  details: SectionCopy;
  info: ContactInfo;
  quickContact: {
    eyebrow: string;
    title: string;
    text: string;
    topicsTitle: string;
    topics: string[];
    buttonLabel: string;
  };
  /** What the visitor chose on the way here (a package, a program, a topic), above the form. */
  inquiry: {
    /** "Your inquiry". */
    title: string;
    /** Visible label of the button that removes the choice: "Remove". */
    remove: string;
    /** Its accessible name: "Remove {choice} from your inquiry". */
    removeLabel: string;
    /** By `choiceId`: "package:tokyo-discovery". */
    choices: Record<string, InquiryChoiceCopy>;
  };
  /** After a valid submit: the composed inquiry, sent from the visitor's own WhatsApp or email. */
  handOff: {
    title: string;
    intro: string;
    textLabel: string;
    whatsapp: string;
    email: string;
    copy: string;
    copied: string;
    copyFailed: string;
    dismiss: string;
    /** Shown when the inquiry is longer than a link carries whole: copy it, then paste it. */
    tooLong: string;
    /** Opens the chat or email when the inquiry itself cannot travel in the link. */
    pasteGreeting: string;
    /** "Website inquiry: {subject}", or without one, "Website inquiry from {name}". */
    emailSubject: string;
    emailSubjectWithoutTopic: string;
    compose: ComposeLabels;
  };
  message: { title: string; intro: string };
  form: ContactFormCopy;
  findUs: SectionCopy & { mapTitle: string; mapText: string; place: string };
  faq: SectionCopy & { items: FaqItem[] };
}

/** Each page's copy, by registry key. */
export interface PageCopy {
  home: HomeCopy;
  about: AboutCopy;
  tours: ToursCopy;
  gallery: GalleryCopy;
  partnership: PartnershipCopy;
  contact: ContactCopy;
}
