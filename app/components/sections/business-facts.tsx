import { Fragment } from "react";
import { useShellCopy } from "~/components/layout/shell-copy";
import { PlaceholderMark } from "~/components/ui/placeholder-mark";
import {
  allFacts,
  type CompanyFact,
  type CompanyFacts,
  companyFacts,
} from "~/content/company-facts";
import { cn } from "~/lib/cn";

/** The company's facts with their labels in the page's language (content/site.json, shell.json). */
export function useCompanyFacts(): CompanyFacts {
  return companyFacts(useShellCopy().business);
}

/**
 * "Not ready to publish" under a company detail while it is still a placeholder: on a line of its
 * own, so that it never moves while the page is parsed (inline, it jumped to the next line when a
 * narrow card's later text arrived: tests/build/parse-steps.test.ts).
 */
export function NotReady({ pending }: { pending: boolean }) {
  const { business } = useShellCopy();
  return pending ? (
    <PlaceholderMark className="block w-fit">{business.notReady}</PlaceholderMark>
  ) : null;
}

/**
 * A fact's values, one a line, each followed by "not ready to publish" while it is a
 * placeholder. The emergency number is a link to dial it.
 */
export function FactLines({ fact, linkClassName }: { fact: CompanyFact; linkClassName?: string }) {
  const many = fact.lines.length > 1;
  return fact.lines.map(({ text, pending }) => {
    const Line = many ? "span" : Fragment;
    const dial = fact.link?.href.startsWith("tel:") ? fact.link : undefined;
    return (
      <Line key={text} {...(many ? { className: "block" } : {})}>
        {dial ? (
          <a href={dial.href} className={linkClassName}>
            {text}
          </a>
        ) : (
          text
        )}
        <NotReady pending={pending} />
      </Line>
    );
  });
}

/** The link that opens the office's address in a maps app, in a new tab. */
export function MapLink({ fact, className }: { fact: CompanyFact; className?: string }) {
  const { ui } = useShellCopy();
  if (!fact.link || fact.link.href.startsWith("tel:")) return null;
  return (
    <a href={fact.link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {fact.link.label}
      <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
    </a>
  );
}

interface BusinessFactsProps {
  headingId: string;
  /** Facts left out: the contact page's cards show the address and the emergency number. */
  omit?: ReadonlyArray<keyof CompanyFacts>;
  className?: string;
}

/**
 * The facts a buyer checks before paying an agency, on About and Contact: registered name, NIB,
 * Sertifikat Standar and KBLI, associations, the office's address with a map, the year founded,
 * the bank accounts in the company's name, the emergency number in Japan if given, and the
 * warning that the company never asks for payment into a personal account.
 */
export function BusinessFacts({ headingId, omit = [], className }: BusinessFactsProps) {
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
      <p className="mt-5 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand-dark">
        {labels.payOnlyHere}
      </p>
    </section>
  );
}
