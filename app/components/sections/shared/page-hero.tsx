import type { ReactNode } from "react";
import { InkGlow } from "~/components/ui/ink-glow";
import type { Hero } from "~/copy/view";
import { PageArt } from "./page-art";

interface PageHeroProps extends Hero {
  /** The page's own picture beside the title (a band under it on phones): its imported URL. */
  art: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** Title band at the top of every inner page: title and introduction, and the page's picture. */
export function PageHero({ art, eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-5 pt-10 pb-12 sm:px-8 sm:py-14 md:grid-cols-[minmax(0,1fr)_17rem] md:gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-14 lg:py-16">
        {/* Beside the picture the text starts at its top edge: centred, it would move while the
            page is parsed (as it grows, and when the picture comes). */}
        <div className="self-start">
          {eyebrow ? (
            <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-sakura uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="max-w-3xl text-4xl leading-tight sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">
            {intro}
          </p>
          {children}
        </div>
        <div className="relative md:aspect-[4/3]">
          <div
            aria-hidden="true"
            className="absolute -inset-2 hidden rotate-2 rounded-[2rem] bg-white/5 ring-1 ring-white/10 md:block"
          />
          <PageArt
            src={art}
            className="relative aspect-[2/1] rounded-2xl shadow-lift md:aspect-[4/3] md:rounded-[1.75rem]"
          />
        </div>
      </div>
    </section>
  );
}
