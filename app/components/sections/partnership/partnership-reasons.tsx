import { IconCard } from "~/components/sections/shared/icon-card";
import { Section } from "~/components/ui/section";
import { partnershipIcons } from "~/copy/partnership-icons";
import type { PartnershipReason } from "~/copy/view";

interface PartnershipReasonsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  reasons: PartnershipReason[];
}

/** Why Partner With Us: the reasons to work with the company, one card each. */
export function PartnershipReasons({
  id,
  eyebrow,
  title,
  intro,
  reasons,
}: PartnershipReasonsProps) {
  return (
    <Section heading={{ id, eyebrow, title, intro }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <IconCard
              icon={partnershipIcons[reason.icon]}
              title={reason.title}
              description={reason.description}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
