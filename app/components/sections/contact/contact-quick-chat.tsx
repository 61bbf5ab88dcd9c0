import { Check, MessageCircle } from "lucide";
import { useWhatsappChatUrl } from "~/components/context/chat-greeting";
import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface ContactQuickChatProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  topicsTitle: string;
  topics: string[];
  buttonLabel: string;
  className?: string;
}

/**
 * Dark panel that introduces the virtual travel assistant. Beside the (taller) form it keeps its
 * own height and stays in view while the visitor fills the form in, instead of stretching into
 * an empty band. Its Chat on WhatsApp button opens the
 * same chat as the floating button (with the chosen package's greeting when there is one).
 */
export function ContactQuickChat({
  id,
  eyebrow,
  title,
  text,
  topicsTitle,
  topics,
  buttonLabel,
  className,
}: ContactQuickChatProps) {
  const { ui } = useShellCopy();
  const chatUrl = useWhatsappChatUrl();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "relative isolate flex flex-col overflow-hidden rounded-2xl bg-ink p-6 text-white shadow-lift sm:p-8",
        className,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 chat-glow" />
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-sakura ring-1 ring-white/20">
        <Icon node={MessageCircle} className="size-6" />
      </span>
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-sakura uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl leading-tight">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-white/85">{text}</p>
      <p className="mt-8 text-xs font-semibold tracking-[0.2em] text-white/75 uppercase">
        {topicsTitle}
      </p>
      <ul className="mt-3 divide-y divide-white/10 border-y border-white/10 text-sm text-white">
        {topics.map((topic) => (
          <li key={topic} className="flex items-center gap-3 py-3.5">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-sakura">
              <Icon node={Check} className="size-4" />
            </span>
            <span>{topic}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <Button asChild variant="whatsapp" size="lg" className="w-full">
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            <Icon node={MessageCircle} />
            {buttonLabel}
            <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}
