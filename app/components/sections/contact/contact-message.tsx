import { Card } from "~/components/ui/card";
import type { ContactCopy } from "~/copy/view";
import { cn } from "~/lib/cn";
import { ContactInquiry } from "./contact-inquiry";

interface ContactMessageProps {
  id: string;
  title: string;
  intro: string;
  copy: Pick<ContactCopy, "form" | "inquiry" | "handOff">;
  className?: string;
}

/** Send Us a Message: the form on its own card, with the inquiry's context and hand-off. */
export function ContactMessage({ id, title, intro, copy, className }: ContactMessageProps) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col", className)}>
      <Card className="flex-1 p-6 sm:p-10">
        <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-base text-muted sm:text-lg">{intro}</p>
        <div aria-hidden="true" className="my-8 h-px bg-line" />
        <ContactInquiry copy={copy} labelledBy={id} />
      </Card>
    </section>
  );
}
