import { NotReady } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import { localizedPath } from "~/copy/pages";
import { holdsPendingPart, isPlaceholderFact, siteConfig } from "~/copy/site";
import { fillTemplate } from "~/lib/template";

// The classes of the facts' own links above, so the page's styles grow by nothing.
const linkClass = "inline-flex min-h-6 items-center text-brand underline underline-offset-4";

function OutLink({ href, children }: { href: string; children: string }) {
  const { ui } = useShellCopy();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
    </a>
  );
}

/** The anchor of the full list of checks, on About: the contact page links to it. */
const fullChecksAnchor = "verify";

/**
 * How a buyer checks that it is really the company before paying, under its facts
 * (`BusinessFacts`). In full on About: the NIB on OSS, each association's member list, the one
 * official WhatsApp number, payment only into the company's accounts against an invoice, and what
 * the WhatsApp assistant never asks for. On Contact, whose first round trip has little room left,
 * the last three and a link to the rest. A link still a placeholder is marked "not ready to
 * publish".
 */
export function VerifyCompany({ headingId, full }: { headingId: string; full: boolean }) {
  const { business: words, locale } = useShellCopy();
  const { verify, payOnlyHere } = words;
  const { business, whatsappNumber } = siteConfig;
  return (
    <section aria-labelledby={headingId} {...(full ? { id: fullChecksAnchor } : {})}>
      <h4 id={headingId} className="mt-5 font-display text-xl leading-snug tracking-tight">
        {verify.title}
      </h4>
      <ul className="mt-5 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        {full ? (
          <>
            <li>
              {verify.registry}{" "}
              <OutLink href={business.registryCheckUrl}>{verify.registryLink}</OutLink>
            </li>
            {business.associations.map(({ name, memberCheckUrl }) => (
              <li key={name}>
                {fillTemplate(verify.association, { name })}{" "}
                {memberCheckUrl && !isPlaceholderFact(memberCheckUrl) ? (
                  <OutLink href={memberCheckUrl}>
                    {fillTemplate(verify.associationLink, { name })}
                  </OutLink>
                ) : null}
                <NotReady
                  pending={[name, memberCheckUrl ?? ""].some((value) => isPlaceholderFact(value))}
                />
              </li>
            ))}
          </>
        ) : null}
        <li>
          {verify.whatsapp}
          <NotReady pending={isPlaceholderFact(whatsappNumber)} />
        </li>
        <li className="font-medium text-brand-dark">
          {`${verify.payment} ${payOnlyHere}`}
          <NotReady pending={holdsPendingPart(`${verify.payment} ${payOnlyHere}`)} />
        </li>
        <li>{verify.assistant}</li>
        {full ? null : (
          <li>
            <a href={localizedPath("about", locale, fullChecksAnchor)} className={linkClass}>
              {verify.more}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
