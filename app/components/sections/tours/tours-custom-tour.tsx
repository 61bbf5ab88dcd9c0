import { Compass, Sparkles } from "lucide";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import type { NavLink } from "~/copy/view";

interface ToursCustomTourProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  button: NavLink;
}

/** Invitation to design a tailor-made itinerary, sending the visitor to the contact page. */
export function ToursCustomTour({
  id,
  eyebrow,
  title,
  text,
  points,
  button,
}: ToursCustomTourProps) {
  return (
    <section aria-labelledby={id} className="bg-cream pb-16 sm:pb-20 lg:pb-24">
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <div className="relative grid gap-10 overflow-hidden rounded-3xl bg-ink px-6 py-12 text-white shadow-lift sm:px-12 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
          <InkGlow />
          <div className="relative">
            <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-sakura uppercase">
              <Icon node={Compass} className="size-4" />
              {eyebrow}
            </p>
            <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-white/85 sm:text-lg">{text}</p>
          </div>
          <div className="relative sm:rounded-2xl sm:bg-white/5 sm:p-8 sm:ring-1 sm:ring-white/15">
            <ul className="space-y-4">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-white/90">
                  <Icon node={Sparkles} className="mt-0.5 size-5 shrink-0 text-sakura" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <ArrowLink
              size="lg"
              variant="inverse"
              className="mt-8 w-full sm:w-auto"
              href={button.to}
            >
              {button.label}
            </ArrowLink>
          </div>
        </div>
      </div>
    </section>
  );
}
