import { BusinessFacts } from "~/components/sections/shared/business-facts";
import { SectionHeading } from "~/components/ui/section";
import type { ContactInfo } from "~/copy/view";
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
      {/* The cards above show the address with its map link and the emergency number; About,
          the year founded and every check (the page's first round trip has no room for what it
          would repeat). */}
      <BusinessFacts
        headingId={`${id}-business`}
        omit={["address", "emergency", "founded"]}
        checks="short"
        className="mt-5"
      />
    </section>
  );
}
