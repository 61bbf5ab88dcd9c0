import type { PackageWords } from "../packages";
import { siteConfig } from "../site";
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

/**
 * The one meal promise, the same in both languages (app/content/id/ui.ts): the careful one until
 * the company confirms its meals are halal-certified (`halalMealsConfirmed` in site.ts).
 */
export const mealWords = siteConfig.halalMealsConfirmed
  ? { meals: "halal meals", included: "Daily breakfast and halal meals" }
  : {
      meals: "Muslim-friendly meals",
      included:
        "Daily breakfast and Muslim-friendly meals (no pork, no alcohol; halal-certified restaurants where available)",
    };

/** Alt text of a traveler's portrait. */
export const portraitAlt = "Portrait of {name}";
