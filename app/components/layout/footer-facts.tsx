import { FactLines } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import type { CompanyFacts } from "~/copy/company-facts";

/**
 * The company's facts in the footer, compactly: who it is, its NIB and licence, and where to pay.
 * Only on pages that do not show the facts themselves.
 */
export function FooterFacts({ facts }: { facts: CompanyFacts }) {
  const { business } = useShellCopy();
  return (
    <>
      <dl
        aria-label={business.title}
        className="mt-4 max-w-md space-y-1 border-t border-white/15 pt-3 text-xs sm:mt-5 sm:space-y-2 sm:pt-4 lg:max-w-xs"
      >
        {/* On a phone label and value run on in one line, wrapping as text does. */}
        {[facts.legalName, facts.nib, facts.licence].map((fact) => (
          <div key={fact.label}>
            <dt className="inline text-white/65 lg:block">
              {fact.label}
              <span className="lg:hidden">: </span>
            </dt>
            <dd className="inline text-white/90 lg:block">
              <FactLines fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 max-w-md text-xs text-white/90 lg:max-w-xs">{business.payOnlyHere}</p>
    </>
  );
}
