import { localizePackages, type PackageSlug, type PackageText } from "../packages";
import { mealWords, packageWords } from "./ui";

const packageText: Record<PackageSlug, PackageText> = {
  "tokyo-discovery": {
    title: "Tokyo Discovery",
    imageAlt: "Illustration of the Tokyo skyline at dusk with Tokyo Skytree lit up",
    description: `Experience the perfect blend of ultra-modern city life and centuries-old tradition in Japan's vibrant capital, with ${mealWords.meals} arranged throughout.`,
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
      mealWords.included,
      "Indonesian-speaking tour leader",
      "Air-conditioned private coach",
      "Entrance tickets as per itinerary",
    ],
  },
  "osaka-kyoto-heritage": {
    title: "Osaka & Kyoto Heritage",
    imageAlt:
      "Illustration of Kyoto's golden Kinkaku-ji pavilion reflected in its pond, with Osaka Castle on the distant hills",
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
      mealWords.included,
      "Indonesian-speaking tour leader",
      "Shinkansen or private coach transfers",
      "Entrance tickets as per itinerary",
    ],
  },
  "mount-fuji-hakone": {
    title: "Mount Fuji & Hakone",
    imageAlt:
      "Illustration of Mount Fuji above Lake Ashi with a red shrine gate standing in the water",
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
      mealWords.included,
      "Indonesian-speaking tour leader",
      "Air-conditioned private coach",
      "Lake cruise and ropeway tickets",
    ],
  },
  "hokkaido-winter-wonderland": {
    title: "Hokkaido Winter Wonderland",
    imageAlt:
      "Illustration of a snowy Hokkaido landscape with snow-laden pines and a warmly lit wooden cabin",
    description:
      "A real snow holiday for tropical travelers: ice festivals, powder snow, seafood markets and steaming hot springs in Japan's northern island.",
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
      mealWords.included,
      "Indonesian-speaking tour leader",
      "Winter clothing rental",
      "Air-conditioned private coach",
    ],
  },
};

/** The packages in English. */
export const packages = localizePackages(packageText, "en", packageWords);
