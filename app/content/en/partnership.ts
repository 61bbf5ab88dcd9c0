import { contactPathFor } from "../inquiry";
import { siteConfig } from "../site";
import type { PartnershipCopy } from "../types";

export const copy: PartnershipCopy = {
  meta: {
    title: "Partnership Opportunities",
    description:
      "Partner with a licensed Jakarta tour operator for Japan: programs for travel agents, corporate clients and joint promotions, with full support.",
    imageAlt: "Illustration of a stone path through a long tunnel of vermilion torii gates",
  },
  hero: {
    title: "Partnership Opportunities",
    intro:
      "Grow with us in Indonesia's fast-growing market for Japan travel: programs for travel agents, companies and brands.",
  },
  why: {
    eyebrow: "Grow With Us",
    title: "Why Partner With Us",
    intro: "Work with a licensed Jakarta specialist in travel to Japan.",
    reasons: [
      {
        icon: "trending-up",
        title: "Growing Market",
        description:
          "Japan is a dream destination for more and more Indonesian families, students and companies. Partner with us to meet that demand.",
      },
      {
        icon: "badge-check",
        title: "Trusted Brand",
        description: `A licensed tour operator and official affiliate of ${siteConfig.partnerName}, trusted by Indonesian travelers for Japan journeys.`,
      },
      {
        icon: "life-buoy",
        title: "Full Support",
        description:
          "From the first quotation to the flight home, our team supports you and your clients at every step of the trip.",
      },
    ],
  },
  programs: {
    eyebrow: "Programs",
    title: "Partnership Programs",
    intro: "Three ways to work with us, each shaped around your business.",
    learnMoreLabel: "Learn More",
    learnMoreContext: "about {title}",
    benefitsLabel: "Benefits",
    programs: [
      {
        key: "travel-agent",
        title: "Travel Agent Partnership",
        description:
          "Offer our Japan packages to your customers with attractive margins and the backing of a specialist team.",
        benefits: [
          "Competitive commission rates",
          "Marketing material support",
          "Priority booking access",
          "Dedicated B2B portal",
          "Regular training sessions",
        ],
      },
      {
        key: "corporate",
        title: "Corporate Partnership",
        description:
          "Incentive trips, study tours and company outings to Japan, planned around your team and your goals.",
        benefits: [
          "Customized corporate packages",
          "Volume discounts available",
          "Flexible payment terms",
          "Dedicated account manager",
          "Post-trip reporting",
        ],
      },
      {
        key: "joint-promotion",
        title: "Joint Promotion",
        description:
          "Reach new audiences together through co-branded campaigns, exclusive offers and shared events.",
        benefits: [
          "Co-branded marketing materials",
          "Shared advertising costs",
          "Exclusive package offerings",
          "Social media collaboration",
          "Event partnership opportunities",
        ],
      },
    ],
  },
  steps: {
    eyebrow: "Getting Started",
    title: "How Partnership Works",
    intro: "Four simple steps from your first message to your first joint departure.",
    steps: [
      {
        title: "Submit Inquiry",
        description: "Tell us about your business and the partnership program that interests you.",
      },
      {
        title: "Initial Discussion",
        description: "Our partnership team contacts you to discuss your needs, goals and terms.",
      },
      {
        title: "Agreement & Onboarding",
        description:
          "We sign the partnership agreement and prepare you with materials and training.",
      },
      {
        title: "Start Collaborating",
        description: "Begin selling, promoting or traveling with us, with our team beside you.",
      },
    ],
  },
  requirements: {
    eyebrow: "Eligibility",
    title: "Partner Requirements",
    intro: "What we look for in the partners we work with.",
    groups: [
      {
        icon: "plane",
        title: "Travel Agents",
        requirements: [
          "Valid travel agency license",
          "Minimum 1 year of operation",
          "Active customer base",
          "Professional office or online presence",
        ],
      },
      {
        icon: "users",
        title: "Corporate Partners",
        requirements: [
          "Registered company or organization",
          "Minimum 15 pax for corporate tours",
          "Clear travel objectives",
          "Authorized representative",
        ],
      },
    ],
  },
  cta: {
    title: "Ready to Become a Partner?",
    text: "Tell us about your business and the program that interests you. Our partnership team will get back to you to discuss the next steps.",
    button: {
      to: contactPathFor("en", { kind: "topic", key: "partnership" }),
      label: "Submit Partnership Inquiry",
    },
  },
};
