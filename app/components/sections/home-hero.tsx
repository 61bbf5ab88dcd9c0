import { Award } from "lucide";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Picture } from "~/components/ui/picture";
import type { ImageAsset, NavLink } from "~/content/view";

interface HomeHeroProps {
  badge: string;
  title: string;
  intro: string;
  primaryCta: NavLink;
  secondaryCta: NavLink;
  image: ImageAsset;
}

export function HomeHero({ badge, title, intro, primaryCta, secondaryCta, image }: HomeHeroProps) {
  // A photo arrives by a request of its own, ~0.6 s after the page on slow 4G: on phones it starts
  // just below the first screen, which the text fills and which is whole at the first paint. Art
  // is drawn in the page and paints with it, so it keeps its place (decision 0010).
  const textColumn = image.srcset
    ? "max-sm:flex max-sm:min-h-[calc(100svh-7rem)] max-sm:flex-col max-sm:justify-center"
    : undefined;
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24">
        <div className={textColumn}>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold tracking-wide text-white ring-1 ring-white/25 sm:text-sm">
            <Icon node={Award} className="size-4 text-sakura" />
            {badge}
          </p>
          <h1 className="mt-6 text-5xl leading-[1.05] sm:text-6xl lg:text-7xl">{title}</h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">
            {intro}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={primaryCta.to}>{primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="ghostInverse">
              <Link to={secondaryCta.to}>{secondaryCta.label}</Link>
            </Button>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-2 rounded-[2rem] bg-white/5 ring-1 ring-white/10"
          />
          <Picture
            image={image}
            sizes="(min-width: 1152px) 504px, (min-width: 1024px) 44vw, calc(100vw - 2.5rem)"
            priority="lcp"
            className="relative h-auto w-full rounded-[1.75rem] shadow-lift"
          />
        </div>
      </div>
    </section>
  );
}
