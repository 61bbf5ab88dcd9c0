import type { PackageWords } from "../packages";
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

/** Alt text of a traveller's portrait. */
export const portraitAlt = "Potret {name}";
