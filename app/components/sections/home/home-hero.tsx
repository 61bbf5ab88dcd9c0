import { Award } from "lucide";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Picture, phoneBanner, phoneBannerSlot } from "~/components/ui/picture";
import type { ImageAsset, NavLink } from "~/copy/view";
import { cn } from "~/lib/cn";

interface HomeHeroProps {
  badge: string;
  title: string;
  intro: string;
  primaryCta: NavLink;
  secondaryCta: NavLink;
  image: ImageAsset;
}

export function HomeHero({ badge, title, intro, primaryCta, secondaryCta, image }: HomeHeroProps) {
  // On a phone a photo leads the first screen: a 16:9 banner from edge to edge under the header,
  // then the badge, the title and the buttons, the introduction after them, so that the title and
  // the first button are in the first screen of a 360 × 640 phone in either language. The banner's
  // room is the grid's top padding, so the text keeps its place whether or not the parser has
  // reached the photo (last in the markup) when the browser paints; the text is in the order it
  // shows. Art keeps its place under the text, where it paints with it (decision 0014).
  const photo = Boolean(image.srcset);
  const introduction = (
    <p className="mt-6 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">{intro}</p>
  );
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div
        className={cn(
          "relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24",
          photo && "max-sm:pt-[calc(56.25%+1.5rem)]",
        )}
      >
        <div>
          <p className="ink-pill rounded-full bg-white/10 px-4 py-1.5 font-semibold text-white ring-1 ring-white/25 text-xs tracking-wide sm:text-sm">
            <Icon node={Award} />
            {badge}
          </p>
          <h1 className="mt-6 text-5xl leading-[1.05] sm:text-6xl lg:text-7xl">{title}</h1>
          {!photo && introduction}
          {/* Side by side while they fit on one line each, else one under the other (a squeezed
              pair wrapped its labels). Shown once the second label is parsed: until then the
              second button would sit beside the first, then wrap below it. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap whole">
            <Button asChild size="lg">
              <a href={primaryCta.to} className="sm:whitespace-nowrap">
                {primaryCta.label}
              </a>
            </Button>
            <Button asChild size="lg" variant="ghostInverse">
              <a href={secondaryCta.to} className="sm:whitespace-nowrap" data-last="">
                {secondaryCta.label}
              </a>
            </Button>
          </div>
          {photo && introduction}
        </div>
        {/* The frame behind the picture comes after it in the markup (the picture is raised over
            it), so that it is parsed where it stays: the wrapper takes its size from the picture. */}
        <div className={cn("relative", photo && phoneBannerSlot)}>
          <Picture
            image={image}
            sizes="(min-width: 1152px) 504px, (min-width: 1024px) 44vw, (min-width: 640px) calc(100vw - 4rem), 100vw"
            priority="lcp"
            className={cn(
              "relative z-10 h-auto w-full rounded-[1.75rem] shadow-lift",
              photo && phoneBanner,
            )}
          />
          <div
            aria-hidden="true"
            className={cn(
              "absolute -inset-3 rotate-2 rounded-[2rem] bg-white/5 ring-1 ring-white/10",
              photo && "max-sm:hidden",
            )}
          />
        </div>
      </div>
    </section>
  );
}
