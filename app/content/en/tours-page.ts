import { contactPathFor } from "../inquiry";
import { packageCardHighlightLimit } from "../packages";
import { linksIn } from "../pages";
import type { ToursCopy } from "../types";
import { packages } from "./tours";
import { mealWords } from "./ui";

const link = linksIn("en");

export const copy: ToursCopy = {
  meta: {
    title: "Japan Tour Packages",
    description:
      "Compare our Japan tour packages from Jakarta: Tokyo, Osaka & Kyoto, Mount Fuji & Hakone and Hokkaido in winter, with prices per person in rupiah.",
    imageAlt: "Illustration of the Tokyo skyline at dusk with Tokyo Skytree lit up",
  },
  hero: {
    title: "Tour Packages",
    intro:
      "Carefully designed journeys through Japan's cities, temples, mountains and snowfields, each one adjustable to your group and travel dates.",
  },
  packages: {
    eyebrow: "Signature Packages",
    title: "Find Your Perfect Japan Journey",
    intro: `Every package includes return flights from Jakarta, comfortable 4-star stays, ${mealWords.meals} and an Indonesian-speaking tour leader.`,
    highlightLimit: packageCardHighlightLimit,
    items: packages,
  },
  cardLabels: {
    duration: "Duration",
    groupSize: "Group size",
    season: "Best season",
    highlights: "Tour Highlights",
    included: "What's Included",
    requestQuotation: "Request Quotation",
    details: "Package details",
  },
  customTour: {
    eyebrow: "Tailor-Made Travel",
    title: "Want a Custom Tour?",
    text: "Every package can be customized. Change the dates, add a city, upgrade your hotels or start from a blank page: tell us how you like to travel and we will design an itinerary around your group.",
    points: [
      "Your own dates and travel pace",
      "Destinations and activities you choose",
      "Hotels, meals and transport to your taste",
    ],
    button: {
      to: contactPathFor("en", { kind: "topic", key: "custom-tour" }),
      label: "Plan My Custom Tour",
    },
  },
  groups: {
    eyebrow: "Groups & Corporate",
    title: "Group & Corporate Tours",
    intro:
      "Traveling as a school, a company or a community? We plan Japan programs for groups of every size, with special rates for groups of 20+ and a dedicated coordinator for groups of 30+.",
    cards: [
      {
        icon: "school",
        title: "School Groups",
        description:
          "Educational study tours with museum visits, cultural workshops and school exchanges, planned with safety and supervision first.",
        perk: "Special rates for groups of 20+",
      },
      {
        icon: "corporate",
        title: "Corporate Teams",
        description:
          "Incentive trips, company retreats and team-building programs, with meeting venues and gala dinners arranged for you.",
        perk: "Special rates for groups of 20+",
      },
      {
        icon: "group",
        title: "Large Groups",
        description:
          "Family reunions, communities and associations traveling together, with smooth logistics from airport to hotel.",
        perk: "Dedicated coordinator for groups of 30+",
      },
    ],
    button: link("partnership", "Discover Partnership Options"),
  },
};
