import { Camera, Clapperboard, ExternalLink } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";

interface GalleryVideosPanelProps {
  id: string;
  eyebrow: string;
  title: string;
  status: string;
  text: string;
}

/** Placeholder until the travel videos are published. */
export function GalleryVideosPanel({ id, eyebrow, title, status, text }: GalleryVideosPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className="relative flex flex-col overflow-hidden rounded-3xl bg-ink p-6 text-white shadow-lift sm:p-10"
    >
      <InkGlow />
      <div className="relative flex flex-1 flex-col">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-2xl bg-white/10 text-sakura ring-1 ring-white/20"
        >
          <Icon node={Clapperboard} className="size-6" />
        </span>
        <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-sakura uppercase">
          {eyebrow}
        </p>
        <h2 id={id} className="mt-2 text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 inline-flex w-fit items-center rounded-full bg-sakura px-4 py-1.5 text-sm font-semibold tracking-wide text-ink">
          {status}
        </p>
        <p className="mt-4 text-base leading-relaxed text-white/85 sm:text-lg">{text}</p>
      </div>
    </section>
  );
}

interface GallerySocialPanelProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  link: { href: string; label: string };
}

/** Link to the company's social network page, opened in a new tab. */
export function GallerySocialPanel({ id, eyebrow, title, text, link }: GallerySocialPanelProps) {
  const { ui } = useShellCopy();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-10"
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand"
      >
        <Icon node={Camera} className="size-6" />
      </span>
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 flex-1 text-base leading-relaxed text-muted sm:text-lg">{text}</p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-fit">
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
          <Icon node={ExternalLink} />
        </a>
      </Button>
    </section>
  );
}
