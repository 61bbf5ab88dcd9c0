import { whatsappLink } from "~/lib/whatsapp";
import { linksIn, type PageKey, pages } from "../pages";
import { siteConfig } from "../site";
import type { ShellCopy } from "../types";
import { packages } from "./tours";
import { ui } from "./ui";

const locale = "en" as const;
const link = linksIn(locale);

/** The header's names for the pages (spec section 2). */
const pageNames: Record<PageKey, string> = {
  home: "Home",
  about: "About Us",
  tours: "Tour Packages",
  gallery: "Gallery",
  partnership: "Partnership",
  contact: "Contact",
};

const greeting = `Hello ${siteConfig.brandName}! I'm interested in your Japan tour packages. Could you share more information?`;

export const shell: ShellCopy = {
  locale,
  header: {
    skipToContent: "Skip to main content",
    homeLink: link("home", `${siteConfig.brandName} home page`),
    primaryNavLabel: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    planTrip: link("contact", "Plan Your Trip"),
    navigation: pages.map((page) => link(page.key, pageNames[page.key])),
  },
  languageSwitch: { label: "Bahasa Indonesia", short: "ID" },
  footer: {
    about: `Licensed tour operator in ${siteConfig.city} and official affiliate of ${siteConfig.partnerName}, creating unforgettable Japan journeys for Indonesian travelers since our founding.`,
    quickLinksTitle: "Quick Links",
    quickLinks: pages
      .filter((page) => page.inFooterLinks)
      .map((page) => link(page.key, pageNames[page.key])),
    popularPackagesTitle: "Popular Tours",
    popularPackages: packages.map((item) => link("tours", item.title, item.slug)),
    contactTitle: "Contact Us",
    contactPageLink: link("contact", "Send us a message"),
    phoneLabel: "Phone",
    emailLabel: "Email",
    addressLabel: "Office",
    address: `${siteConfig.city}, ${siteConfig.country}`,
    legalNavLabel: "Legal",
    privacy: { label: "Privacy Policy", note: "Privacy policy coming soon" },
    terms: { label: "Terms of Service", note: "Terms of service coming soon" },
    copyright: `© {year} ${siteConfig.brandName}. All rights reserved.`,
    languageTitle: "Language",
  },
  chat: {
    greeting,
    whatsappUrl: whatsappLink(siteConfig.whatsappNumber, greeting),
    floatingButtonLabel: "Chat with us on WhatsApp (opens in a new tab)",
    floatingButtonTooltip: "Chat with us on WhatsApp",
    regionLabel: "Chat on WhatsApp",
  },
  ui,
  business: {
    title: "Company details",
    legalName: "Company",
    nib: "Business ID (NIB)",
    tourismRegistration: "Tourism business registration",
    associations: "Member of",
    membership: "{name}, member no. {number}",
    address: "Office address",
    addressFormat: "{street}, {city} {postalCode}, {country}",
    founded: "Founded",
  },
  notFound: {
    meta: {
      title: "Page Not Found",
      description:
        "The page you are looking for does not exist. Return to the home page to explore our Japan tour packages.",
    },
    code: "404",
    message: "Oops! Page not found",
    homeLink: link("home", "Return to Home"),
    logMessage: "404: a visitor requested a page that does not exist:",
  },
  error: {
    title: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong.",
    homeLink: link("home", "Return to Home"),
  },
};
