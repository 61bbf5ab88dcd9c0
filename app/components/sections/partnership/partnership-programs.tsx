import { useShellCopy } from "~/components/context/shell-copy";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { contactPathFor } from "~/copy/inquiry";
import { programIcons } from "~/copy/partnership-icons";
import type { PartnershipProgram } from "~/copy/view";
import { fillTemplate } from "~/lib/template";

interface PartnershipProgramsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  learnMoreLabel: string;
  /** "about {title}": completes the link's accessible name. */
  learnMoreContext: string;
  benefitsLabel: string;
  programs: PartnershipProgram[];
}

/** The partnership programmes, each with its benefits and a link to get in touch. */
export function PartnershipPrograms({
  id,
  eyebrow,
  title,
  intro,
  programs,
  ...cardCopy
}: PartnershipProgramsProps) {
  return (
    <Section tone="white" heading={{ id, eyebrow, title, intro }}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {programs.map((program, index) => (
          <li key={program.title} className="flex">
            <PartnershipProgramCard
              program={program}
              headingId={`${id}-program-${index + 1}`}
              {...cardCopy}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface PartnershipProgramCardProps {
  program: PartnershipProgram;
  headingId: string;
  learnMoreLabel: string;
  learnMoreContext: string;
  benefitsLabel: string;
}

function PartnershipProgramCard({
  program,
  headingId,
  learnMoreLabel,
  learnMoreContext,
  benefitsLabel,
}: PartnershipProgramCardProps) {
  const { locale } = useShellCopy();
  const benefitsId = `${headingId}-benefits`;
  return (
    <Card className="flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lift">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-brand to-gold" />
        <div className="flex flex-1 flex-col p-6 sm:p-8">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand text-white shadow-sm">
            <Icon node={programIcons[program.key]} className="size-7" strokeWidth={1.75} />
          </span>
          <h3 id={headingId} className="mt-6 text-2xl leading-snug">
            {program.title}
          </h3>
          <p className="mt-3 text-base leading-relaxed text-muted">{program.description}</p>
          <p
            id={benefitsId}
            className="mt-6 border-t border-line pt-6 text-xs font-semibold tracking-[0.16em] text-brand uppercase"
          >
            {benefitsLabel}
          </p>
          <CheckList
            items={program.benefits}
            aria-labelledby={benefitsId}
            className="mt-4 space-y-3 text-sm text-ink sm:text-base"
            markClassName="bg-brand-soft text-brand"
          />
          <div className="mt-auto pt-8">
            <ArrowLink
              variant="outline"
              className="w-full"
              href={contactPathFor(locale, { kind: "program", key: program.key })}
            >
              {learnMoreLabel}
              <span className="sr-only">
                {" "}
                {fillTemplate(learnMoreContext, { title: program.title })}
              </span>
            </ArrowLink>
          </div>
        </div>
      </article>
    </Card>
  );
}
