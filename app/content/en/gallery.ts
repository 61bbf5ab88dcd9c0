import { localizeGalleryPhotos, localizeReviews } from "../gallery";
import { siteConfig } from "../site";
import { galleryStatistics } from "../statistics";
import type { GalleryCopy } from "../types";
import { packages } from "./tours";
import { portraitAlt } from "./ui";

const locale = "en" as const;

export const copy: GalleryCopy = {
  meta: {
    title: "Gallery & Experiences",
    description:
      "Photos and stories from our Japan tours: cherry blossoms, temples, Mount Fuji and Hokkaido snow, with reviews from Indonesian travelers.",
    imageAlt:
      "Illustration of pink cherry trees in full bloom along a canal crossed by a red bridge",
  },
  hero: {
    title: "Gallery & Experiences",
    intro: "Moments from our journeys across Japan and the stories our travelers bring home.",
  },
  statisticsLabel: "Our journeys in numbers",
  statistics: galleryStatistics(
    {
      travelers: "Happy Travelers",
      tours: "Tours Completed",
      rating: "Average Rating",
      satisfaction: "Satisfaction Rate",
    },
    locale,
  ),
  photos: {
    eyebrow: "Moments from Japan",
    title: "Photo Gallery",
    intro:
      "A glimpse of the places our travelers explore, from spring blossoms in Tokyo to the winter festival in Sapporo.",
    items: localizeGalleryPhotos({
      "cherry-blossom": {
        title: "Cherry Blossom Season",
        location: "Meguro River, Tokyo",
        alt: "Pink cherry trees in full bloom lining both banks of a canal crossed by a red bridge",
      },
      "fushimi-inari": {
        title: "Thousand Torii Gates",
        location: "Fushimi Inari, Kyoto",
        alt: "A stone path running through a long tunnel of vermilion torii gates",
      },
      "fuji-lake": {
        title: "Mount Fuji Reflection",
        location: "Lake Kawaguchi, Yamanashi",
        alt: "Snow-capped Mount Fuji mirrored in a calm lake with a small boat at dawn",
      },
      "shibuya-night": {
        title: "Shibuya at Night",
        location: "Shibuya Crossing, Tokyo",
        alt: "The wide zebra stripes of Shibuya Crossing at night under glowing billboards",
      },
      "osaka-castle": {
        title: "Castle in Spring",
        location: "Osaka Castle, Osaka",
        alt: "White and green Osaka Castle above its stone walls and moat, framed by cherry blossoms",
      },
      arashiyama: {
        title: "Bamboo Forest Walk",
        location: "Arashiyama, Kyoto",
        alt: "Two visitors, one under a pink umbrella, walking a path between towering green bamboo",
      },
      "sapporo-snow": {
        title: "Snow Festival Lights",
        location: "Odori Park, Sapporo",
        alt: "A crowd admiring a large illuminated snow sculpture of a temple under strings of lights",
      },
      "nara-deer": {
        title: "Friendly Deer",
        location: "Nara Park, Nara",
        alt: "Spotted deer grazing on the lawn of Nara Park in front of a temple hall",
      },
    }),
  },
  reviews: {
    eyebrow: "Reviews",
    title: "Customer Experiences",
    intro: "Indonesian travelers share how their Japan journey with us went, in their own words.",
    packageLabel: "Tour:",
    dateLabel: "Traveled in",
    items: localizeReviews(
      {
        hendra:
          "My wife and I celebrated our 35th wedding anniversary in Kyoto. The pace was gentle enough for us, the hotels were spotless and our tour leader always knew where to find halal food. Walking through the torii gates of Fushimi Inari together is a memory we will treasure.",
        aisyah:
          "It was my first time seeing snow and Hokkaido did not disappoint! The winter clothing rental saved us so much packing, the Sapporo Snow Festival was magical and the team even found a quiet place for us to pray at every stop.",
        rizky:
          "The autumn colors around Lake Ashi were stunning and the ryokan night in Hakone was a highlight. Fuji hid behind the clouds on our first day, but the guide rearranged the schedule so we saw it clearly the next morning. I would have liked a little more free time in Hakone.",
      },
      packages,
      locale,
      portraitAlt,
    ),
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
    text: `See new photos, traveler stories and seasonal departures from Japan on our ${siteConfig.socialNetworkName} page.`,
    link: { href: siteConfig.socialUrl, label: `Follow us on ${siteConfig.socialNetworkName}` },
  },
};
