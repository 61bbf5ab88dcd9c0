import art from "~/assets/art/page-contact.svg";
import { ContactDetails } from "~/components/sections/contact/contact-details";
import { ContactFindUs } from "~/components/sections/contact/contact-find-us";
import { ContactMessage } from "~/components/sections/contact/contact-message";
import { ContactQuickChat } from "~/components/sections/contact/contact-quick-chat";
import { FaqSection } from "~/components/sections/contact/faq-section";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { companyFactsHandle, hydrateHandle } from "~/lib/page-behaviour";
import { pageLoader } from "~/route-data/loaders";
import type { Route } from "./+types/contact";

export const loader = pageLoader("contact");

/**
 * The form checks what is typed, shows toasts and hands the inquiry off: React runs here. The
 * page lists the company's facts in full (so the footer does not).
 */
export const handle = { ...hydrateHandle, ...companyFactsHandle };

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function ContactPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy.hero} art={art} />

      <Section>
        <ContactDetails id="contact-details-heading" {...copy.details} info={copy.info} />
        <div className="mt-8 grid gap-8 lg:grid-cols-12">
          <ContactQuickChat
            id="quick-contact-heading"
            {...copy.quickContact}
            className="lg:sticky lg:top-24 lg:col-span-4 lg:self-start"
          />
          <ContactMessage
            id="contact-form-heading"
            {...copy.message}
            copy={copy}
            className="lg:col-span-8"
          />
        </div>
      </Section>

      <ContactFindUs id="find-us-heading" {...copy.findUs} />

      <FaqSection id="faq-heading" {...copy.faq} />
    </>
  );
}
