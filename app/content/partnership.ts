import type { Hero, PageMeta } from "./types";

export const partnershipMeta: PageMeta = {
  title: "Partnership Opportunities",
  description:
    "Partner with a licensed Jakarta tour operator for Japan: programmes for travel agents, corporate clients and joint promotions, with full support.",
};

export const partnershipHero: Hero = {
  title: "Partnership Opportunities",
  intro:
    "Grow with us in Indonesia's fast-growing market for Japan travel: programmes for travel agents, companies and brands.",
};
