/**
 * The gallery's photos and customer reviews, language-neutral: pictures, names, cities, ratings,
 * dates and which package each review is about. Each language adds titles, places, descriptions
 * and the reviews' words (`app/content/<locale>/gallery.ts`).
 */
import avatar4 from "~/assets/art/avatar-4.svg";
import avatar5 from "~/assets/art/avatar-5.svg";
import avatar6 from "~/assets/art/avatar-6.svg";
import arashiyamaArt from "~/assets/art/gallery-arashiyama.svg";
import cherryBlossomArt from "~/assets/art/gallery-cherry-blossom.svg";
import fujiLakeArt from "~/assets/art/gallery-fuji-lake.svg";
import fushimiInariArt from "~/assets/art/gallery-fushimi-inari.svg";
import naraDeerArt from "~/assets/art/gallery-nara-deer.svg";
import osakaCastleArt from "~/assets/art/gallery-osaka-castle.svg";
import sapporoSnowArt from "~/assets/art/gallery-sapporo-snow.svg";
import shibuyaNightArt from "~/assets/art/gallery-shibuya-night.svg";
import { type Locale, localeInfo } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import type { PackageSlug } from "./packages";
import type { CustomerReview, GalleryPhoto, PackageView, PictureData } from "./types";

/**
 * The art's size. A photo (`import photo from "~/assets/art/name.jpg?photo"`, then
 * `image: photo`) has its own; a portrait photo is imported with `?portrait`.
 */
const photoSize = { width: 800, height: 600 } as const;

const photoData = [
  { key: "cherry-blossom", image: { src: cherryBlossomArt, ...photoSize } },
  { key: "fushimi-inari", image: { src: fushimiInariArt, ...photoSize } },
  { key: "fuji-lake", image: { src: fujiLakeArt, ...photoSize } },
  { key: "shibuya-night", image: { src: shibuyaNightArt, ...photoSize } },
  { key: "osaka-castle", image: { src: osakaCastleArt, ...photoSize } },
  { key: "arashiyama", image: { src: arashiyamaArt, ...photoSize } },
  { key: "sapporo-snow", image: { src: sapporoSnowArt, ...photoSize } },
  { key: "nara-deer", image: { src: naraDeerArt, ...photoSize } },
] as const satisfies ReadonlyArray<{ key: string; image: PictureData; [key: string]: unknown }>;

export type GalleryPhotoKey = (typeof photoData)[number]["key"];

export interface GalleryPhotoText {
  title: string;
  location: string;
  alt: string;
}

export function localizeGalleryPhotos(
  text: Readonly<Record<GalleryPhotoKey, GalleryPhotoText>>,
): GalleryPhoto[] {
  return photoData.map(({ key, image }) => {
    const { title, location, alt } = text[key];
    return { title, location, image: { ...image, alt } };
  });
}

const portrait = { width: 160, height: 160 } as const;

const reviewData = [
  {
    key: "hendra",
    name: "Hendra Wijaya",
    location: "Medan",
    image: { src: avatar4, ...portrait },
    rating: 5,
    dateTime: "2026-04",
    package: "osaka-kyoto-heritage",
  },
  {
    key: "aisyah",
    name: "Aisyah Putri",
    location: "Yogyakarta",
    image: { src: avatar5, ...portrait },
    rating: 5,
    dateTime: "2026-02",
    package: "hokkaido-winter-wonderland",
  },
  {
    key: "rizky",
    name: "Rizky Pratama",
    location: "Makassar",
    image: { src: avatar6, ...portrait },
    rating: 4,
    dateTime: "2026-10",
    package: "mount-fuji-hakone",
  },
] as const satisfies ReadonlyArray<{
  package: PackageSlug;
  image: PictureData;
  [key: string]: unknown;
}>;

export type ReviewKey = (typeof reviewData)[number]["key"];

/** "April 2026" / "April 2026", "February 2026" / "Februari 2026", from "2026-02". */
export function formatMonth(isoMonth: string, locale: Locale): string {
  const [year, month] = isoMonth.split("-").map(Number);
  if (!year || !month) throw new Error(`Not a month: ${isoMonth}`);
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, 1));
}

/** The reviews in one language; each names its package by that language's title. */
export function localizeReviews(
  text: Readonly<Record<ReviewKey, string>>,
  packages: readonly PackageView[],
  locale: Locale,
  portraitAlt: string,
): CustomerReview[] {
  return reviewData.map(({ key, name, location, image, rating, dateTime, package: slug }) => {
    const title = packages.find((candidate) => candidate.slug === slug)?.title;
    if (!title) throw new Error(`Review ${key} names an unknown package: ${slug}`);
    return {
      name,
      location,
      image: { ...image, alt: fillTemplate(portraitAlt, { name }) },
      rating,
      date: formatMonth(dateTime, locale),
      dateTime,
      package: title,
      review: text[key],
    };
  });
}
