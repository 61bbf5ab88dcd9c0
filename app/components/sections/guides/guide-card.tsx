import { CalendarDays, Clock } from "lucide";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { GuideSummary } from "~/copy/guide-view";

/**
 * A guide on the list of guides: its picture, when it was published (and last changed), how long
 * it takes to read, its title (the link to it) and what it answers. The first card's picture is in
 * a phone's first screen: `lcp` draws a drawing in the page (no request before the first paint,
 * never the page's largest paint) and announces a photo first (ui/picture.tsx).
 */
export function GuideCard({ guide, first = false }: { guide: GuideSummary; first?: boolean }) {
  const headingId = `guide-${guide.slug}`;
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lift">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div className="overflow-hidden">
          <Picture
            image={guide.image}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
            priority={first ? "lcp" : "lazy"}
            className="aspect-[40/26] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </div>
        <div className="flex flex-1 flex-col p-5 sm:p-6">
          {/* One line each, each icon as tall as its line: nothing moves while the page arrives. */}
          <p className="space-y-1 text-xs font-semibold tracking-wide text-muted uppercase">
            <span className="flex gap-1.5">
              <Icon node={CalendarDays} className="h-[1lh] w-3.5" />
              <time dateTime={(guide.updated ?? guide.published).dateTime}>
                {(guide.updated ?? guide.published).text}
              </time>
            </span>
            <span className="flex gap-1.5">
              <Icon node={Clock} className="h-[1lh] w-3.5" />
              {guide.readingTime}
            </span>
          </p>
          <h2 id={headingId} className="mt-3 text-2xl leading-snug">
            <a
              href={guide.to}
              className="underline-offset-4 hover:text-brand hover:underline after:absolute after:inset-0"
            >
              {guide.title}
            </a>
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{guide.description}</p>
        </div>
      </article>
    </Card>
  );
}
