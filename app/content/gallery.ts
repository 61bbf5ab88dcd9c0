import type { Hero, PageMeta } from "./types";

export const galleryMeta: PageMeta = {
  title: "Gallery & Experiences",
  description:
    "Photos and stories from our Japan tours: cherry blossoms, temples, Mount Fuji and Hokkaido snow, with reviews from Indonesian travellers.",
};

export const galleryHero: Hero = {
  title: "Gallery & Experiences",
  intro: "Moments from our journeys across Japan and the stories our travellers bring home.",
};
