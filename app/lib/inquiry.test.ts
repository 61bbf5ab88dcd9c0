import { describe, expect, it } from "vitest";
import { emptyContactForm } from "./contact-form";
import { inquiryQuery, parseInquiryChoice } from "./inquiry";
import { composeInquiry, fitsInLink, handOffLinkLimit, mailtoLink } from "./inquiry-message";

const known = {
  package: ["tokyo-discovery", "mount-fuji-hakone"],
  program: ["travel-agent"],
  topic: ["custom-tour"],
  guide: ["visa-jepang"],
};

describe("parseInquiryChoice", () => {
  it("reads a known package, program, topic or guide", () => {
    expect(parseInquiryChoice("?package=tokyo-discovery", known)).toEqual({
      kind: "package",
      key: "tokyo-discovery",
    });
    expect(parseInquiryChoice("program=travel-agent", known)).toEqual({
      kind: "program",
      key: "travel-agent",
    });
    expect(parseInquiryChoice("?topic=custom-tour&utm_source=wa", known)).toEqual({
      kind: "topic",
      key: "custom-tour",
    });
    expect(parseInquiryChoice("?guide=visa-jepang", known)).toEqual({
      kind: "guide",
      key: "visa-jepang",
    });
  });

  it("round-trips the links the site builds", () => {
    const choice = { kind: "package", key: "mount-fuji-hakone" } as const;
    expect(parseInquiryChoice(inquiryQuery(choice), known)).toEqual(choice);
  });

  it.each([
    ["an unknown package", "?package=paris-getaway"],
    ["a key in other letter case", "?package=Tokyo-Discovery"],
    ["a key with extra characters", "?package=tokyo-discovery%20"],
    ["markup", "?package=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a repeated parameter", "?package=tokyo-discovery&package=mount-fuji-hakone"],
    ["an empty value", "?package="],
    ["a key of another kind", "?program=tokyo-discovery"],
    ["an inherited property name", "?package=constructor"],
    ["broken percent-encoding", "?package=%E0%A4%A"],
    ["a very long value", `?package=${"a".repeat(100_000)}`],
    ["nothing", ""],
  ])("ignores %s", (_, search) => {
    expect(parseInquiryChoice(search, known)).toBeUndefined();
  });

  it("prefers a package to a program to a topic", () => {
    expect(parseInquiryChoice("?topic=custom-tour&package=tokyo-discovery", known)?.kind).toBe(
      "package",
    );
  });
});

const labels = {
  heading: "Inquiry from the website",
  fields: { name: "Name", email: "Email", phone: "Phone", subject: "Subject", message: "Message" },
  choice: "Interested in",
  language: "Language",
  languageName: "English",
};

describe("composeInquiry", () => {
  it("holds every field, the choice and the language, the message last and whole", () => {
    const message = `Family of four, April.\nHalal meals please 🍣 & <b>no</b> stairs. ${"x".repeat(3000)}`;
    const text = composeInquiry(
      {
        name: " Siti Rahma ",
        email: "siti@example.com",
        phone: "+62 812 0000 0000",
        subject: "Quotation request: Tokyo Discovery",
        message,
      },
      labels,
      "Tokyo Discovery, 5 Days 4 Nights, from IDR 12,500,000",
    );
    expect(text.split("\n")).toEqual([
      "Inquiry from the website",
      "",
      "Name: Siti Rahma",
      "Email: siti@example.com",
      "Phone: +62 812 0000 0000",
      "Subject: Quotation request: Tokyo Discovery",
      "Interested in: Tokyo Discovery, 5 Days 4 Nights, from IDR 12,500,000",
      "Language: English",
      "",
      "Message:",
      ...message.split("\n"),
    ]);
  });

  it("leaves out empty optional fields and a missing choice", () => {
    const text = composeInquiry(
      { ...emptyContactForm, name: "Budi", email: "b@example.com", message: "Hi" },
      labels,
    );
    expect(text).not.toMatch(/Phone|Subject|Interested/);
  });
});

describe("hand-off links", () => {
  it("encode subject and body so mail apps show them as written", () => {
    const link = mailtoLink("booking@tours.example", "Tokyo & Kyoto?", "Line 1\nLine 2 + more");
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("booking@tours.example");
    expect(link).not.toContain("+");
    expect(decodeURIComponent(link.split("subject=")[1]?.split("&")[0] ?? "")).toBe(
      "Tokyo & Kyoto?",
    );
    expect(decodeURIComponent(link.split("body=")[1] ?? "")).toBe("Line 1\nLine 2 + more");
  });

  it("say whether a link is short enough for every mail and WhatsApp app", () => {
    expect(fitsInLink("x".repeat(handOffLinkLimit))).toBe(true);
    expect(fitsInLink("x".repeat(handOffLinkLimit + 1))).toBe(false);
  });
});
