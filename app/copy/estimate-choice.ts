/**
 * The estimate a visitor brings from a package page to the contact page: its choice in the link,
 * priced again here from the package's own figures (never from a total in the link), so the
 * WhatsApp message and the email carry the choice and its total as the package page said them.
 */
import { parseEstimateQuery } from "~/trip/estimate-query";
import { describeEstimate, type EstimateData } from "~/trip/estimate-view";
import { choiceId } from "./inquiry";
import type { InquiryChoiceCopy } from "./view";

/** Each package's choice with its estimate figures, for the packages that have them. */
export function withEstimates(
  choices: Record<string, InquiryChoiceCopy>,
  estimates: Readonly<Record<string, EstimateData>> | undefined,
): Record<string, InquiryChoiceCopy> {
  if (!estimates) return choices;
  const result = { ...choices };
  for (const [slug, estimate] of Object.entries(estimates)) {
    const id = choiceId({ kind: "package", key: slug });
    const choice = result[id];
    if (choice) result[id] = { ...choice, estimate };
  }
  return result;
}

/**
 * The chosen package with the estimate in `search` added to its summary and greeting, when the
 * package has figures and the link's choice is one they price; the choice as it is otherwise.
 */
export function withEstimateFrom(choice: InquiryChoiceCopy, search: string): InquiryChoiceCopy {
  const data = choice.estimate;
  if (!data) return choice;
  const optional = data.extras.flatMap((extra, index) => (extra.optional ? [index] : []));
  const query = parseEstimateQuery(search, data.departures, optional);
  const view = query && describeEstimate(data, query.choice, query.departure);
  if (!view) return choice;
  return {
    ...choice,
    summary: `${choice.summary}. ${view.summary}`,
    greeting: `${choice.greeting}\n${view.summary}`,
  };
}
