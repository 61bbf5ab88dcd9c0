/** The three home-page testimonials, language-neutral: who, from where, their portrait and stars. */
import avatar1 from "~/assets/art/avatar-1.svg";
import avatar2 from "~/assets/art/avatar-2.svg";
import avatar3 from "~/assets/art/avatar-3.svg";
import { fillTemplate } from "~/lib/template";
import type { Testimonial } from "./types";

const portrait = { width: 160, height: 160 } as const;

const testimonialData = [
  { key: "rina", name: "Rina Wulandari", location: "Jakarta", src: avatar1, rating: 5 },
  { key: "budi", name: "Budi Santoso", location: "Surabaya", src: avatar2, rating: 5 },
  { key: "sari", name: "Sari Anggraini", location: "Bandung", src: avatar3, rating: 5 },
] as const;

export type TestimonialKey = (typeof testimonialData)[number]["key"];

/** The testimonials with each traveler's words in one language; `portraitAlt` is "Portrait of {name}". */
export function localizeTestimonials(
  text: Readonly<Record<TestimonialKey, string>>,
  portraitAlt: string,
): Testimonial[] {
  return testimonialData.map(({ key, name, location, src, rating }) => ({
    name,
    location,
    image: { src, alt: fillTemplate(portraitAlt, { name }), ...portrait },
    rating,
    text: text[key],
  }));
}
