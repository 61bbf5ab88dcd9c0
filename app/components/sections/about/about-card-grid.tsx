import { IconCard } from "~/components/sections/shared/icon-card";
import { Section } from "~/components/ui/section";
import { aboutIcons } from "~/copy/about-icons";
import type { AboutCard } from "~/copy/view";

interface AboutCardGridProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  cards: AboutCard[];
  tone?: "cream" | "white" | "sand";
}

/**
 * A titled section of icon cards. Rows stay centred, so an odd number of cards (the five reasons
 * to choose us) leaves no lopsided gap on the last row.
 */
export function AboutCardGrid({ id, eyebrow, title, intro, cards, tone }: AboutCardGridProps) {
  return (
    <Section tone={tone} heading={{ id, eyebrow, title, intro }}>
      <ul className="flex flex-wrap justify-center gap-6">
        {cards.map((card) => (
          <li
            key={card.title}
            className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            <IconCard
              icon={aboutIcons[card.icon]}
              title={card.title}
              description={card.description}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
