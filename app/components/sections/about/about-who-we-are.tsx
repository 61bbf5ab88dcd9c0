import { Award, Handshake } from "lucide";
import { BusinessFacts } from "~/components/sections/shared/business-facts";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Section } from "~/components/ui/section";
import type { AboutPartnershipCard as AboutPartnershipCardCopy } from "~/copy/view";

interface AboutWhoWeAreProps {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: string[];
  partnership: AboutPartnershipCardCopy;
}

/** The company's story, with the official partnership card beside it on wide screens. */
export function AboutWhoWeAre({ id, eyebrow, title, paragraphs, partnership }: AboutWhoWeAreProps) {
  return (
    <Section
      labelledBy={id}
      innerClassName="grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16"
    >
      <div>
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand uppercase">
          {eyebrow}
        </p>
        <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-base leading-relaxed text-muted sm:text-lg">
            {paragraph}
          </p>
        ))}
      </div>
      <AboutPartnershipCard {...partnership} headingId={`${id}-partnership`} />
      <BusinessFacts headingId={`${id}-business`} className="lg:col-span-2" />
    </Section>
  );
}

function AboutPartnershipCard({
  headingId,
  badge,
  companies,
  companiesJoiner,
  title,
  text,
  points,
}: AboutPartnershipCardCopy & { headingId: string }) {
  return (
    <article
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl bg-ink p-7 text-white shadow-lift sm:p-10"
    >
      <InkGlow />
      <div className="relative">
        <p className="ink-pill rounded-full bg-white/10 px-4 py-1.5 font-semibold text-white ring-1 ring-white/25 text-xs tracking-wide">
          <Icon node={Award} />
          {badge}
        </p>
        <h3 id={headingId} className="mt-6 text-3xl leading-tight">
          {title}
        </h3>
        <p className="mt-6 grid grid-cols-[1fr_2.75rem_1fr] items-center gap-3 rounded-2xl bg-white/5 px-4 py-5 text-center font-display text-lg leading-snug text-sakura ring-1 ring-white/10 sm:gap-4 sm:text-xl">
          <span>{companies[0]}</span>
          <span className="flex size-11 items-center justify-center rounded-full bg-brand text-white">
            <Icon node={Handshake} className="size-5" />
            <span className="sr-only">{companiesJoiner}</span>
          </span>
          <span>{companies[1]}</span>
        </p>
        <p className="mt-5 text-base leading-relaxed text-white/85">{text}</p>
        <CheckList
          items={points}
          className="mt-6 space-y-3 border-t border-white/15 pt-6"
          itemClassName="text-sm text-white/90 sm:text-base"
          markClassName="bg-brand"
        />
      </div>
    </article>
  );
}
