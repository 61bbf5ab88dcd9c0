import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Id of the heading that names the section (`aria-labelledby`); `heading.id` when it has one. */
  labelledBy?: string;
  /** The section's heading, shown first: it names the section. */
  heading?: SectionHeadingProps;
  tone?: "cream" | "white" | "sand" | "ink";
  /** Content width: "wide" for grids of cards, "narrow" for running text. */
  width?: "wide" | "narrow";
  children: ReactNode;
  innerClassName?: string;
}

const widths = { wide: "max-w-6xl", narrow: "max-w-3xl" } as const;

const tones = {
  cream: "bg-cream",
  white: "bg-white",
  sand: "bg-sand/60",
  ink: "bg-ink text-white",
} as const;

/** Page section: owns vertical rhythm, max width and background. */
export function Section({
  heading,
  labelledBy = heading?.id,
  tone = "cream",
  width = "wide",
  className,
  innerClassName,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("py-16 sm:py-20 lg:py-24", tones[tone], className)}
      {...props}
    >
      <div className={cn("mx-auto w-full px-5 sm:px-8", widths[width], innerClassName)}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
  inverse?: boolean;
}

/** A section's heading from the copy that words it (its eyebrow, title and intro) and its id. */
export const sectionHeading = (
  id: string,
  { eyebrow, title, intro }: Pick<SectionHeadingProps, "eyebrow" | "title" | "intro">,
): SectionHeadingProps => ({ id, eyebrow, title, intro });

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  inverse = false,
}: SectionHeadingProps) {
  return (
    <div
      className={cn("mb-10 max-w-2xl sm:mb-14", align === "center" && "sm:mx-auto sm:text-center")}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-xs font-semibold tracking-[0.2em] uppercase",
            inverse ? "text-sakura" : "text-brand",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-base sm:text-lg", inverse ? "text-white/85" : "text-muted")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
