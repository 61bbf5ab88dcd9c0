import { MessageCircle } from "lucide-react";
import { Tooltip } from "radix-ui";
import { chatCopy, whatsappChatUrl } from "~/content/chat";

/** Floating WhatsApp button, bottom right on every page. */
export function ChatButton() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <a
          href={whatsappChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chatCopy.floatingButtonLabel}
          className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </a>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="left"
          sideOffset={8}
          className="rounded-md bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-card"
        >
          {chatCopy.floatingButtonTooltip}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
