import { Card } from "~/components/ui/card";
import type { ContactFormCopy } from "~/content/types";
import { cn } from "~/lib/cn";
import { ContactForm } from "./contact-form";

interface ContactMessageProps {
  id: string;
  title: string;
  intro: string;
  form: ContactFormCopy;
  className?: string;
}

/** Send Us a Message: the form on its own card. */
export function ContactMessage({ id, title, intro, form, className }: ContactMessageProps) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col", className)}>
      <Card className="flex-1 p-6 sm:p-10">
        <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-base text-muted sm:text-lg">{intro}</p>
        <div aria-hidden="true" className="my-8 h-px bg-line" />
        <ContactForm copy={form} labelledBy={id} />
      </Card>
    </section>
  );
}
