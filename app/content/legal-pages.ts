/**
 * The privacy notice and the terms as their pages show them: the date they last changed in words,
 * an anchor per section for the list of sections, and on the terms the payment terms all packages
 * share with each package's own, said as their pages say them (`factText`, `paymentTexts`).
 */
import { uniqueAnchors } from "~/lib/anchor";
import { sayDay } from "~/lib/format-date";
import { type Locale, listInWords, localeInfo } from "~/lib/locale";
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
 * The deposit and balance every package shares, as the package pages say them: a sentence still
 * waiting for the company is left out and named in the line of what the quotation states.
 */
function sharedPaymentTerms(terms: PageSource<"package-terms">, locale: Locale): string[] {
  const unknown = new Set<string>();
  const given = [terms.payment.deposit, terms.payment.balance]
    .map((text) => factText(text, 0, unknown))
    .filter(Boolean);
  return unknown.size > 0
    ? [...given, fillTemplate(terms.quotation, { facts: listInWords([...unknown], locale) })]
    : given;
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
    shared: sharedPaymentTerms(packageTerms, locale),
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
