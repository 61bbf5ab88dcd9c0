import { z } from "zod";
import { list, text } from "./fields.ts";

const associations = z
  .array(
    z.object({
      name: z.string().trim().min(1),
      memberNumber: z.string().trim().min(1),
      memberCheckUrl: z
        .string()
        .trim()
        // Empty is "not given": the CMS may save a cleared field so.
        .regex(/^(https:\/\/\S+)?$/, "must be a web address starting with https://")
        .optional()
        .meta({
          title: "Where buyers check the membership",
          description: "The association's page listing its members, if it has one.",
        }),
    }),
  )
  .meta({ title: "Associations (name and member number)" });

/** The company's facts, content/site.json: one file, the same in both languages. */
export const siteSchema = z.object({
  brandName: text("Brand name"),
  partnerName: text("Partner company in Japan"),
  assistantName: text("WhatsApp assistant's name"),
  whatsappNumber: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "must be digits only, starting with the country code: 6281234567890")
    .meta({ title: "WhatsApp number", description: "Digits only, with 62: 6281234567890." }),
  phoneDisplay: text("Phone (as shown)"),
  phoneE164: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be + and digits only: +622112345678")
    .meta({ title: "Phone (for dialling)", description: "+ and digits only: +622112345678." }),
  emailGeneral: z.email().meta({ title: "Email for general inquiries" }),
  emailBookings: z.email().meta({ title: "Email for bookings" }),
  city: text("City"),
  country: text("Country"),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be two capital letters, for example ID")
    .meta({ title: "Country code (two letters)" }),
  business: z.object({
    legalName: text("Registered company name"),
    nib: text("NIB (business ID from OSS)"),
    sertifikatStandar: text(
      "Sertifikat Standar (travel agency licence from OSS-RBA)",
      "The number of the Sertifikat Standar for the travel business, issued through OSS-RBA with the NIB.",
    ),
    kbli: text(
      "KBLI (business field on the Sertifikat Standar)",
      "The five-digit KBLI code printed on the Sertifikat Standar, as written there.",
    ),
    associations,
    registryCheckUrl: z.url().meta({
      title: "Where buyers check the NIB",
      description: "OSS, the government's business licensing system: https://oss.go.id/",
    }),
    streetAddress: text("Office street address"),
    postalCode: text("Postal code"),
    foundingYear: text("Year founded"),
    bankAccounts: list(
      z.object({
        bank: text("Bank"),
        accountName: text("Account name (the company's)"),
        accountNumber: text("Account number"),
      }),
      "Bank accounts for payments",
    ).meta({
      description:
        "Every account in the company's (PT's) name that buyers pay into, and no other: the site tells buyers never to pay into any other account.",
    }),
    emergencyPhone: z
      .string()
      .trim()
      .regex(
        // Empty is "not given": the CMS may save a cleared field so.
        /^(\+[1-9][\d -]{6,20}\d)?$/,
        "must be + and the country code, then digits (spaces or hyphens between them): +81 80 1234 5678",
      )
      .meta({
        title: "Emergency number for travellers in Japan",
        description:
          "A number that answers while a group is in Japan, as it is dialled from there: +81 80 1234 5678. Leave empty if the company gives none: the site then shows none.",
      })
      .optional(),
  }),
  bookingTerms: z
    .object({
      groupPriceFrom: z.number().int().min(2).max(500).meta({
        title: "Special group price from (people)",
        description: "The pages say {groupPriceFrom}: the tours page's group section and the FAQ.",
      }),
      groupCoordinatorFrom: z.number().int().min(2).max(500).meta({
        title: "Dedicated coordinator from (people)",
        description: "The pages say {groupCoordinatorFrom}.",
      }),
      minimalFeeDays: z.number().int().min(1).max(365).meta({
        title: "Only an administration fee when cancelling this many days or more before departure",
        description: "The pages say {minimalFeeDays}: the FAQ and the Terms page.",
      }),
    })
    .meta({ title: "Booking terms the pages state" }),
  halalMealsConfirmed: z.boolean().meta({
    title: "Every meal is halal-certified",
    description:
      "Tick only once the company confirms that every meal it arranges is halal-certified: the site then promises halal meals instead of Muslim-friendly meals.",
  }),
  socialNetworkName: text("Social network"),
  socialUrl: z.url({ protocol: /^https$/ }).meta({ title: "Social network page (https://…)" }),
});

export type SiteData = z.infer<typeof siteSchema>;
