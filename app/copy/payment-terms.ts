import { formatIdr } from "~/lib/format-price";
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import type { PackageSource, PageSource } from "./view";

/**
 * A package's own payment terms in words: the deposit, the balance, then each cancellation charge.
 * Its page and the Terms page both say them so, from its file.
 */
export function paymentTexts(
  payment: NonNullable<PackageSource["payment"]>,
  details: PageSource<"package">["details"],
  locale: Locale,
): string[] {
  return [
    fillTemplate(details.deposit, { amount: formatIdr(payment.depositIdr, locale) }),
    fillTemplate(details.balance, { days: payment.balanceDays }),
    details.cancellationTitle,
    ...payment.cancellation.map((step) =>
      fillTemplate(details.cancellation, { days: step.daysBefore, charge: step.charge }),
    ),
  ];
}
