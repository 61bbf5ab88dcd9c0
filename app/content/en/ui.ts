import type { PackageWords } from "../packages";
import type { UiCopy } from "../types";

export const ui: UiCopy = {
  startingFrom: "Starting from {price}",
  perPerson: "per person",
  ratingLabel: "Rated {rating} out of {max}",
  opensInNewTab: "(opens in a new tab)",
  detailsFor: "for {title}",
  toastClose: "Close notification",
  toastRegion: "Notifications",
};

export const packageWords: PackageWords = {
  duration: "{days} Days {nights} Nights",
  groupSize: "Min {count} pax",
  seasons: {
    "all-year": "All Year",
    "spring-autumn": "Spring & Autumn",
    winter: "Winter (Dec–Feb)",
  },
  startingFrom: ui.startingFrom,
};

/** Alt text of a traveler's portrait. */
export const portraitAlt = "Portrait of {name}";
