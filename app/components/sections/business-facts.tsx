import { BadgeCheck } from "lucide";
import { useShellCopy } from "~/components/layout/shell-copy";
import { Icon } from "~/components/ui/icon";
import { siteConfig } from "~/content/site";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

/** The company facts as label and value pairs, in the page's language. */
export function useBusinessFacts(): Array<{ label: string; value: string }> {
  const { business: labels } = useShellCopy();
  const { business, city, country } = siteConfig;
  return [
    { label: labels.legalName, value: business.legalName },
    { label: labels.nib, value: business.nib },
    { label: labels.sertifikatStandar, value: business.sertifikatStandar },
    {
      label: labels.associations,
      value: business.associations
        .map(({ name, memberNumber }) =>
          fillTemplate(labels.membership, { name, number: memberNumber }),
        )
        .join("; "),
    },
    {
      label: labels.address,
      value: fillTemplate(labels.addressFormat, {
        street: business.streetAddress,
        city,
        postalCode: business.postalCode,
        country,
      }),
    },
    { label: labels.founded, value: business.foundingYear },
  ];
}

interface BusinessFactsProps {
  headingId: string;
  className?: string;
}

/**
 * The facts a buyer checks before paying an agency: legal name, NIB, Sertifikat Standar (the licence OSS-RBA issues),
 * associations, full address, founding year (site config; placeholders until the company's own).
 */
export function BusinessFacts({ headingId, className }: BusinessFactsProps) {
  const { business: labels } = useShellCopy();
  const facts = useBusinessFacts();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8", className)}
    >
      <h3 id={headingId} className="flex items-center gap-3 text-xl leading-snug">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Icon node={BadgeCheck} className="size-5" />
        </span>
        {labels.title}
      </h3>
      <dl className="mt-5 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
