/** The three home-page testimonials, language-neutral: who, from where, their portrait and stars. */
import avatar1 from "~/assets/art/avatar-1.svg";
import avatar2 from "~/assets/art/avatar-2.svg";
import avatar3 from "~/assets/art/avatar-3.svg";
import { fillTemplate } from "~/lib/template";
import type { PictureData, Testimonial } from "./types";

/** The portraits' size; a photo (`import photo from "~/assets/art/name.jpg?portrait"`) has its own. */
const portrait = { width: 160, height: 160 } as const;

const testimonialData = [
  {
    key: "rina",
    name: "Rina Wulandari",
    location: "Jakarta",
    image: { src: avatar1, ...portrait },
    rating: 5,
  },
  {
    key: "budi",
    name: "Budi Santoso",
    location: "Surabaya",
    image: { src: avatar2, ...portrait },
    rating: 5,
  },
  {
    key: "sari",
    name: "Sari Anggraini",
    location: "Bandung",
    image: { src: avatar3, ...portrait },
    rating: 5,
  },
] as const satisfies ReadonlyArray<{ key: string; image: PictureData; [key: string]: unknown }>;

export type TestimonialKey = (typeof testimonialData)[number]["key"];

/** The testimonials with each traveler's words in one language; `portraitAlt` is "Portrait of {name}". */
export function localizeTestimonials(
  text: Readonly<Record<TestimonialKey, string>>,
  portraitAlt: string,
): Testimonial[] {
  return testimonialData.map(({ key, name, location, image, rating }) => ({
    name,
    location,
    image: { ...image, alt: fillTemplate(portraitAlt, { name }) },
    rating,
    text: text[key],
  }));
}
