import { siteConfig } from "./site";
import type { Hero, NavLink, PageMeta } from "./types";

export const aboutMeta: PageMeta = {
  title: "About Us",
  description:
    "Meet the licensed Jakarta tour operator behind our Japan tours: our story, our official partnership in Japan, our mission and why Indonesian travellers choose us.",
};

export const aboutHero: Hero = {
  title: "About Us",
  intro:
    "A licensed Indonesian tour operator with a passion for Japan, helping families, couples, schools and companies travel with confidence.",
};

/** Icons the About page can show; the section components map each name to a picture. */
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

export interface AboutSectionCopy {
  eyebrow: string;
  title: string;
  intro?: string;
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

export const aboutWhoWeAre: AboutSectionCopy & {
  paragraphs: string[];
  partnership: AboutPartnershipCard;
} = {
  eyebrow: "Our Story",
  title: "Who We Are",
  paragraphs: [
    `${siteConfig.brandName} is a licensed tour and travel company based in ${siteConfig.city}, ${siteConfig.country}, and an official affiliate of ${siteConfig.partnerName}, our partner in Japan. We focus on one destination only, so every itinerary we sell is one we know well.`,
    "Our travellers are Indonesian families, couples, schools and companies. We plan each trip around what matters to them: comfortable pacing, trusted hotels, halal-friendly dining and a tour leader who speaks their language from departure to return.",
    "From the first question on WhatsApp to the flight home, one team in Jakarta looks after your booking, your documents and your questions, so you can simply enjoy Japan.",
  ],
  partnership: {
    badge: "Official Affiliate",
    companies: [siteConfig.brandName, siteConfig.partnerName],
    companiesJoiner: "and",
    title: "Official Partnership",
    text: `We are proud to be an official affiliate of ${siteConfig.partnerName}, which means our journeys combine planning and service from home with experience on the ground in Japan.`,
    points: [
      "Itineraries prepared together with our partner in Japan",
      "Support from our partner's team throughout your journey",
      `Booking, payment and advice handled by our team in ${siteConfig.city}`,
    ],
  },
};

export const aboutValues: AboutSectionCopy & { cards: AboutCard[] } = {
  eyebrow: "What Drives Us",
  title: "Mission, Vision & Values",
  intro: "The principles behind every itinerary we plan and every traveller we welcome.",
  cards: [
    {
      icon: "target",
      title: "Mission",
      description:
        "To make Japan easy, safe and memorable for Indonesian travellers, with honest advice and carefully planned journeys.",
    },
    {
      icon: "eye",
      title: "Vision",
      description:
        "To be the Japan travel partner Indonesian families, schools and companies trust first and recommend to others.",
    },
    {
      icon: "gem",
      title: "Excellence",
      description:
        "We check every detail, from hotel rooms to train connections, so each day of your trip runs smoothly.",
    },
    {
      icon: "heart-handshake",
      title: "Customer First",
      description:
        "Your wishes, budget and comfort shape the plan. We listen first and answer quickly, before and during your trip.",
    },
    {
      icon: "map-pinned",
      title: "Local Expertise",
      description:
        "Working with our partner in Japan, we know the seasons, the neighbourhoods and the quiet corners worth your time.",
    },
    {
      icon: "heart",
      title: "Passion",
      description:
        "We love Japan, its food, its culture and its landscapes, and we enjoy sharing that love with every group we guide.",
    },
  ],
};

export const aboutWhyChooseUs: AboutSectionCopy & { cards: AboutCard[] } = {
  eyebrow: "Why Travel With Us",
  title: "Why Choose Us",
  intro: "Five reasons Indonesian travellers book their Japan journey with our team.",
  cards: [
    {
      icon: "shield-check",
      title: "Licensed & Trusted",
      description: `A licensed tour operator in ${siteConfig.city} and an official affiliate of ${siteConfig.partnerName}, with clear quotations and no hidden costs.`,
    },
    {
      icon: "graduation-cap",
      title: "Expert Knowledge",
      description:
        "A team that specialises in Japan and knows the best seasons, routes and experiences for every kind of group.",
    },
    {
      icon: "user-round-check",
      title: "Personalized Service",
      description:
        "Itineraries adjusted to your dates, interests, dietary needs and pace, whether you travel as two or as two hundred.",
    },
    {
      icon: "badge-percent",
      title: "Competitive Pricing",
      description:
        "Fair prices in rupiah for quality hotels, transport and guides, with every inclusion listed in your quotation.",
    },
    {
      icon: "headset",
      title: "24/7 Support",
      description:
        "Someone from our team is always reachable while you are in Japan, day or night, for anything you need.",
    },
  ],
};

export const aboutClosing: AboutSectionCopy & {
  text: string;
  primaryLink: NavLink;
  secondaryLink: NavLink;
} = {
  eyebrow: "Travel With Confidence",
  title: "Let's Plan Your Japan Journey Together",
  text: "Whether it is your first trip abroad or your tenth visit to Japan, we would love to help. Browse our packages or tell us what you have in mind, and our team will prepare a plan that fits you.",
  primaryLink: { to: "/contact", label: "Contact Our Team" },
  secondaryLink: { to: "/tours", label: "Explore Tour Packages" },
};
