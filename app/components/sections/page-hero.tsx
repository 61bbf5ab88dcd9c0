import type { ReactNode } from "react";
import { InkGlow } from "~/components/ui/ink-glow";
import type { Hero } from "~/content/types";

interface PageHeroProps extends Hero {
  eyebrow?: string;
  children?: ReactNode;
}

/** Title band at the top of every inner page. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div className="relative mx-auto max-w-6xl px-5 py-16 text-center sm:px-8 sm:py-20 lg:py-24">
        {eyebrow ? (
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-sakura uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mx-auto max-w-3xl text-4xl leading-tight sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-white/85 sm:text-lg">{intro}</p>
        {children}
      </div>
    </section>
  );
}
