import { ChevronDown } from "lucide";
import type { KeyboardEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { FaqItem } from "~/copy/view";

interface FaqSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: FaqItem[];
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Up/Down arrows, Home and End move between the questions, as in an accordion. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const move = moves[event.key];
  const current = event.currentTarget;
  const list = current.closest("[data-faq]");
  if (!move || !list) return;
  const questions = [...list.querySelectorAll<HTMLElement>("summary")];
  const next = questions[move(questions.indexOf(current), questions.length)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Questions and answers as native disclosure widgets (`<details>`): each answer opens and closes on
 * its own, with or without JavaScript, and the browser's find-in-page opens the one it finds.
 */
export function FaqSection({ id, eyebrow, title, intro, items }: FaqSectionProps) {
  return (
    <Section tone="sand" heading={{ id, eyebrow, title, intro }}>
      <div data-faq="" className="mx-auto max-w-3xl space-y-4">
        {items.map((item) => (
          <details
            key={item.question}
            className="group rounded-2xl bg-white shadow-card ring-1 ring-line/70 open:shadow-lift"
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's own control, focusable and operable */}
            <summary
              onKeyDown={moveBetweenQuestions}
              className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 hover:text-brand sm:px-6 [&::-webkit-details-marker]:hidden"
            >
              <h3 className="text-lg leading-snug sm:text-xl">{item.question}</h3>
              <Icon
                node={ChevronDown}
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-6 leading-relaxed text-muted sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
