import type { Hero, PageMeta } from "./types";

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
