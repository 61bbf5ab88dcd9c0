import type { Statistic } from "./types";

export const homeStatistics: Statistic[] = [
  { value: "5,000+", label: "Happy Travelers" },
  { value: "50+", label: "Destinations" },
  { value: "10+", label: "Years Experience" },
  { value: "4.9/5", label: "Customer Rating" },
];

export const galleryStatistics: Statistic[] = [
  { value: "5,000+", label: "Happy Travelers" },
  { value: "500+", label: "Tours Completed" },
  { value: "4.9/5", label: "Average Rating" },
  { value: "98%", label: "Satisfaction Rate" },
];
