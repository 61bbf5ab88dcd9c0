import { FactLines, MapLink, useCompanyFacts } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import { allFacts, type CompanyFacts } from "~/copy/company-facts";
import { cn } from "~/lib/cn";
import { VerifyCompany } from "./verify-company";

interface BusinessFactsProps {
  headingId: string;
  /** Facts left out: the contact page's cards show the address and the emergency number. */
  omit?: ReadonlyArray<keyof CompanyFacts>;
  /** How to check it is really the company: every check, or the short list (`VerifyCompany`). */
  checks?: "full" | "short";
  className?: string;
}

/**
 * The facts a buyer checks before paying an agency, on About and Contact: registered name, NIB,
 * Sertifikat Standar and KBLI, associations, the office's address with a map, the year founded,
 * the bank accounts in the company's name, the emergency number in Japan if given; then how to
 * check it is really the company, with the warning that it never asks for payment into a
 * personal account.
 */
export function BusinessFacts({
  headingId,
  omit = [],
  checks = "full",
  className,
}: BusinessFactsProps) {
  const { business: labels } = useShellCopy();
  const facts = useCompanyFacts();
  const shown = allFacts(facts).filter((fact) => !omit.some((key) => facts[key] === fact));
  const link = "min-h-6 items-center text-brand underline underline-offset-4";
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8", className)}
    >
      <h3 id={headingId} className="text-xl leading-snug">
        {labels.title}
      </h3>
      <dl className="mt-5 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-medium text-ink">
              <FactLines fact={fact} linkClassName={cn("inline-flex", link)} />
              <MapLink fact={fact} className={cn("flex w-fit", link)} />
            </dd>
          </div>
        ))}
      </dl>
      <VerifyCompany headingId={`${headingId}-verify`} full={checks === "full"} />
    </section>
  );
}
