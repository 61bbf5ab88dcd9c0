/**
 * An inquiry's hand-off: the composed message the visitor's own WhatsApp or email app carries to
 * the company. Only the contact page's hand-off panel uses it, so it loads with that panel, after a
 * visitor starts on the form.
 */
import type { ContactField, ContactFormValues } from "./contact-form";

export interface ComposeLabels {
  /** First line of the message: "Inquiry from the website". */
  heading: string;
  fields: Record<ContactField, string>;
  /** Names the chosen package, program or topic line: "Interested in". */
  choice: string;
  /** "Language" and this page's language, so staff answer in it. */
  language: string;
  languageName: string;
}

/**
 * The whole inquiry as plain text, every field in full: what staff receive. Empty optional fields
 * are left out; the message comes last, as typed.
 */
export function composeInquiry(
  values: ContactFormValues,
  labels: ComposeLabels,
  choiceSummary?: string,
): string {
  const line = (label: string, value: string) => `${label}: ${value.trim()}`;
  const details = [
    line(labels.fields.name, values.name),
    line(labels.fields.email, values.email),
    ...(values.phone.trim() ? [line(labels.fields.phone, values.phone)] : []),
    ...(values.subject.trim() ? [line(labels.fields.subject, values.subject)] : []),
    ...(choiceSummary ? [line(labels.choice, choiceSummary)] : []),
    line(labels.language, labels.languageName),
  ];
  return [
    labels.heading,
    "",
    ...details,
    "",
    `${labels.fields.message}:`,
    values.message.trim(),
  ].join("\n");
}

/** `mailto:` with subject and body, spaces as %20 (mail apps show "+" literally). */
export function mailtoLink(address: string, subject: string, body: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(body)}`];
  return `mailto:${address}?${query.join("&")}`;
}

/**
 * The longest link the hand-off builds, in characters. Windows hands `mailto:` and `whatsapp:`
 * links to the mail or WhatsApp app through its URL protocol handlers, which stop at 2,048
 * characters (INTERNET_MAX_URL_LENGTH is 2,083; Outlook and WhatsApp Desktop cut silently beyond);
 * phones and webmail carry far more. So 2,000 is the length every visitor's app is known to carry
 * whole: a longer inquiry is not put in a link at all (the visitor copies it instead), so nothing
 * is ever cut without them knowing. docs/decisions/0008 has the measurements.
 */
export const handOffLinkLimit = 2000;

export function fitsInLink(url: string): boolean {
  return url.length <= handOffLinkLimit;
}
