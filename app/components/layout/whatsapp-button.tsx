import { MessageCircle } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Icon } from "~/components/ui/icon";
import { behaviour } from "~/lib/page-behaviour";

/**
 * Floating WhatsApp button, bottom right on every page, with a tooltip on hover and keyboard
 * focus. The tooltip repeats the link's accessible name, so it is hidden from screen readers.
 * Markup only: the page's script (app/enhance/chat-button.ts) shows and dismisses the tooltip,
 * moves the button aside while the visitor reads, and carries their draft into the chat.
 */
export function WhatsAppButton() {
  const { chat } = useShellCopy();
  return (
    <a
      href={chat.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={chat.floatingButtonLabel}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift transition-[translate,scale,opacity] duration-300 hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      {...{ [behaviour.chat]: "" }}
    >
      <Icon node={MessageCircle} className="size-7" />
      <span
        aria-hidden="true"
        data-state="closed"
        className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-md bg-ink px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-card transition-opacity after:absolute after:top-1/2 after:left-full after:-translate-y-1/2 after:border-4 after:border-transparent after:border-l-ink data-[state=open]:opacity-100"
        {...{ [behaviour.chatTooltip]: "" }}
      >
        {chat.floatingButtonTooltip}
      </span>
    </a>
  );
}
