import { ChevronDown } from "lucide";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useState,
} from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/*
 * An accordion after the WAI-ARIA Authoring Practices pattern: each question is a button inside a
 * heading, with `aria-expanded` and `aria-controls`; each answer is a region labelled by its
 * question. Any number of answers can be open. Up/Down arrows, Home and End move between questions.
 */

const triggerSelector = "[data-accordion-trigger]";

interface ItemState {
  open: boolean;
  toggle: () => void;
  triggerId: string;
  panelId: string;
}

const ItemContext = createContext<ItemState | null>(null);

function useItem(): ItemState {
  const item = use(ItemContext);
  if (!item) throw new Error("Accordion parts must sit inside an AccordionItem");
  return item;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTriggers(event: KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  const accordion = event.currentTarget.closest("[data-accordion]");
  if (!move || !accordion) return;
  const triggers = [...accordion.querySelectorAll<HTMLButtonElement>(triggerSelector)];
  const next = triggers[move(triggers.indexOf(event.currentTarget), triggers.length)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function Accordion({ className, ...props }: ComponentProps<"div">) {
  return <div data-accordion="" className={cn("space-y-4", className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<"div">) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <ItemContext
      value={{
        open,
        toggle: () => setOpen((value) => !value),
        triggerId: `${id}-question`,
        panelId: `${id}-answer`,
      }}
    >
      <div
        data-state={open ? "open" : "closed"}
        className={cn(
          "rounded-2xl bg-white shadow-card ring-1 ring-line/70 transition-shadow data-[state=open]:shadow-lift",
          className,
        )}
        {...props}
      />
    </ItemContext>
  );
}

/** The question: a button inside an h3, with a chevron that turns when the answer is open. */
export function AccordionTrigger({ children }: { children: ReactNode }) {
  const { open, toggle, triggerId, panelId } = useItem();
  return (
    <h3 className="flex text-lg leading-snug sm:text-xl">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        data-accordion-trigger=""
        onClick={toggle}
        onKeyDown={moveBetweenTriggers}
        className="group flex min-h-14 flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left transition-colors hover:text-brand sm:px-6 sm:py-5"
      >
        {children}
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white"
        >
          <Icon
            node={ChevronDown}
            className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </span>
      </button>
    </h3>
  );
}

/** The answer: a region named by its question, hidden while closed. */
export function AccordionContent({ children }: { children: ReactNode }) {
  const { open, triggerId, panelId } = useItem();
  return (
    <section
      id={panelId}
      aria-labelledby={triggerId}
      hidden={!open}
      className="px-5 pb-6 text-base leading-relaxed text-muted sm:px-6"
    >
      {children}
    </section>
  );
}
