import { ShieldCheck } from "lucide";
import { NotReady } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import { Icon } from "~/components/ui/icon";
import { isPlaceholderFact, siteConfig } from "~/content/site";
import { fillTemplate } from "~/lib/template";

const linkClass =
  "inline-flex min-h-6 items-center font-medium text-brand underline underline-offset-4";

function OutLink({ href, children }: { href: string; children: string }) {
  const { ui } = useShellCopy();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
    </a>
  );
}

/**
 * How a buyer checks that it is really the company before paying, under its facts on About and
 * Contact (`BusinessFacts`): the NIB on OSS, each association's member list, the one official
 * WhatsApp number, payment only into the company's accounts against an invoice, and what the
 * WhatsApp assistant never asks for. A link still a placeholder is marked "not ready to publish".
 */
export function VerifyCompany({ headingId }: { headingId: string }) {
  const { verify, payOnlyHere } = useShellCopy().business;
  const { business, whatsappNumber } = siteConfig;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-line/70 pt-5">
      <h4 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold">
        <Icon node={ShieldCheck} className="size-5 shrink-0 text-brand" />
        {verify.title}
      </h4>
      <ul className="mt-3 grid gap-x-8 gap-y-3 text-sm leading-relaxed sm:grid-cols-2">
        <li>
          {verify.registry}{" "}
          <OutLink href={business.registryCheckUrl}>{verify.registryLink}</OutLink>
        </li>
        {business.associations.map(({ name, memberCheckUrl }) => (
          <li key={name}>
            {fillTemplate(verify.association, { name })}{" "}
            {memberCheckUrl && !isPlaceholderFact(memberCheckUrl) && !isPlaceholderFact(name) ? (
              <OutLink href={memberCheckUrl}>
                {fillTemplate(verify.associationLink, { name })}
              </OutLink>
            ) : (
              <NotReady pending />
            )}
          </li>
        ))}
        <li>
          {verify.whatsapp}
          <NotReady pending={isPlaceholderFact(whatsappNumber)} />
        </li>
        <li className="font-medium text-brand-dark">{`${verify.payment} ${payOnlyHere}`}</li>
        <li className="sm:col-span-2">{verify.assistant}</li>
      </ul>
    </section>
  );
}
