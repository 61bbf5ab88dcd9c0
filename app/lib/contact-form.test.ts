import { describe, expect, it } from "vitest";
import {
  type ContactFormValues,
  emptyContactForm,
  fieldProblems,
  isRequiredContactField,
  looksLikeEmail,
  missingRequiredFields,
  toContactFormValues,
  toSubmittedInquiry,
} from "./contact-form";

const complete: ContactFormValues = {
  name: "Siti Rahma",
  email: "siti@example.com",
  phone: "",
  subject: "",
  message: "We are a family of four looking at Tokyo in April.",
};

describe("emptyContactForm", () => {
  it("has the five fields, all empty", () => {
    expect(emptyContactForm).toEqual({ name: "", email: "", phone: "", subject: "", message: "" });
  });

  it("cannot be changed by accident", () => {
    expect(Object.isFrozen(emptyContactForm)).toBe(true);
  });
});

describe("missingRequiredFields", () => {
  it("lists name, email and message, in form order, when everything is empty", () => {
    expect(missingRequiredFields({ ...emptyContactForm })).toEqual(["name", "email", "message"]);
  });

  it("accepts a form with the three required fields filled and phone and subject empty", () => {
    expect(missingRequiredFields(complete)).toEqual([]);
  });

  it.each([
    ["spaces", "   "],
    ["a tab and new lines", "\t\n\r\n"],
    ["no-break and ideographic spaces", "\u00a0\u3000"],
  ])("treats %s as empty", (_, blank) => {
    expect(
      missingRequiredFields({ ...complete, name: blank, email: blank, message: blank }),
    ).toEqual(["name", "email", "message"]);
  });

  it("reports only the field that is missing", () => {
    expect(missingRequiredFields({ ...complete, message: "" })).toEqual(["message"]);
    expect(missingRequiredFields({ ...complete, email: " " })).toEqual(["email"]);
    expect(missingRequiredFields({ ...complete, name: "" })).toEqual(["name"]);
  });

  it("ignores the optional phone and subject fields", () => {
    expect(missingRequiredFields({ ...complete, phone: "   ", subject: "" })).toEqual([]);
  });

  it("accepts text surrounded by whitespace, long text, markup and emoji", () => {
    expect(
      missingRequiredFields({
        ...complete,
        name: "  Budi  ",
        message: `<script>alert(1)</script> 🗻🌸 ${"a".repeat(10_000)}`,
      }),
    ).toEqual([]);
  });

  it("does not check the email's format (fieldProblems does)", () => {
    expect(missingRequiredFields({ ...complete, email: "not-an-email" })).toEqual([]);
  });
});

describe("looksLikeEmail", () => {
  it.each(["siti@example.com", " budi.santoso+japan@mail.co.id ", "a@b.id"])(
    "accepts %s",
    (email) => {
      expect(looksLikeEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "siti",
    "siti@",
    "@example.com",
    "siti@example",
    "siti @example.com",
    "a@@b.com",
    "a@b..com",
    "a@b.com.",
  ])("refuses %j", (email) => {
    expect(looksLikeEmail(email)).toBe(false);
  });
});

describe("fieldProblems", () => {
  it("names every field that stops the form, missing before badly formed", () => {
    expect(fieldProblems({ ...emptyContactForm })).toEqual([
      { field: "name", problem: "missing" },
      { field: "email", problem: "missing" },
      { field: "message", problem: "missing" },
    ]);
    expect(fieldProblems({ ...complete, email: "siti@example" })).toEqual([
      { field: "email", problem: "format" },
    ]);
    expect(fieldProblems(complete)).toEqual([]);
  });
});

describe("toContactFormValues", () => {
  it("keeps the five text fields and nothing else", () => {
    expect(toContactFormValues({ ...complete, extra: "x" })).toEqual(complete);
    expect(toContactFormValues({ name: "Budi" })).toEqual({ ...emptyContactForm, name: "Budi" });
  });

  it.each([null, "text", 42, { name: 1 }, { message: { toString: () => "x" } }])(
    "refuses %j",
    (value) => {
      expect(toContactFormValues(value)).toBeUndefined();
    },
  );
});

describe("isRequiredContactField", () => {
  it("is true for name, email and message only", () => {
    expect(isRequiredContactField("name")).toBe(true);
    expect(isRequiredContactField("email")).toBe(true);
    expect(isRequiredContactField("message")).toBe(true);
    expect(isRequiredContactField("phone")).toBe(false);
    expect(isRequiredContactField("subject")).toBe(false);
  });
});

describe("toSubmittedInquiry", () => {
  it("reads back a stored submit, with or without the chosen package", () => {
    const stored = JSON.parse(
      JSON.stringify({ values: complete, choiceSummary: "Tokyo Discovery" }),
    );
    expect(toSubmittedInquiry(stored)).toEqual({
      values: complete,
      choiceSummary: "Tokyo Discovery",
    });
    expect(toSubmittedInquiry({ values: complete })).toEqual({ values: complete });
  });

  it("drops a summary that is not text, and keeps the inquiry", () => {
    expect(toSubmittedInquiry({ values: complete, choiceSummary: 42 })).toEqual({
      values: complete,
    });
  });

  it("refuses what is not a valid submit: nothing to send is shown as if it were", () => {
    for (const value of [
      null,
      undefined,
      "text",
      42,
      [],
      {},
      { values: "text" },
      { values: { ...complete, email: 7 } },
      { values: { ...complete, message: "   " } },
      { values: { ...complete, email: "siti at example" } },
    ]) {
      expect(toSubmittedInquiry(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});
