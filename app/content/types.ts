/** Types of the fixed content the pages show. Every visible sentence lives in `app/content/`. */

export interface ImageAsset {
  src: string;
  /** Meaningful description; empty string when the picture is decorative. */
  alt: string;
  width: number;
  height: number;
}

export interface NavLink {
  to: string;
  label: string;
}

export interface Statistic {
  value: string;
  label: string;
}

export interface TourPackage {
  slug: string;
  title: string;
  image: ImageAsset;
  /** For example "5 Days 4 Nights". */
  duration: string;
  /** For example "Min 10 pax". */
  groupSize: string;
  season: string;
  /** Starting price per person, in rupiah. */
  priceIdr: number;
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
  /** Month and year, for example "March 2026". */
  date: string;
  /** ISO month for machines, for example "2026-03". */
  dateTime: string;
  tour: string;
  review: string;
}

export interface PartnershipProgram {
  icon: "briefcase" | "building" | "megaphone";
  title: string;
  description: string;
  benefits: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Hero {
  title: string;
  intro: string;
}

export interface PageMeta {
  title: string;
  description: string;
}
