import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/contact";
import { pagePaths } from "~/content/routes";
import { siteConfig } from "~/content/site";
import { tourPackages } from "~/content/tours";
import { absoluteUrl } from "./seo";
import {
  breadcrumbSchema,
  faqPageSchema,
  organizationId,
  structuredDataFor,
  touristTripSchema,
  travelAgencySchema,
} from "./structured-data";

const origin = new URL(siteConfig.siteUrl).origin;
const types = (path: string) => structuredDataFor(path)["@graph"].map((node) => node["@type"]);

describe("structured data", () => {
  it("describes the company as a Jakarta travel agency with the site config's contacts", () => {
    const agency = travelAgencySchema();
    expect(agency).toMatchObject({
      "@type": "TravelAgency",
      "@id": `${origin}/#organization`,
      name: siteConfig.brandName,
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      address: { "@type": "PostalAddress", addressLocality: "Jakarta", addressCountry: "ID" },
      telephone: siteConfig.phoneE164,
      email: siteConfig.emailGeneral,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: siteConfig.phoneE164,
        email: siteConfig.emailGeneral,
        availableLanguage: ["en", "id"],
      },
      sameAs: [siteConfig.socialUrl],
    });
  });

  it("puts the company on every page, and nothing that rates it", () => {
    for (const path of [...pagePaths, "/404"]) {
      const graph = structuredDataFor(path);
      expect(graph["@context"]).toBe("https://schema.org");
      expect(graph["@graph"][0]).toEqual(travelAgencySchema());
      expect(JSON.stringify(graph)).not.toMatch(/Review|Rating/);
    }
  });

  it("chooses the nodes by page", () => {
    expect(types("/")).toEqual(["TravelAgency", "WebSite"]);
    expect(types("/about")).toEqual(["TravelAgency", "BreadcrumbList"]);
    expect(types("/gallery")).toEqual(["TravelAgency", "BreadcrumbList"]);
    expect(types("/partnership")).toEqual(["TravelAgency", "BreadcrumbList"]);
    expect(types("/tours")).toEqual([
      "TravelAgency",
      "BreadcrumbList",
      ...tourPackages.map(() => "TouristTrip"),
    ]);
    expect(types("/contact")).toEqual(["TravelAgency", "BreadcrumbList", "FAQPage"]);
    expect(types("/404")).toEqual(["TravelAgency"]);
  });

  it("offers each package from its price in rupiah, provided by the company", () => {
    const [tour] = tourPackages;
    if (!tour) throw new Error("no tours");
    expect(touristTripSchema(tour)).toEqual({
      "@type": "TouristTrip",
      "@id": `${origin}/tours#${tour.slug}`,
      name: tour.title,
      description: tour.description,
      url: `${origin}/tours#${tour.slug}`,
      provider: { "@id": organizationId },
      offers: {
        "@type": "Offer",
        price: tour.priceIdr,
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
        url: `${origin}/tours#${tour.slug}`,
        offeredBy: { "@id": organizationId },
      },
    });
    expect(typeof tour.priceIdr).toBe("number");
  });

  it("builds the breadcrumb Home → page with the navigation's names", () => {
    expect(breadcrumbSchema("/tours")).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Tour Packages", item: `${origin}/tours` },
      ],
    });
    expect(() => breadcrumbSchema("/nowhere")).toThrow(/\/nowhere/);
  });

  it("turns FAQ items into questions with accepted answers", () => {
    const schema = faqPageSchema([{ question: "Visa?", answer: "We help." }]);
    expect(schema).toEqual({
      "@type": "FAQPage",
      "@id": absoluteUrl("/contact#faq"),
      mainEntity: [
        {
          "@type": "Question",
          name: "Visa?",
          acceptedAnswer: { "@type": "Answer", text: "We help." },
        },
      ],
    });
    const contact = structuredDataFor("/contact")["@graph"].find((n) => n["@type"] === "FAQPage");
    expect(contact).toEqual(faqPageSchema(faqItems));
    expect(faqItems).toHaveLength(4);
  });
});
