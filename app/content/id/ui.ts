import type { PackageWords } from "../packages";
import { siteConfig } from "../site";
import type { UiCopy } from "../types";

export const ui: UiCopy = {
  startingFrom: "Mulai dari {price}",
  perPerson: "per orang",
  ratingLabel: "Nilai {rating} dari {max} bintang",
  opensInNewTab: "(terbuka di tab baru)",
  detailsFor: "paket {title}",
  toastClose: "Tutup notifikasi",
  toastRegion: "Notifikasi",
};

export const packageWords: PackageWords = {
  duration: "{days} Hari {nights} Malam",
  groupSize: "Min. {count} pax",
  seasons: {
    "all-year": "Sepanjang Tahun",
    "spring-autumn": "Musim Semi & Gugur",
    winter: "Musim Dingin (Des–Feb)",
  },
  startingFrom: ui.startingFrom,
};

/** The one meal promise, with the same meaning as in English (app/content/en/ui.ts). */
export const mealWords = siteConfig.halalMealsConfirmed
  ? { meals: "makanan halal", included: "Sarapan setiap hari dan makanan halal" }
  : {
      meals: "menu ramah muslim",
      included:
        "Sarapan setiap hari dan menu ramah muslim (tanpa babi dan alkohol; restoran bersertifikat halal bila tersedia)",
    };

/** Alt text of a traveller's portrait. */
export const portraitAlt = "Potret {name}";
