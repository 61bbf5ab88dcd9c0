/**
 * The privacy notice and the terms as their pages show them: the date they last changed in words,
 * an anchor per section for the list of sections, and on the terms the payment terms all packages
 * share with each package's own, said as their pages say them (`factText`, `paymentTexts`).
 */
import { uniqueAnchors } from "~/lib/anchor";
import { sayDay } from "~/lib/format-date";
import { type Locale, localeInfo } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { factText } from "./fact-text";
import type { LegalPageCopy, PaymentTermsCopy } from "./legal-view";
import { packagePath } from "./pages";
import { paymentTexts } from "./payment-terms";
import type { PackageSource, PageSource } from "./view";

type LegalSource = PageSource<"privacy"> | PageSource<"terms">;

function legalPage(data: LegalSource, locale: Locale, payment?: PaymentTermsCopy): LegalPageCopy {
  const ids = uniqueAnchors(data.sections.map((section) => section.title));
  return {
    meta: data.meta,
    hero: data.hero,
    updated: fillTemplate(data.updated, { date: sayDay(data.updatedOn, localeInfo[locale].intl) }),
    contentsTitle: data.contentsTitle,
    sections: data.sections.map((section, index) => ({
      id: ids[index] ?? `section-${index + 1}`,
      title: section.title,
      paragraphs: section.paragraphs,
      ...(section.points ? { points: section.points } : {}),
      ...("showsPaymentTerms" in section && section.showsPaymentTerms && payment
        ? { payment }
        : {}),
    })),
  };
}

/**
 * The deposit and balance every package shares, as the package pages say them. A sentence still
 * waiting for the company is left out: the terms' first steps already say that the quotation
 * states the deposit and the balance's date.
 */
function sharedPaymentTerms(terms: PageSource<"package-terms">): string[] {
  return [terms.payment.deposit, terms.payment.balance]
    .map((text) => factText(text, 0, new Set<string>()))
    .filter(Boolean);
}

export const privacyCopy = (data: PageSource<"privacy">, locale: Locale): LegalPageCopy =>
  legalPage(data, locale);

export function termsCopy(
  data: PageSource<"terms">,
  locale: Locale,
  sources: readonly PackageSource[],
  packageWords: PageSource<"package">,
  packageTerms: PageSource<"package-terms">,
): LegalPageCopy {
  const checked = (date: string) =>
    fillTemplate(packageTerms.checkedOn, { date: sayDay(date, localeInfo[locale].intl) });
  return legalPage(data, locale, {
    shared: sharedPaymentTerms(packageTerms),
    title: data.packageTerms.title,
    intro: data.packageTerms.intro,
    packages: sources.flatMap(({ slug, title, payment }) =>
      payment
        ? [
            {
              title,
              to: packagePath(slug, locale),
              texts: paymentTexts(payment, packageWords.details, locale),
              checked: checked(payment.checkedOn),
            },
          ]
        : [],
    ),
  });
}
