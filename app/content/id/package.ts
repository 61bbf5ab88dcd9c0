import { packagePageCopies } from "../package-pages";
import { packages } from "./tours";
import { copy as toursPage } from "./tours-page";

/** Halaman setiap paket tur, dalam Bahasa Indonesia. */
export const copies = packagePageCopies("id", packages, {
  metaTitle: "{title}: {duration} dari Jakarta",
  metaDescription:
    "{title}: {duration} di Jepang dari Jakarta, {groupSize}. {price} per orang, termasuk tiket pesawat dan hotel.",
  breadcrumbLabel: "Lokasi halaman",
  homeLabel: "Beranda",
  toursLabel: "Paket Tur",
  labels: {
    ...toursPage.cardLabels,
    pricePerPerson: "Harga per orang",
    overview: "Tentang tur ini",
  },
  othersTitle: "Paket tur lainnya",
  share: {
    button: "Bagikan",
    whatsapp: "Bagikan via WhatsApp",
    copyLink: "Salin tautan",
    copied: "Tautan tersalin",
    text: "{title}, {duration}, {price} per orang",
  },
});
