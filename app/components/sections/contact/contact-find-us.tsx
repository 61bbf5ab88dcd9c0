import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";

interface ContactFindUsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  mapTitle: string;
  mapText: string;
}

/** Find Us: a calm placeholder panel until the maps integration arrives (the intro says where). */
export function ContactFindUs({
  id,
  eyebrow,
  title,
  intro,
  mapTitle,
  mapText,
}: ContactFindUsProps) {
  return (
    <Section tone="white" heading={{ id, eyebrow, title, intro }}>
      <div className="relative isolate overflow-hidden rounded-3xl bg-mist/60 ring-1 ring-line">
        <div aria-hidden="true" className="absolute inset-0 -z-10 map-grid" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 map-wash" />
        <div className="flex min-h-80 flex-col items-start justify-center px-6 py-14 sm:min-h-96 sm:items-center sm:text-center">
          <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-brand text-white shadow-lift">
            <span className="absolute inset-0 rounded-full bg-brand/30 motion-safe:animate-ping" />
            <Icon node={MapPin} className="relative size-7" />
          </span>
          <h3 className="mt-6 text-2xl sm:text-3xl">{mapTitle}</h3>
          <p className="mt-3 max-w-md text-base text-muted">{mapText}</p>
        </div>
      </div>
    </Section>
  );
}
