import { z } from "zod";
import { priceBases } from "../../trip/departure-price.ts";
import { pageKeys } from "../pages.ts";
import { labels, link, paragraph, template, text } from "./fields.ts";
import { seasons } from "./package.ts";

/** Site-wide texts: header, footer, chat button, words around the packages, error pages. */
export const shellSchema = z.object({
  header: z.object({
    skipToContent: text(),
    homeLink: link,
    primaryNavLabel: text(),
    openMenu: text(),
    closeMenu: text(),
    planTrip: link,
  }),
  pageNames: labels(pageKeys).meta({ title: "Page names (menu and footer)" }),
  languageSwitch: z.object({ label: text(), short: text() }),
  footer: z.object({
    about: paragraph(),
    quickLinksTitle: text(),
    popularPackagesTitle: text(),
    contactTitle: text(),
    contactPageLink: link,
    phoneLabel: text(),
    emailLabel: text(),
    addressLabel: text(),
    legalNavLabel: text(),
    copyright: template(["year"]),
    languageTitle: text(),
  }),
  chat: z.object({
    greeting: paragraph("WhatsApp greeting"),
    floatingButtonLabel: text(),
    floatingButtonTooltip: text(),
    regionLabel: text(),
  }),
  ui: z.object({
    startingFrom: template(["price"]),
    perPerson: text(),
    ratingLabel: template(["rating", "max"]),
    opensInNewTab: text(),
    detailsFor: template(["title"]),
    toastClose: text(),
    toastRegion: text(),
  }),
  packageWords: z.object({
    duration: template(["days", "nights"]),
    groupSize: template(["count"]),
    seasons: labels(seasons),
    priceBasis: labels(priceBases).meta({
      title: "What the starting price assumes",
      description:
        "Said under \"Mulai dari …\": the cheapest departure's twin price, the package's twin price, or its starting price as typed.",
    }),
  }),
  meals: z
    .object({
      careful: z.object({ meals: text(), included: text(), answer: paragraph() }),
      confirmed: z.object({ meals: text(), included: text(), answer: paragraph() }),
    })
    .meta({
      title: "The meal promise",
      description:
        "'careful' is shown until the company confirms halal-certified meals (Company details), 'confirmed' after. 'answer' answers \"Are the meals halal?\" ({mealsAnswer}).",
    }),
  portraitAlt: template(["name"]),
  business: z
    .object({
      title: text(),
      legalName: text(),
      nib: text(),
      sertifikatStandar: text(),
      licence: template(["number", "kbli"], [], "Sertifikat Standar and its KBLI"),
      associations: text(),
      membership: template(["name", "number"]),
      address: text(),
      addressFormat: template(["street"], ["city", "postalCode", "country"]),
      mapLink: text("Link opening the address in a maps app"),
      founded: text(),
      bankAccounts: text(),
      bankAccount: template(["bank", "number", "name"]),
      payOnlyHere: paragraph("Warning: the company never asks for payment to a personal account"),
      emergency: text("Emergency number for travellers in Japan"),
      verify: z
        .object({
          title: text(),
          registry: paragraph("How to check the NIB"),
          registryLink: text("Link to OSS"),
          association: template(["name"], [], "How to check a membership"),
          associationLink: template(["name"], [], "Link to the association's site"),
          whatsapp: paragraph("The one official WhatsApp number, and the warning"),
          payment: paragraph("Pay only into the company's accounts, against an invoice"),
          assistant: paragraph("What the virtual assistant is and never does"),
          more: text("On Contact: the link to the checks of the NIB and associations (on About)"),
        })
        .meta({ title: "How to check it is really us (About, Contact, package pages)" }),
      notReady: text(
        "Beside a company detail still a placeholder",
        "Shown only on local builds and drafts' previews: a build for the real address refuses placeholders.",
      ),
    })
    .meta({ title: "Company details (labels)" }),
  notFound: z.object({
    meta: z.object({ title: text(), description: paragraph() }),
    code: text(),
    message: text(),
    homeLink: link,
    logMessage: text(),
  }),
  error: z.object({ title: text(), fallbackMessage: text(), homeLink: link }),
});
