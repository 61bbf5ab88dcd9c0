import { NotReady } from "~/components/context/company-facts";
import { InkGlow } from "~/components/ui/ink-glow";

import type { LegalPageCopy, LegalSectionCopy, PaymentTermsCopy } from "~/copy/legal-view";
import { holdsPendingPart } from "~/copy/site";

/**
 * A sentence of the notice, followed by "not ready to publish" while it holds a part the company
 * has not given yet, in square brackets or a contact detail still a placeholder (a local build or
 * a draft's preview; a build for the real address refuses them). The part shows in its brackets: marked inline, it moved while the page was parsed.
 */
function LegalText({ text }: { text: string }) {
  return (
    <>
      {text}
      <NotReady pending={holdsPendingPart(text)} />
    </>
  );
}

const paragraphClass = "mt-4 text-base leading-relaxed text-ink/85";

function PaymentTerms({ shared, title, intro, packages }: PaymentTermsCopy) {
  return (
    <>
      {shared.map((text) => (
        <p key={text} className={paragraphClass}>
          <LegalText text={text} />
        </p>
      ))}
      {packages.length > 0 ? (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8">
          <h3 className="text-xl leading-snug">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{intro}</p>
          {packages.map((item) => (
            <div key={item.to} className="mt-6 border-t border-line/70 pt-5">
              <h4 className="font-sans text-base font-semibold">
                <a href={item.to} className="text-brand underline underline-offset-4">
                  {item.title}
                </a>
              </h4>
              <ul className="mt-2 space-y-1 text-sm leading-relaxed text-ink/85">
                {item.texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted">{item.checked}</p>
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

function LegalSection({ section, number }: { section: LegalSectionCopy; number: number }) {
  return (
    <section aria-labelledby={section.id} className="mt-12 first:mt-0">
      <h2 id={section.id} className="scroll-mt-24 text-2xl leading-snug sm:text-3xl">
        {`${number}. ${section.title}`}
      </h2>
      {section.paragraphs.map((text) => (
        <p key={text} className={paragraphClass}>
          <LegalText text={text} />
        </p>
      ))}
      {section.points ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-base leading-relaxed text-ink/85 marker:text-brand">
          {section.points.map((text) => (
            <li key={text}>
              <LegalText text={text} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.payment ? <PaymentTerms {...section.payment} /> : null}
    </section>
  );
}

/**
 * The privacy notice or the terms: its title, the day it last changed, a list of its sections
 * linking to each, then the sections in running text, narrow enough to read on paper too.
 */
export function LegalDocument({ hero, updated, contentsTitle, sections }: LegalPageCopy) {
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-white">
        <InkGlow />
        <div className="relative mx-auto max-w-3xl px-5 pt-10 pb-12 sm:px-8 sm:py-14">
          <h1 className="text-4xl leading-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-base leading-relaxed text-white/85 sm:text-lg">
            <LegalText text={hero.intro} />
          </p>
          <p className="mt-4 text-sm text-white/75">{updated}</p>
        </div>
      </section>
      <div className="bg-cream py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <nav
            aria-labelledby="legal-contents"
            className="mb-12 rounded-2xl bg-white p-6 ring-1 ring-line/70"
          >
            <h2
              id="legal-contents"
              className="font-sans text-sm font-semibold tracking-[0.1em] text-muted uppercase"
            >
              {contentsTitle}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-base marker:text-muted">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-6 items-center text-brand underline-offset-4 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </div>
    </>
  );
}
