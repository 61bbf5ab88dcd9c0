import { Check } from "lucide";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { groupIcons } from "~/copy/group-icons";
import type { GroupTourCard, NavLink } from "~/copy/view";

interface ToursGroupSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  cards: GroupTourCard[];
  button: NavLink;
}

/** School, corporate and large-group travel, sending the visitor to the partnership page. */
export function ToursGroupSection({
  id,
  eyebrow,
  title,
  intro,
  cards,
  button,
}: ToursGroupSectionProps) {
  return (
    <Section tone="white" heading={{ id, eyebrow, title, intro }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => {
          return (
            <li key={card.title} className="flex">
              <Card className="flex w-full flex-col p-6 sm:p-8">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand"
                >
                  <Icon node={groupIcons[card.icon]} className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl leading-snug">{card.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{card.description}</p>
                <p className="mt-6 flex items-start gap-2 border-t border-line pt-5 text-sm font-semibold text-ink">
                  <Icon
                    node={Check}
                    className="mt-0.5 size-4 shrink-0 text-brand"
                    strokeWidth={3}
                  />
                  {card.perk}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 sm:mt-12 sm:text-center">
        <ArrowLink size="lg" variant="outline" href={button.to}>
          {button.label}
        </ArrowLink>
      </div>
    </Section>
  );
}
