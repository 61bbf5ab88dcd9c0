import { SectionHeading } from "~/components/ui/section";
import type { ContactInfo } from "~/content/view";
import { BusinessFacts } from "./business-facts";
import { ContactInfoCards } from "./contact-info-cards";

interface ContactDetailsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  info: ContactInfo;
  className?: string;
}

/** Get in Touch: office, phone, email and business hours. */
export function ContactDetails({
  id,
  eyebrow,
  title,
  intro,
  info,
  className,
}: ContactDetailsProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ContactInfoCards info={info} />
      <BusinessFacts headingId={`${id}-business`} className="mt-5" />
    </section>
  );
}
