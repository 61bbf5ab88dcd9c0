import avatar1 from "~/assets/art/avatar-1.svg";
import avatar2 from "~/assets/art/avatar-2.svg";
import avatar3 from "~/assets/art/avatar-3.svg";
import type { Testimonial } from "./types";

const portrait = { width: 160, height: 160 } as const;

export const testimonials: Testimonial[] = [
  {
    name: "Rina Wulandari",
    location: "Jakarta",
    image: { src: avatar1, alt: "Portrait of Rina Wulandari", ...portrait },
    rating: 5,
    text: "Our family trip to Tokyo was perfectly organised, from the halal restaurants to the Indonesian-speaking guide who made our children feel at home. We are already planning our next trip to Hokkaido.",
  },
  {
    name: "Budi Santoso",
    location: "Surabaya",
    image: { src: avatar2, alt: "Portrait of Budi Santoso", ...portrait },
    rating: 5,
    text: "We brought forty employees to Osaka and Kyoto as a company incentive trip. Every transfer ran on time and the team handled all the visa paperwork for us. Truly professional service.",
  },
  {
    name: "Sari Anggraini",
    location: "Bandung",
    image: { src: avatar3, alt: "Portrait of Sari Anggraini", ...portrait },
    rating: 5,
    text: "Seeing Mount Fuji in autumn on our honeymoon was a dream come true. The ryokan night in Hakone was the highlight. Thank you for the thoughtful details throughout the journey.",
  },
];
