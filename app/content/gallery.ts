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
import { siteConfig } from "./site";
import { tourPackages } from "./tours";
import type { CustomerReview, GalleryPhoto, Hero, PageMeta } from "./types";

export const galleryMeta: PageMeta = {
  title: "Gallery & Experiences",
  description:
    "Photos and stories from our Japan tours: cherry blossoms, temples, Mount Fuji and Hokkaido snow, with reviews from Indonesian travellers.",
};

export const galleryHero: Hero = {
  title: "Gallery & Experiences",
  intro: "Moments from our journeys across Japan and the stories our travellers bring home.",
};

export const galleryCopy = {
  statisticsLabel: "Our journeys in numbers",
  photos: {
    eyebrow: "Moments from Japan",
    title: "Photo Gallery",
    intro:
      "A glimpse of the places our travellers explore, from spring blossoms in Tokyo to the winter festival in Sapporo.",
  },
  reviews: {
    eyebrow: "Reviews",
    title: "Customer Experiences",
    intro: "Indonesian travellers share how their Japan journey with us went, in their own words.",
    /** Read before the tour name by screen readers; the badge itself shows only the name. */
    tourLabel: "Tour:",
    dateLabel: "Travelled in",
  },
  videos: {
    eyebrow: "Behind the Scenes",
    title: "Travel Videos",
    status: "Coming Soon",
    text: "We're preparing amazing video content from our tours. Stay tuned!",
  },
  social: {
    eyebrow: "Stay Connected",
    title: "Follow Our Journey",
    text: `See new photos, traveller stories and seasonal departures from Japan on our ${siteConfig.socialNetworkName} page.`,
    link: {
      href: siteConfig.socialUrl,
      label: `Follow us on ${siteConfig.socialNetworkName}`,
    },
  },
};

const galleryArt = { width: 800, height: 600 } as const;

export const galleryPhotos: GalleryPhoto[] = [
  {
    title: "Cherry Blossom Season",
    location: "Meguro River, Tokyo",
    image: {
      src: cherryBlossomArt,
      alt: "Pink cherry trees in full bloom lining both banks of a canal crossed by a red bridge",
      ...galleryArt,
    },
  },
  {
    title: "Thousand Torii Gates",
    location: "Fushimi Inari, Kyoto",
    image: {
      src: fushimiInariArt,
      alt: "A stone path running through a long tunnel of vermilion torii gates",
      ...galleryArt,
    },
  },
  {
    title: "Mount Fuji Reflection",
    location: "Lake Kawaguchi, Yamanashi",
    image: {
      src: fujiLakeArt,
      alt: "Snow-capped Mount Fuji mirrored in a calm lake with a small boat at dawn",
      ...galleryArt,
    },
  },
  {
    title: "Shibuya at Night",
    location: "Shibuya Crossing, Tokyo",
    image: {
      src: shibuyaNightArt,
      alt: "The wide zebra stripes of Shibuya Crossing at night under glowing billboards",
      ...galleryArt,
    },
  },
  {
    title: "Castle in Spring",
    location: "Osaka Castle, Osaka",
    image: {
      src: osakaCastleArt,
      alt: "White and green Osaka Castle above its stone walls and moat, framed by cherry blossoms",
      ...galleryArt,
    },
  },
  {
    title: "Bamboo Forest Walk",
    location: "Arashiyama, Kyoto",
    image: {
      src: arashiyamaArt,
      alt: "Two visitors, one under a pink umbrella, walking a path between towering green bamboo",
      ...galleryArt,
    },
  },
  {
    title: "Snow Festival Lights",
    location: "Odori Park, Sapporo",
    image: {
      src: sapporoSnowArt,
      alt: "A crowd admiring a large illuminated snow sculpture of a temple under strings of lights",
      ...galleryArt,
    },
  },
  {
    title: "Friendly Deer",
    location: "Nara Park, Nara",
    image: {
      src: naraDeerArt,
      alt: "Spotted deer grazing on the lawn of Nara Park in front of a temple hall",
      ...galleryArt,
    },
  },
];

/** A package title, looked up so a review's tour label always matches a real package. */
function packageTitle(slug: string): string {
  const tour = tourPackages.find((candidate) => candidate.slug === slug);
  if (!tour) throw new Error(`Unknown tour package: ${slug}`);
  return tour.title;
}

const portrait = { width: 160, height: 160 } as const;

export const customerReviews: CustomerReview[] = [
  {
    name: "Hendra Wijaya",
    location: "Medan",
    image: { src: avatar4, alt: "Portrait of Hendra Wijaya", ...portrait },
    rating: 5,
    date: "April 2026",
    dateTime: "2026-04",
    tour: packageTitle("osaka-kyoto-heritage"),
    review:
      "My wife and I celebrated our 35th wedding anniversary in Kyoto. The pace was gentle enough for us, the hotels were spotless and our tour leader always knew where to find halal food. Walking through the torii gates of Fushimi Inari together is a memory we will treasure.",
  },
  {
    name: "Aisyah Putri",
    location: "Yogyakarta",
    image: { src: avatar5, alt: "Portrait of Aisyah Putri", ...portrait },
    rating: 5,
    date: "February 2026",
    dateTime: "2026-02",
    tour: packageTitle("hokkaido-winter-wonderland"),
    review:
      "It was my first time seeing snow and Hokkaido did not disappoint! The winter clothing rental saved us so much packing, the Sapporo Snow Festival was magical and the team even found a quiet place for us to pray at every stop.",
  },
  {
    name: "Rizky Pratama",
    location: "Makassar",
    image: { src: avatar6, alt: "Portrait of Rizky Pratama", ...portrait },
    rating: 4,
    date: "October 2026",
    dateTime: "2026-10",
    tour: packageTitle("mount-fuji-hakone"),
    review:
      "The autumn colours around Lake Ashi were stunning and the ryokan night in Hakone was a highlight. Fuji hid behind the clouds on our first day, but the guide rearranged the schedule so we saw it clearly the next morning. I would have liked a little more free time in Hakone.",
  },
];
