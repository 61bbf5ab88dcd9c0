import type { Hero, PageMeta } from "./types";

export const contactMeta: PageMeta = {
  title: "Contact Us",
  description:
    "Ask for a Japan tour quotation or a custom itinerary. Contact our Jakarta team by form, email, phone or WhatsApp; we reply within one business day.",
};

export const contactHero: Hero = {
  title: "Contact Us",
  intro:
    "Tell us about the trip you have in mind. Our Jakarta team will reply with ideas and a quotation, usually within one business day.",
};
