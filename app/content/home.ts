import heroArt from "~/assets/art/hero.svg";
import { siteConfig } from "./site";
import type { PageMeta } from "./types";

export const homeMeta: PageMeta = {
  title: "Japan Tour Packages from Jakarta",
  description: `Licensed Jakarta tour operator and official affiliate of ${siteConfig.partnerName}. Japan tour packages for Indonesian families, couples, schools and corporate groups: Tokyo, Kyoto, Mount Fuji and Hokkaido.`,
};

export const homeCopy = {
  hero: {
    badge: `Official Affiliate of ${siteConfig.partnerName}`,
    title: "Your Gateway to Japan",
    intro:
      "Discover the beauty, culture and wonder of Japan with tours designed for Indonesian travellers: halal-friendly meals, Indonesian-speaking guides and every detail arranged from Jakarta.",
    primaryCta: { to: "/tours", label: "Explore Tour Packages" },
    secondaryCta: { to: "/contact", label: "Request a Quotation" },
    image: {
      src: heroArt,
      alt: "Illustration of Mount Fuji at dawn behind a five-storey pagoda framed by cherry blossoms",
      width: 1200,
      height: 800,
    },
  },
  statisticsLabel: "Our track record",
  welcome: {
    eyebrow: "Welcome",
    title: "Japan, Planned the Way Indonesian Travellers Like It",
    paragraphs: [
      `We are a licensed tour and travel company based in ${siteConfig.city} and an official affiliate of ${siteConfig.partnerName}. For more than ten years we have guided families, couples, schools and companies through Japan's cities, temples, mountains and snowfields.`,
      "Every itinerary is built around what matters to our guests: comfortable pacing, trusted hotels, halal-friendly dining and a tour leader who speaks your language from departure to return.",
    ],
    link: { to: "/about", label: "Learn more about us" },
  },
  featured: {
    eyebrow: "Featured Packages",
    title: "Popular Japan Tours",
    intro: "Four journeys our travellers love most, each one adjustable to your group and dates.",
    detailsLabel: "View Details",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Travelers Say",
    intro: "Stories from Indonesian families, couples and companies who explored Japan with us.",
  },
  cta: {
    title: "Ready to Start Your Japan Adventure?",
    text: "Tell us your dates, group size and dream destinations. Our team will prepare a free, no-obligation quotation within one business day.",
    button: { to: "/contact", label: "Get a Free Quotation" },
  },
};
