import { CircleCheck } from "lucide";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { partnershipIcons } from "~/copy/partnership-icons";
import type { PartnerRequirementGroup } from "~/copy/view";

interface PartnershipRequirementsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  groups: PartnerRequirementGroup[];
}

/** Partner Requirements: what each kind of partner needs, one card per group. */
export function PartnershipRequirements({
  id,
  eyebrow,
  title,
  intro,
  groups,
}: PartnershipRequirementsProps) {
  return (
    <Section tone="white" heading={{ id, eyebrow, title, intro }}>
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {groups.map((group, index) => {
          const headingId = `${id}-group-${index + 1}`;
          return (
            <Card key={group.title} className="p-6 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon node={partnershipIcons[group.icon]} className="size-6" strokeWidth={1.75} />
                </span>
                <h3 id={headingId} className="text-2xl leading-snug">
                  {group.title}
                </h3>
              </div>
              <ul aria-labelledby={headingId} className="mt-6 space-y-4">
                {group.requirements.map((requirement) => (
                  <li key={requirement} className="flex gap-3 text-base text-ink">
                    <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-brand" />
                    <span>{requirement}</span>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
