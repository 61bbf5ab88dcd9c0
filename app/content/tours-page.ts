import type { Hero, PageMeta } from "./types";

export const toursPageMeta: PageMeta = {
  title: "Japan Tour Packages",
  description:
    "Compare our Japan tour packages from Jakarta: Tokyo Discovery, Osaka & Kyoto Heritage, Mount Fuji & Hakone and Hokkaido Winter Wonderland, with prices per person.",
};

export const toursPageHero: Hero = {
  title: "Tour Packages",
  intro:
    "Carefully designed journeys through Japan's cities, temples, mountains and snowfields, each one adjustable to your group and travel dates.",
};
