import { packagePageCopies } from "../package-pages";
import { packages } from "./tours";
import { copy as toursPage } from "./tours-page";

/** Every package's own page, in English. */
export const copies = packagePageCopies("en", packages, {
  metaTitle: "{title}: {duration} from Jakarta",
  metaDescription:
    "{title}: {duration} in Japan from Jakarta, {groupSize}. {price} per person, flights and hotels included.",
  breadcrumbLabel: "Breadcrumb",
  homeLabel: "Home",
  toursLabel: "Tour Packages",
  labels: {
    ...toursPage.cardLabels,
    pricePerPerson: "Price per person",
    overview: "About this tour",
  },
  othersTitle: "Other Japan tours",
  share: {
    button: "Share",
    whatsapp: "Share on WhatsApp",
    copyLink: "Copy link",
    copied: "Link copied",
    text: "{title}, {duration}, {price} per person",
  },
});
