import { NotReady } from "~/components/context/company-facts";
import { Section } from "~/components/ui/section";

import { holdsPendingPart } from "~/copy/site";
import type { PartnershipStep } from "~/copy/view";

interface PartnershipStepsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  steps: PartnershipStep[];
}

/** How Partnership Works: numbered steps, joined by a line on wide screens. */
export function PartnershipSteps({ id, eyebrow, title, intro, steps }: PartnershipStepsProps) {
  return (
    <Section tone="sand" heading={{ id, eyebrow, title, intro }}>
      <div className="relative">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-7 right-[12.5%] left-[12.5%] hidden border-t-2 border-dashed border-brand/30 lg:block"
        />
        <ol className="relative grid gap-10 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 sm:flex sm:flex-col sm:items-center sm:text-center"
            >
              <span className="row-span-2 flex size-14 items-center justify-center rounded-full bg-brand font-display text-2xl text-white shadow-card">
                {index + 1}
              </span>
              <h3 className="mt-3.5 text-xl leading-snug sm:mt-5">{step.title}</h3>
              <p className="mt-1 max-w-xs text-base leading-relaxed text-muted sm:mt-2">
                {step.description}
                <NotReady pending={holdsPendingPart(step.description)} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
