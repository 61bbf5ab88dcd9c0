import { ArrowLink } from "~/components/ui/arrow-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { NavLink } from "~/copy/view";

interface AboutClosingProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  primaryLink: NavLink;
  secondaryLink: NavLink;
}

/** A short closing word that points the visitor to the next step. */
export function AboutClosing({
  id,
  eyebrow,
  title,
  text,
  primaryLink,
  secondaryLink,
}: AboutClosingProps) {
  return (
    <Section labelledBy={id} width="narrow" innerClassName="sm:text-center">
      <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brand uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-5 text-base leading-relaxed text-muted sm:text-lg">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ArrowLink size="lg" href={primaryLink.to}>
          {primaryLink.label}
        </ArrowLink>
        <Button asChild size="lg" variant="outline">
          <a href={secondaryLink.to}>{secondaryLink.label}</a>
        </Button>
      </div>
    </Section>
  );
}
