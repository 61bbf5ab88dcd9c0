import { Button } from "~/components/ui/button";
import type { NavLink } from "~/copy/view";

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  button: NavLink;
}

/** Closing call to action that sends the visitor to the contact page. */
export function CtaBanner({ id, title, text, button }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-cream px-5 py-16 sm:px-8 sm:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand px-5 py-12 text-white sm:text-center shadow-lift sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 banner-glow" />
        <div className="relative">
          <h2 id={id} className="mx-auto max-w-2xl text-3xl leading-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base text-white/90 sm:text-lg">{text}</p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <a href={button.to}>{button.label}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
