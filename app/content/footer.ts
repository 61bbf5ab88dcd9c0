import { siteConfig } from "./site";
import type { NavLink } from "./types";

export const footerCopy = {
  about: `Licensed tour operator in ${siteConfig.city} and official affiliate of ${siteConfig.partnerName}, creating unforgettable Japan journeys for Indonesian travellers since our founding.`,
  quickLinksTitle: "Quick Links",
  quickLinks: [
    { to: "/", label: "Home" },
    { to: "/about", label: "About Us" },
    { to: "/tours", label: "Tour Packages" },
    { to: "/gallery", label: "Gallery" },
    { to: "/partnership", label: "Partnership" },
  ] satisfies NavLink[],
  popularToursTitle: "Popular Tours",
  popularTours: [
    { to: "/tours", label: "Tokyo Discovery" },
    { to: "/tours", label: "Osaka & Kyoto Heritage" },
    { to: "/tours", label: "Mount Fuji & Hakone" },
    { to: "/tours", label: "Hokkaido Winter Wonderland" },
  ] satisfies NavLink[],
  contactTitle: "Contact Us",
  contactPageLink: { to: "/contact", label: "Send us a message" } satisfies NavLink,
  phoneLabel: "Phone",
  emailLabel: "Email",
  addressLabel: "Office",
  address: `${siteConfig.city}, ${siteConfig.country}`,
  legalNavLabel: "Legal",
  /** Placeholder pages: the company has not published these documents yet. */
  privacy: { label: "Privacy Policy", note: "Privacy policy coming soon" },
  terms: { label: "Terms of Service", note: "Terms of service coming soon" },
  copyright: (year: number) => `© ${year} ${siteConfig.brandName}. All rights reserved.`,
};
