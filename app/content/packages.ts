/**
 * The four Japan tour packages (spec section 9), language-neutral: slugs, prices in rupiah, lengths,
 * group sizes, seasons and pictures. Each language adds its text (`packageText` in
 * `app/content/<locale>/tours.ts`) and `localizePackages` joins the two.
 */
import fujiHakoneArt from "~/assets/art/fuji-hakone.svg";
import hokkaidoArt from "~/assets/art/hokkaido-winter.svg";
import osakaKyotoArt from "~/assets/art/osaka-kyoto.svg";
import tokyoArt from "~/assets/art/tokyo.svg";
import { formatPrice } from "~/lib/format-price";
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import type { PackageSlug } from "./package-list";
import type { PackageView, PictureData } from "./types";

export type { PackageSlug };

export type Season = "all-year" | "spring-autumn" | "winter";

export interface PackageData {
  slug: PackageSlug;
  /** SVG art with its size, or a photo (`import photo from "~/assets/art/name.jpg?photo"`). */
  image: PictureData;
  days: number;
  nights: number;
  /** Smallest group the package departs with. */
  minPax: number;
  season: Season;
  /** Starting price per person, in rupiah. */
  priceIdr: number;
}

const packageArt = { width: 800, height: 520 } as const;

export const packageData = [
  {
    slug: "tokyo-discovery",
    image: { src: tokyoArt, ...packageArt },
    days: 5,
    nights: 4,
    minPax: 10,
    season: "all-year",
    priceIdr: 12_500_000,
  },
  {
    slug: "osaka-kyoto-heritage",
    image: { src: osakaKyotoArt, ...packageArt },
    days: 6,
    nights: 5,
    minPax: 12,
    season: "all-year",
    priceIdr: 14_800_000,
  },
  {
    slug: "mount-fuji-hakone",
    image: { src: fujiHakoneArt, ...packageArt },
    days: 4,
    nights: 3,
    minPax: 8,
    season: "spring-autumn",
    priceIdr: 11_200_000,
  },
  {
    slug: "hokkaido-winter-wonderland",
    image: { src: hokkaidoArt, ...packageArt },
    days: 7,
    nights: 6,
    minPax: 15,
    season: "winter",
    priceIdr: 18_500_000,
  },
] as const satisfies readonly PackageData[];

/** The tours page shows at most this many highlights per package; the home page shows three. */
export const packageCardHighlightLimit = 6;
export const featuredHighlightLimit = 3;

/** One package's text in one language. */
export interface PackageText {
  title: string;
  imageAlt: string;
  description: string;
  highlights: string[];
  included: string[];
}

/** The words a language uses around the package data. */
export interface PackageWords {
  /** "{days} Days {nights} Nights". */
  duration: string;
  /** "Min {count} pax". */
  groupSize: string;
  seasons: Record<Season, string>;
  /** "Starting from {price}". */
  startingFrom: string;
}

/** Every package in one language, in the order of `packageData`. */
export function localizePackages(
  text: Readonly<Record<PackageSlug, PackageText>>,
  locale: Locale,
  words: PackageWords,
): PackageView[] {
  return packageData.map((item) => {
    const { title, imageAlt, description, highlights, included } = text[item.slug];
    return {
      slug: item.slug,
      title,
      image: { ...item.image, alt: imageAlt },
      duration: fillTemplate(words.duration, { days: item.days, nights: item.nights }),
      groupSize: fillTemplate(words.groupSize, { count: item.minPax }),
      season: words.seasons[item.season],
      priceIdr: item.priceIdr,
      price: formatPrice(item.priceIdr, locale, words.startingFrom),
      description,
      highlights,
      included,
    };
  });
}
