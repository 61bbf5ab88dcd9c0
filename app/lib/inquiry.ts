/**
 * An inquiry's context: what the visitor chose on the way to the contact page (a package, a
 * partnership program, a topic, the guide they read), written into and read safely from the query
 * string. Every page
 * that links to the contact page uses this; the message itself is in `inquiry-message.ts`.
 */

export const inquiryKinds = ["package", "program", "topic", "guide"] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

export interface InquiryChoice {
  kind: InquiryKind;
  key: string;
}

/** The query string of a link to the contact page with a choice: "?package=tokyo-discovery". */
export function inquiryQuery(choice: InquiryChoice): string {
  return `?${new URLSearchParams({ [choice.kind]: choice.key })}`;
}

/**
 * The visitor's choice, if the query string names one the site knows: the first of package,
 * program, topic and guide whose value is exactly one of `known`'s keys. Anything else (unknown keys,
 * repeated or empty parameters, markup, very long values) is ignored.
 */
export function parseInquiryChoice(
  search: string,
  known: Readonly<Record<InquiryKind, readonly string[]>>,
): InquiryChoice | undefined {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return undefined;
  }
  for (const kind of inquiryKinds) {
    const values = params.getAll(kind);
    if (values.length !== 1) continue;
    const [key] = values;
    if (key && known[kind].includes(key)) return { kind, key };
  }
  return undefined;
}
