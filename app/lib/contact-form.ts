/** The contact form's fields and its one rule: name, email and message must not be blank. */

const contactFieldNames = ["name", "email", "phone", "subject", "message"] as const;
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
