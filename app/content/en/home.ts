import heroArt from "~/assets/art/hero.svg";
import { featuredHighlightLimit } from "../packages";
import { linksIn, localizedPath } from "../pages";
import { siteConfig } from "../site";
import { homeStatistics } from "../statistics";
import { localizeTestimonials } from "../testimonials";
import type { HomeCopy } from "../types";
import { packages } from "./tours";
import { mealWords, portraitAlt } from "./ui";

const locale = "en" as const;
const link = linksIn(locale);

export const copy: HomeCopy = {
  meta: {
    title: "Japan Tour Packages from Jakarta",
    description:
      "Japan tour packages from a licensed Jakarta tour operator: Tokyo, Kyoto, Mount Fuji and Hokkaido for Indonesian families, couples, schools and companies.",
    imageAlt:
      "Illustration of Mount Fuji at dawn behind a five-story pagoda framed by cherry blossoms",
  },
  hero: {
    badge: `Official Affiliate of ${siteConfig.partnerName}`,
    title: "Your Gateway to Japan",
    intro: `Discover the beauty, culture and wonder of Japan with tours designed for Indonesian travelers: ${mealWords.meals}, Indonesian-speaking guides and every detail arranged from Jakarta.`,
    primaryCta: link("tours", "Explore Tour Packages"),
    secondaryCta: link("contact", "Request a Quotation"),
    image: {
      src: heroArt,
      alt: "Illustration of Mount Fuji at dawn behind a five-story pagoda framed by cherry blossoms",
      width: 1200,
      height: 800,
    },
  },
  statisticsLabel: "Our track record",
  statistics: homeStatistics(
    {
      travelers: "Happy Travelers",
      destinations: "Destinations",
      years: "Years Experience",
      rating: "Customer Rating",
    },
    locale,
  ),
  welcome: {
    eyebrow: "Welcome",
    title: "Japan, Planned the Way Indonesian Travelers Like It",
    paragraphs: [
      `We are a licensed tour and travel company based in ${siteConfig.city} and an official affiliate of ${siteConfig.partnerName}. For more than ten years we have guided families, couples, schools and companies through Japan's cities, temples, mountains and snowfields.`,
      `Every itinerary is built around what matters to our guests: comfortable pacing, trusted hotels, ${mealWords.meals} and a tour leader who speaks your language from departure to return.`,
    ],
    link: link("about", "Learn more about us"),
  },
  featured: {
    eyebrow: "Featured Packages",
    title: "Popular Japan Tours",
    intro: "Four journeys our travelers love most, each one adjustable to your group and dates.",
    detailsLabel: "View Details",
    highlightLimit: featuredHighlightLimit,
    packages: packages.map((item) => ({
      ...item,
      detailsTo: localizedPath("tours", locale, item.slug),
    })),
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Travelers Say",
    intro: "Stories from Indonesian families, couples and companies who explored Japan with us.",
    items: localizeTestimonials(
      {
        rina: "Our family trip to Tokyo was perfectly organized, from the halal restaurants to the Indonesian-speaking guide who made our children feel at home. We are already planning our next trip to Hokkaido.",
        budi: "We brought forty employees to Osaka and Kyoto as a company incentive trip. Every transfer ran on time and the team handled all the visa paperwork for us. Truly professional service.",
        sari: "Seeing Mount Fuji in autumn on our honeymoon was a dream come true. The ryokan night in Hakone was the highlight. Thank you for the thoughtful details throughout the journey.",
      },
      portraitAlt,
    ),
  },
  cta: {
    title: "Ready to Start Your Japan Adventure?",
    text: "Tell us your dates, group size and dream destinations. Our team will prepare a free, no-obligation quotation within one business day.",
    button: link("contact", "Get a Free Quotation"),
  },
};
