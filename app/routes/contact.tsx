import { ContactDetails } from "~/components/sections/contact-details";
import { ContactFindUs } from "~/components/sections/contact-find-us";
import { ContactMessage } from "~/components/sections/contact-message";
import { ContactQuickChat } from "~/components/sections/contact-quick-chat";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/ui/section";
import {
  contactDetailsCopy,
  contactFormCopy,
  contactHero,
  contactInfo,
  contactMessageCopy,
  contactMeta,
  faqCopy,
  faqItems,
  findUsCopy,
  quickContactCopy,
} from "~/content/contact";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta({ ...contactMeta, path: "/contact" });

export default function ContactPage() {
  return (
    <>
      <PageHero {...contactHero} />

      <Section>
        <ContactDetails id="contact-details-heading" {...contactDetailsCopy} info={contactInfo} />
        <div className="mt-8 grid gap-8 lg:grid-cols-12">
          <ContactQuickChat
            id="quick-contact-heading"
            {...quickContactCopy}
            className="lg:col-span-4"
          />
          <ContactMessage
            id="contact-form-heading"
            {...contactMessageCopy}
            form={contactFormCopy}
            className="lg:col-span-8"
          />
        </div>
      </Section>

      <ContactFindUs id="find-us-heading" {...findUsCopy} />

      <FaqSection id="faq-heading" {...faqCopy} items={faqItems} />
    </>
  );
}
