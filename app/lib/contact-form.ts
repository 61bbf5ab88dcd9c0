/**
 * The contact form's fields and its rules: name, email and message must not be blank (the spec),
 * and the email must look like an address.
 */

export const contactFieldNames = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactFormValues = Record<ContactField, string>;

const requiredContactFields = ["name", "email", "message"] as const;
export type RequiredContactField = (typeof requiredContactFields)[number];

/** The form's starting state, and what it returns to after a successful submit. */
export const emptyContactForm: Readonly<ContactFormValues> = Object.freeze({
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
});

export function isRequiredContactField(field: ContactField): field is RequiredContactField {
  return (requiredContactFields as readonly string[]).includes(field);
}

/**
 * Required fields that are empty, in form order. Whitespace alone counts as empty: the browser's
 * own `required` check accepts "   ", this one does not.
 */
export function missingRequiredFields(values: ContactFormValues): RequiredContactField[] {
  return requiredContactFields.filter((field) => values[field].trim() === "");
}

/**
 * An address the mail system can deliver to, as far as a form can tell: one "@", something before
 * it, a domain with a dot after it, no spaces. (What `<input type="email">` checks, plus the dot.)
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

export type FieldProblem = "missing" | "format";

/** Every field that stops the form from being sent, and why, in form order. */
export function fieldProblems(
  values: ContactFormValues,
): Array<{ field: RequiredContactField; problem: FieldProblem }> {
  const missing = new Set(missingRequiredFields(values));
  return requiredContactFields.flatMap(
    (field): Array<{ field: RequiredContactField; problem: FieldProblem }> => {
      if (missing.has(field)) return [{ field, problem: "missing" }];
      if (field === "email" && !looksLikeEmail(values.email)) return [{ field, problem: "format" }];
      return [];
    },
  );
}

/** Values read back from storage or elsewhere: only the five fields, only text. */
export function toContactFormValues(value: unknown): ContactFormValues | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const values = { ...emptyContactForm };
  for (const field of contactFieldNames) {
    const item = record[field];
    if (item === undefined) continue;
    if (typeof item !== "string") return undefined;
    values[field] = item;
  }
  return values;
}

/**
 * A valid submit waiting to be sent from the visitor's own WhatsApp or email: what they typed, and
 * the package, program or topic they chose on the way (its one-line summary). The hand-off panel
 * composes the message from it; it is kept in session storage until the visitor dismisses it.
 */
export interface SubmittedInquiry {
  values: ContactFormValues;
  choiceSummary?: string;
}

/** A submitted inquiry read back from storage, if it has the right shape. */
export function toSubmittedInquiry(value: unknown): SubmittedInquiry | undefined {
  const item = value as Partial<Record<keyof SubmittedInquiry, unknown>> | null;
  const values = toContactFormValues(item?.values);
  if (!values || fieldProblems(values).length > 0) return undefined;
  const summary = item?.choiceSummary;
  return typeof summary === "string" ? { values, choiceSummary: summary } : { values };
}
