import { describe, expect, it } from "vitest";
import {
  breadcrumbNode,
  itemListNode,
  jsonLdGraph,
  type Organization,
  touristTripNode,
  travelAgencyNode,
  webPageNode,
} from "./structured-data";

const org: Organization = {
  id: "https://tours.example/#organization",
  name: "Gateway Japan Tours",
  url: "https://tours.example/",
  logo: "https://tours.example/icons/icon-512.png",
  telephone: "+622100000000",
  email: "info@tours.example",
  locality: "Jakarta",
  countryCode: "ID",
  sameAs: ["https://social.example/gateway"],
  languages: ["en", "id"],
};

describe("structured data", () => {
  it("describes the company as a travel agency with its contacts and languages", () => {
    expect(travelAgencyNode(org)).toMatchObject({
      "@type": "TravelAgency",
      "@id": org.id,
      name: org.name,
      address: { "@type": "PostalAddress", addressLocality: "Jakarta", addressCountry: "ID" },
      telephone: org.telephone,
      contactPoint: { availableLanguage: ["en", "id"], email: org.email },
      sameAs: org.sameAs,
    });
    expect(JSON.stringify(travelAgencyNode(org))).not.toMatch(/Review|Rating/);
  });

  it("marks each page with its language and links it to its breadcrumb", () => {
    expect(
      webPageNode({
        url: "https://tours.example/id/tours",
        name: "Paket Tur",
        description: "d",
        inLanguage: "id",
        websiteId: "https://tours.example/#website",
        breadcrumbId: "https://tours.example/id/tours#breadcrumb",
      }),
    ).toEqual({
      "@type": "WebPage",
      "@id": "https://tours.example/id/tours",
      url: "https://tours.example/id/tours",
      name: "Paket Tur",
      description: "d",
      inLanguage: "id",
      isPartOf: { "@id": "https://tours.example/#website" },
      breadcrumb: { "@id": "https://tours.example/id/tours#breadcrumb" },
    });
  });

  it("offers a package from its price in rupiah, provided by the company", () => {
    const url = "https://tours.example/tours#tokyo-discovery";
    const node = touristTripNode(
      { url, name: "Tokyo Discovery", description: "d", priceIdr: 12_500_000 },
      org.id,
    );
    expect(node).toMatchObject({
      "@type": ["Product", "TouristTrip"],
      provider: { "@id": org.id },
      offers: {
        "@type": "Offer",
        price: 12_500_000,
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
        url,
      },
    });
    expect(node.image).toBeUndefined();
    // Not the page's identity: a graph's two nodes with one @id would be read as one thing.
    expect(node["@id"]).toBe(`${url}#package`);
  });

  it("gives a Product what Google's product snippets require: name, image, an Offer with price, currency, availability and its validity", () => {
    const url = "https://tours.example/tours/kyoto";
    const node = touristTripNode(
      {
        url,
        name: "Kyoto",
        description: "d",
        priceIdr: 16_500_000,
        image: "https://tours.example/og/kyoto.png",
        brand: "Gateway",
        availability: "LimitedAvailability",
        priceValidUntil: "2027-09-30",
      },
      org.id,
    );
    // Round-tripped as the page carries it: JSON.
    const parsed = JSON.parse(JSON.stringify(node));
    expect(parsed["@type"]).toContain("Product");
    expect(parsed).toMatchObject({ name: "Kyoto", image: "https://tours.example/og/kyoto.png" });
    expect(parsed.offers).toEqual({
      "@type": "Offer",
      price: 16_500_000,
      priceCurrency: "IDR",
      availability: "https://schema.org/LimitedAvailability",
      priceValidUntil: "2027-09-30",
      url,
      seller: { "@id": org.id },
    });
    expect(Number.isInteger(parsed.offers.price) && parsed.offers.price > 0).toBe(true);
  });

  it("gives a package priced by departure a price range: an AggregateOffer of one Offer per date", () => {
    const url = "https://tours.example/tours/kyoto";
    const node = touristTripNode(
      {
        url,
        name: "Kyoto",
        description: "d",
        priceIdr: 15_900_000,
        departures: [
          {
            date: "2027-10-02",
            priceIdr: 15_900_000,
            availability: "InStock",
            priceValidUntil: "2027-01-31",
          },
          { date: "2027-11-20", priceIdr: 19_900_000, availability: "LimitedAvailability" },
        ],
      },
      org.id,
    );
    const { offers } = JSON.parse(JSON.stringify(node));
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 15_900_000,
      highPrice: 19_900_000,
      offerCount: 2,
      priceCurrency: "IDR",
    });
    expect(offers.offers).toEqual([
      expect.objectContaining({ price: 15_900_000, priceValidUntil: "2027-01-31" }),
      expect.objectContaining({
        price: 19_900_000,
        availability: "https://schema.org/LimitedAvailability",
      }),
    ]);
    expect(offers.offers[1].priceValidUntil).toBeUndefined();
  });

  it("lists a summary page's items by the URLs of their own pages, numbered from 1", () => {
    const node = itemListNode("https://tours.example/tours#packages", [
      "https://tours.example/tours/a",
      "https://tours.example/tours/b",
    ]);
    expect(node).toEqual({
      "@type": "ItemList",
      "@id": "https://tours.example/tours#packages",
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://tours.example/tours/a" },
        { "@type": "ListItem", position: 2, url: "https://tours.example/tours/b" },
      ],
    });
  });

  it("numbers the breadcrumb from 1", () => {
    const node = breadcrumbNode("x#breadcrumb", [
      { name: "Beranda", url: "https://tours.example/id" },
      { name: "Paket Tur", url: "https://tours.example/id/tours" },
    ]);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Beranda", item: "https://tours.example/id" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Paket Tur",
        item: "https://tours.example/id/tours",
      },
    ]);
  });

  it("writes an empty graph as a graph", () => {
    expect(jsonLdGraph([])).toEqual({ "@context": "https://schema.org", "@graph": [] });
  });
});

describe("company facts", () => {
  it("adds the registration, membership, address and founding year it is given, and nothing empty", () => {
    const node = travelAgencyNode({
      ...org,
      legalName: "PT Gerbang Jepang Wisata",
      streetAddress: "Jl. Contoh 1",
      postalCode: "10110",
      foundingDate: "2014",
      identifiers: [{ name: "NIB", value: "1234567890123" }],
      memberOf: ["ASITA"],
    });
    expect(node).toMatchObject({
      legalName: "PT Gerbang Jepang Wisata",
      foundingDate: "2014",
      identifier: [{ "@type": "PropertyValue", name: "NIB", value: "1234567890123" }],
      memberOf: [{ "@type": "Organization", name: "ASITA" }],
      address: { streetAddress: "Jl. Contoh 1", postalCode: "10110" },
    });
    const bare = travelAgencyNode({ ...org, identifiers: [], memberOf: [] });
    expect(Object.keys(bare)).not.toContain("identifier");
    expect(Object.keys(bare)).not.toContain("memberOf");
    expect(Object.keys(bare)).not.toContain("legalName");
  });
});
