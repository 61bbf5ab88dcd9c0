import type { z } from "zod";
import type { PageKey } from "../pages.ts";
import { aboutSchema } from "./about.ts";
import { contactSchema } from "./contact.ts";
import { gallerySchema } from "./gallery.ts";
import { guidesPageSchema } from "./guides-page.ts";
import { homeSchema } from "./home.ts";
import { privacySchema, termsSchema } from "./legal.ts";
import { packagePageSchema } from "./package-page.ts";
import { packageTermsSchema } from "./package-terms.ts";
import { partnershipSchema } from "./partnership.ts";
import { shellSchema } from "./shell.ts";
import { toursSchema } from "./tours.ts";

/** Every page's schema by the name of its file in content/pages/; its title is its CMS label. */
export const pageSchemas = {
  shell: shellSchema.meta({ title: "Site-wide texts (menu, footer, chat) / Teks umum situs" }),
  home: homeSchema.meta({ title: "Home page / Beranda" }),
  about: aboutSchema.meta({ title: "About us / Tentang kami" }),
  tours: toursSchema.meta({ title: "Tour packages page / Halaman paket tur" }),
  gallery: gallerySchema.meta({ title: "Gallery / Galeri" }),
  partnership: partnershipSchema.meta({ title: "Partnership / Kemitraan" }),
  contact: contactSchema.meta({ title: "Contact / Kontak" }),
  guides: guidesPageSchema.meta({ title: "Guides page and words / Halaman panduan" }),
  privacy: privacySchema.meta({ title: "Privacy notice / Kebijakan privasi" }),
  terms: termsSchema.meta({ title: "Terms / Syarat & ketentuan" }),
  package: packagePageSchema.meta({
    title: "Package pages' words / Kata-kata halaman paket",
  }),
  "package-terms": packageTermsSchema.meta({
    title: "Terms and questions, all packages / Ketentuan dan tanya jawab paket",
  }),
  // Every page of the registry has a file; the others hold words several pages share.
} as const satisfies { [K in PageKey]: z.ZodType } & Record<string, z.ZodType>;

export type PageFile = keyof typeof pageSchemas;
export type PageData<K extends PageFile> = z.infer<(typeof pageSchemas)[K]>;
