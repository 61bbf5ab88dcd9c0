import type { NavLink } from "./types";

/** Header links, in the order of the spec. */
export const mainNavigation: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/tours", label: "Tour Packages" },
  { to: "/gallery", label: "Gallery" },
  { to: "/partnership", label: "Partnership" },
  { to: "/contact", label: "Contact" },
];

export const headerCopy = {
  skipToContent: "Skip to main content",
  homeLinkLabel: "home page",
  primaryNavLabel: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  planTrip: { to: "/contact", label: "Plan Your Trip" },
};
