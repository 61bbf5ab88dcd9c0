import fujiHakoneArt from "~/assets/art/fuji-hakone.svg";
import hokkaidoArt from "~/assets/art/hokkaido-winter.svg";
import osakaKyotoArt from "~/assets/art/osaka-kyoto.svg";
import tokyoArt from "~/assets/art/tokyo.svg";
import type { TourPackage } from "./types";

const packageArt = { width: 800, height: 520 } as const;

/** The four Japan tour packages (spec section 9). Prices are per person, in rupiah. */
export const tourPackages: TourPackage[] = [
  {
    slug: "tokyo-discovery",
    title: "Tokyo Discovery",
    image: {
      src: tokyoArt,
      alt: "Illustration of the Tokyo skyline at dusk with the red Tokyo Tower lit up",
      ...packageArt,
    },
    duration: "5 Days 4 Nights",
    groupSize: "Min 10 pax",
    season: "All Year",
    priceIdr: 12_500_000,
    description:
      "Experience the perfect blend of ultra-modern city life and centuries-old tradition in Japan's vibrant capital, with halal-friendly dining arranged throughout.",
    highlights: [
      "Senso-ji Temple and Nakamise shopping street in Asakusa",
      "Shibuya Crossing and Harajuku's Takeshita Street",
      "Panoramic city views from Tokyo Skytree",
      "Day trip to Mount Fuji 5th Station (weather permitting)",
      "Shopping time in Ginza and Akihabara",
      "Odaiba waterfront and teamLab digital art museum",
      "Meiji Shrine forest walk",
    ],
    included: [
      "Return economy flights from Jakarta",
      "4 nights in 4-star hotels",
      "Daily breakfast and halal-friendly meals",
      "Indonesian-speaking tour leader",
      "Air-conditioned private coach",
      "Entrance tickets as per itinerary",
    ],
  },
  {
    slug: "osaka-kyoto-heritage",
    title: "Osaka & Kyoto Heritage",
    image: {
      src: osakaKyotoArt,
      alt: "Illustration of Kyoto's golden Kinkaku-ji pavilion reflected in its pond, with Osaka Castle on the distant hills",
      ...packageArt,
    },
    duration: "6 Days 5 Nights",
    groupSize: "Min 12 pax",
    season: "All Year",
    priceIdr: 14_800_000,
    description:
      "Walk through Japan's imperial past in Kyoto's temples and gardens, then taste the lively street food and castle history of Osaka.",
    highlights: [
      "Fushimi Inari Shrine and its thousand torii gates",
      "Kinkaku-ji, the Golden Pavilion",
      "Arashiyama Bamboo Grove",
      "Osaka Castle and its park",
      "Dotonbori street food evening",
      "Nara Park and the friendly deer",
      "Gion district at dusk",
      "Universal Studios Japan (optional)",
    ],
    included: [
      "Return economy flights from Jakarta",
      "5 nights in 4-star hotels",
      "Daily breakfast and halal-friendly meals",
      "Indonesian-speaking tour leader",
      "Shinkansen or private coach transfers",
      "Entrance tickets as per itinerary",
    ],
  },
  {
    slug: "mount-fuji-hakone",
    title: "Mount Fuji & Hakone",
    image: {
      src: fujiHakoneArt,
      alt: "Illustration of Mount Fuji above Lake Ashi with a red shrine gate standing in the water",
      ...packageArt,
    },
    duration: "4 Days 3 Nights",
    groupSize: "Min 8 pax",
    season: "Spring & Autumn",
    priceIdr: 11_200_000,
    description:
      "See Japan's most famous mountain at its finest, with cherry blossoms in spring or blazing maple leaves in autumn, and relax in a traditional hot-spring inn.",
    highlights: [
      "Mount Fuji 5th Station visit",
      "Lake Ashi sightseeing cruise",
      "Hakone Ropeway over the Owakudani volcanic valley",
      "Night in a ryokan with private onsen",
      "Chureito Pagoda viewpoint",
      "Oshino Hakkai spring-fed village",
      "Hakone Shrine torii on the lake",
    ],
    included: [
      "Return economy flights from Jakarta",
      "2 nights in a 4-star hotel and 1 night in a ryokan",
      "Daily breakfast and halal-friendly meals",
      "Indonesian-speaking tour leader",
      "Air-conditioned private coach",
      "Lake cruise and ropeway tickets",
    ],
  },
  {
    slug: "hokkaido-winter-wonderland",
    title: "Hokkaido Winter Wonderland",
    image: {
      src: hokkaidoArt,
      alt: "Illustration of a snowy Hokkaido landscape with snow-laden pines and a warmly lit wooden cabin",
      ...packageArt,
    },
    duration: "7 Days 6 Nights",
    groupSize: "Min 15 pax",
    season: "Winter (Dec–Feb)",
    priceIdr: 18_500_000,
    description:
      "A real snow holiday for tropical travellers: ice festivals, powder snow, seafood markets and steaming hot springs in Japan's northern island.",
    highlights: [
      "Sapporo Snow Festival (February departures)",
      "Otaru Canal and music box museum",
      "Snow activities in Niseko or Furano",
      "Noboribetsu Hell Valley and hot springs",
      "Asahiyama Zoo penguin walk",
      "Shiroi Koibito Park chocolate factory",
      "Sapporo fresh seafood market",
      "Lake Toya winter fireworks",
    ],
    included: [
      "Return economy flights from Jakarta",
      "6 nights in 4-star hotels and onsen resorts",
      "Daily breakfast and halal-friendly meals",
      "Indonesian-speaking tour leader",
      "Winter clothing rental",
      "Air-conditioned private coach",
    ],
  },
];

/** The tours page shows at most this many highlights per package; the home page shows three. */
export const tourCardHighlightLimit = 6;
export const featuredHighlightLimit = 3;
