import type { Hero, NavLink, PageMeta } from "./types";

export const toursPageMeta: PageMeta = {
  title: "Japan Tour Packages",
  description:
    "Compare our Japan tour packages from Jakarta: Tokyo Discovery, Osaka & Kyoto Heritage, Mount Fuji & Hakone and Hokkaido Winter Wonderland, with prices per person.",
};

export const toursPageHero: Hero = {
  title: "Tour Packages",
  intro:
    "Carefully designed journeys through Japan's cities, temples, mountains and snowfields, each one adjustable to your group and travel dates.",
};

/** Labels shared by the four package cards. */
export interface TourCardLabels {
  duration: string;
  groupSize: string;
  season: string;
  highlights: string;
  included: string;
  requestQuotation: string;
}

export interface GroupTourCard {
  icon: "school" | "corporate" | "group";
  title: string;
  description: string;
  /** The group-size advantage shown under the description. */
  perk: string;
}

export const toursPageCopy = {
  packages: {
    eyebrow: "Signature Packages",
    title: "Find Your Perfect Japan Journey",
    intro:
      "Every package includes return flights from Jakarta, comfortable 4-star stays, halal-friendly meals and an Indonesian-speaking tour leader.",
    /** Where each card's Request Quotation link leads. */
    quotationTo: "/contact",
  },
  cardLabels: {
    duration: "Duration",
    groupSize: "Group size",
    season: "Best season",
    highlights: "Tour Highlights",
    included: "What's Included",
    requestQuotation: "Request Quotation",
  } satisfies TourCardLabels,
  customTour: {
    eyebrow: "Tailor-Made Travel",
    title: "Want a Custom Tour?",
    text: "Every package can be customized. Change the dates, add a city, upgrade your hotels or start from a blank page: tell us how you like to travel and we will design an itinerary around your group.",
    points: [
      "Your own dates and travel pace",
      "Destinations and activities you choose",
      "Hotels, meals and transport to your taste",
    ],
    button: { to: "/contact", label: "Plan My Custom Tour" } satisfies NavLink,
  },
  groups: {
    eyebrow: "Groups & Corporate",
    title: "Group & Corporate Tours",
    intro:
      "Travelling as a school, a company or a community? We plan Japan programmes for groups of every size, with special rates for groups of 20+ and a dedicated coordinator for groups of 30+.",
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
          "Incentive trips, company retreats and team-building programmes, with meeting venues and gala dinners arranged for you.",
        perk: "Special rates for groups of 20+",
      },
      {
        icon: "group",
        title: "Large Groups",
        description:
          "Family reunions, communities and associations travelling together, with smooth logistics from airport to hotel.",
        perk: "Dedicated coordinator for groups of 30+",
      },
    ] satisfies GroupTourCard[],
    button: { to: "/partnership", label: "Discover Partnership Options" } satisfies NavLink,
  },
};
