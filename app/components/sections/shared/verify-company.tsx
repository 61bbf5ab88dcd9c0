import { ShieldCheck } from "lucide";
import { NotReady } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import { Icon } from "~/components/ui/icon";
import { isPlaceholderFact, siteConfig } from "~/content/site";
import { cn } from "~/lib/cn";
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
 * How a buyer checks that it is really the company before paying (About, Contact): the NIB on
 * OSS, each association's member list, the one official WhatsApp number, payment only into the
 * company's accounts against an invoice, and what the WhatsApp assistant never asks for. A link
 * still a placeholder is marked "not ready to publish" instead of shown.
 */
export function VerifyCompany({ headingId, className }: { headingId: string; className?: string }) {
  const { verify } = useShellCopy().business;
  const { business, whatsappNumber } = siteConfig;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8", className)}
    >
      <h3 id={headingId} className="flex items-center gap-3 text-xl leading-snug">
        <Icon node={ShieldCheck} className="size-6 shrink-0 text-brand" />
        {verify.title}
      </h3>
      <ul className="mt-5 grid gap-x-8 gap-y-4 text-sm leading-relaxed text-ink sm:grid-cols-2">
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
        <li>
          {verify.payment}
          <NotReady pending={isPlaceholderFact(business.legalName)} />
        </li>
        <li className="sm:col-span-2">{verify.assistant}</li>
      </ul>
    </section>
  );
}
