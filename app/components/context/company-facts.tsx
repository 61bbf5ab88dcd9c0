import { Fragment } from "react";
import { PlaceholderMark } from "~/components/ui/placeholder-mark";
import { type CompanyFact, type CompanyFacts, companyFacts } from "~/copy/company-facts";
import { useShellCopy } from "./shell-copy";

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
