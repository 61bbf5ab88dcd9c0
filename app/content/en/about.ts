import { linksIn } from "../pages";
import { siteConfig } from "../site";
import type { AboutCopy } from "../types";
import { mealWords } from "./ui";

const link = linksIn("en");

export const copy: AboutCopy = {
  meta: {
    title: "About Us",
    description:
      "Meet the licensed Jakarta tour operator behind our Japan tours: our story, our official partnership in Japan, our values and why travelers choose us.",
    imageAlt:
      "Illustration of Kyoto's golden Kinkaku-ji pavilion reflected in its pond, with Osaka Castle on the distant hills",
  },
  hero: {
    title: "About Us",
    intro:
      "A licensed Indonesian tour operator with a passion for Japan, helping families, couples, schools and companies travel with confidence.",
  },
  whoWeAre: {
    eyebrow: "Our Story",
    title: "Who We Are",
    paragraphs: [
      `${siteConfig.brandName} is a licensed tour and travel company based in ${siteConfig.city}, ${siteConfig.country}, and an official affiliate of ${siteConfig.partnerName}, our partner in Japan. We focus on one destination only, so every itinerary we sell is one we know well.`,
      `Our travelers are Indonesian families, couples, schools and companies. We plan each trip around what matters to them: comfortable pacing, trusted hotels, ${mealWords.meals} and a tour leader who speaks their language from departure to return.`,
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
  },
  values: {
    eyebrow: "What Drives Us",
    title: "Mission, Vision & Values",
    intro: "The principles behind every itinerary we plan and every traveler we welcome.",
    cards: [
      {
        icon: "target",
        title: "Mission",
        description:
          "To make Japan easy, safe and memorable for Indonesian travelers, with honest advice and carefully planned journeys.",
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
          "Working with our partner in Japan, we know the seasons, the neighborhoods and the quiet corners worth your time.",
      },
      {
        icon: "heart",
        title: "Passion",
        description:
          "We love Japan, its food, its culture and its landscapes, and we enjoy sharing that love with every group we guide.",
      },
    ],
  },
  whyChooseUs: {
    eyebrow: "Why Travel With Us",
    title: "Why Choose Us",
    intro: "Five reasons Indonesian travelers book their Japan journey with our team.",
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
          "A team that specializes in Japan and knows the best seasons, routes and experiences for every kind of group.",
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
  },
  closing: {
    eyebrow: "Travel With Confidence",
    title: "Let's Plan Your Japan Journey Together",
    text: "Whether it is your first trip abroad or your tenth visit to Japan, we would love to help. Browse our packages or tell us what you have in mind, and our team will prepare a plan that fits you.",
    primaryLink: link("contact", "Contact Our Team"),
    secondaryLink: link("tours", "Explore Tour Packages"),
  },
};
