import { CalendarDays, Clock, UserRound } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Breadcrumb } from "~/components/sections/shared/breadcrumb";
import {
  PackageSummaryCard,
  summaryCardRows,
} from "~/components/sections/shared/package-summary-card";
import { ShareLinks } from "~/components/sections/shared/share-links";
import { Icon } from "~/components/ui/icon";
import { InkGlow } from "~/components/ui/ink-glow";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import type { GuidePageCopy } from "~/copy/guide-view";

/** The guide's heading: the article is named by it. */
export const guideTitleId = "guide-title";

/**
 * The guide's first screen: where it sits, its title and what it answers, who wrote it, when, how
 * long it takes to read, the buttons to share it, and its picture (drawn in the page, like a
 * package's).
 */
export function GuideHero({ copy }: { copy: GuidePageCopy }) {
  const date = copy.updated ?? copy.published;
  return (
    <header className="relative overflow-hidden bg-ink text-white">
      <InkGlow />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-5 pt-8 pb-14 sm:px-8 sm:pt-10 lg:grid-cols-[1fr_0.8fr] lg:gap-14 lg:pb-20">
        <div>
          <Breadcrumb {...copy.breadcrumb} />
          <h1 id={guideTitleId} className="mt-6 text-4xl leading-tight sm:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">
            {copy.description}
          </p>
          {/* One line each, each icon as tall as its line: a row that wraps, or an icon centred
              on a line still being parsed, would move while the page arrives. */}
          <ul className="mt-6 space-y-1.5 text-sm text-white/80">
            <li className="flex gap-2">
              <Icon node={UserRound} className="h-[1lh] w-4 text-sakura" />
              {copy.byline}
            </li>
            <li className="flex gap-2">
              <Icon node={CalendarDays} className="h-[1lh] w-4 text-sakura" />
              <time dateTime={date.dateTime}>{date.text}</time>
            </li>
            <li className="flex gap-2">
              <Icon node={Clock} className="h-[1lh] w-4 text-sakura" />
              {copy.readingTime}
            </li>
          </ul>
          <div className="mt-8">
            <ShareLinks share={copy.share} title={copy.title} />
          </div>
        </div>
        <Picture
          image={copy.cover}
          sizes="(min-width: 1024px) 28rem, 100vw"
          priority="lcp"
          className="h-auto w-full rounded-[1.75rem] shadow-lift"
        />
      </div>
    </header>
  );
}

/** A long guide's sections, each a link to its heading (the legal pages' list, in a guide). */
function GuideContents({ contents }: { contents: NonNullable<GuidePageCopy["contents"]> }) {
  return (
    <nav
      aria-labelledby="guide-contents"
      className="mb-10 rounded-2xl bg-white p-6 ring-1 ring-line/70"
    >
      <h2
        id="guide-contents"
        className="font-sans text-sm font-semibold tracking-[0.1em] text-muted uppercase"
      >
        {contents.title}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-base marker:text-muted">
        {contents.items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The guide itself: a long one's contents, then its text, which the build wrote as sanitized HTML
 * (content-check/markdown.ts) and `guide-prose` (app/app.css) styles; then its sources, each
 * with the day it was last checked.
 */
export function GuideBody({ copy }: { copy: GuidePageCopy }) {
  const { ui } = useShellCopy();
  return (
    <div className="bg-cream py-12 sm:py-16">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        {copy.contents ? <GuideContents contents={copy.contents} /> : null}
        <div
          className="guide-prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own HTML of the guide, sanitized with rehype-sanitize (content-check/markdown.ts)
          dangerouslySetInnerHTML={{ __html: copy.body }}
        />
        <section aria-labelledby="guide-sources" className="mt-14 border-t border-line pt-8">
          <h2 id="guide-sources" className="text-2xl leading-snug">
            {copy.sources.title}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-muted">{copy.sources.intro}</p>
          <ol className="mt-5 list-decimal space-y-3 pl-6 text-sm leading-relaxed marker:text-muted">
            {copy.sources.items.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand underline underline-offset-4 wrap-anywhere"
                >
                  {source.title}
                  <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
                </a>
                <span className="block text-muted">{source.checked}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

/** The packages the guide speaks of, each linking to its own page (as a package page's others). */
export function GuideRelated({ related }: { related: GuidePageCopy["related"] }) {
  if (related.items.length === 0) return null;
  return (
    <Section tone="white" heading={{ id: "guide-related", title: related.title }}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.items.map((item) => (
          <li key={item.slug} className={summaryCardRows}>
            <PackageSummaryCard
              package={item}
              detailsTo={item.to}
              highlightLimit={item.highlights.length}
              detailsLabel={related.detailsLabel}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
