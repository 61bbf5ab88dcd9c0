import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FaqItem } from "~/content/types";

interface FaqSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: FaqItem[];
}

/** Questions and answers as an accordion; each answer opens and closes on its own. */
export function FaqSection({ id, eyebrow, title, intro, items }: FaqSectionProps) {
  return (
    <Section labelledBy={id} tone="sand">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <Accordion className="mx-auto max-w-3xl">
        {items.map((item) => (
          <AccordionItem key={item.question}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
