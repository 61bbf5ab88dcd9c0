import { Clock, Mail, MapPin, Phone } from "lucide";
import type { ReactNode } from "react";
import { FactLines, MapLink, NotReady, useCompanyFacts } from "~/components/context/company-facts";
import { Card } from "~/components/ui/card";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon, type IconNode } from "~/components/ui/icon";

import { holdsPendingPart, isPlaceholderFact } from "~/copy/site";
import type { ContactInfo } from "~/copy/view";

import { cn } from "~/lib/cn";

interface ContactInfoCardsProps {
  info: ContactInfo;
  className?: string;
}

const linkClassName =
  "inline-flex min-h-6 font-medium text-ink underline-offset-4 hover:text-brand hover:underline";

/**
 * Office, phone, email and business hours, one card each, two by two from 768 px: cards of one
 * row say about as much as each other (none half empty), and an email address fits on one line.
 */
export function ContactInfoCards({ info, className }: ContactInfoCardsProps) {
  const { office, phone, email, hours } = info;
  // The address links to a maps app; the emergency number in Japan joins the phone numbers.
  const { address, emergency } = useCompanyFacts();
  return (
    <ul className={cn("grid gap-5 md:grid-cols-2", className)}>
      <InfoCard icon={MapPin} title={office.title}>
        <p className="font-medium text-ink">{office.place}</p>
        <p className="mt-1 text-sm text-muted">
          <FactLines fact={address} />
        </p>
        <MapLink
          fact={address}
          className="mt-1 flex min-h-6 w-fit items-center text-sm font-medium text-brand underline underline-offset-4"
        />
      </InfoCard>
      <InfoCard icon={Phone} title={phone.title}>
        <a href={phone.href} className={linkClassName}>
          {phone.display}
        </a>
        <NotReady pending={isPlaceholderFact(phone.display)} />
        <p className="mt-1 text-sm text-muted">
          {phone.note}
          <NotReady pending={holdsPendingPart(phone.note)} />
        </p>
        {emergency ? (
          <p className="mt-3 text-sm text-muted">
            {`${emergency.label}: `}
            <a href={emergency.link?.href} className={linkClassName}>
              {emergency.lines[0]?.text}
            </a>
          </p>
        ) : null}
      </InfoCard>
      <InfoCard icon={Mail} title={email.title}>
        <ul className="space-y-3">
          {email.addresses.map(({ label, address }) => (
            <li key={address}>
              <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                {label}
              </span>
              <a href={`mailto:${address}`} className={cn(linkClassName, "text-sm")}>
                <span>
                  <EmailAddress address={address} />
                </span>
              </a>
              <NotReady pending={isPlaceholderFact(address)} />
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon={Clock} title={hours.title}>
        <dl className="divide-y divide-line text-sm">
          {hours.rows.map((row) => (
            <div
              key={row.days}
              className="flex flex-wrap justify-between gap-x-3 py-2 first:pt-0 last:pb-0"
            >
              <dt className="text-muted">{row.days}</dt>
              <dd className="font-medium text-ink tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </ul>
  );
}

interface InfoCardProps {
  icon: IconNode;
  title: string;
  children: ReactNode;
}

function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <li className="flex">
      <Card className="flex w-full flex-col p-6">
        {/* The icon keeps the top: a title on two lines grows downwards, and the icon does not
            move when the title is parsed. */}
        <div className="mb-4 flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon node={icon} className="size-5" />
          </span>
          <h3 className="flex min-h-11 items-center text-xl leading-snug">{title}</h3>
        </div>
        {children}
      </Card>
    </li>
  );
}
