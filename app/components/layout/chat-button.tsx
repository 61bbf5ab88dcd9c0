import { MessageCircle } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { useWhatsappChatUrl } from "./chat-greeting";
import { useShellCopy } from "./shell-copy";

const hoverDelayMs = 200;

/**
 * Whether the button steps aside: while the visitor scrolls down the page (reading), it would
 * cover the ends of lines on a phone, so it slides away; it comes back as soon as they scroll up,
 * near the top, at the end of the page (the footer keeps room for it there) and on keyboard focus.
 */
function useTuckedWhileReading() {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let lastY = scrollY;
    const onScroll = () => {
      const y = scrollY;
      const end = document.documentElement.scrollHeight - innerHeight - 160;
      setTucked(y > lastY && y > 80 && y < end);
      lastY = y;
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => removeEventListener("scroll", onScroll);
  }, []);
  return tucked;
}

/**
 * Floating WhatsApp button, bottom right on every page, with a tooltip on hover and keyboard
 * focus. The tooltip repeats the link's accessible name, so it is hidden from screen readers; it
 * stays while hovered (it sits inside the link) and Escape dismisses it (WCAG 1.4.13).
 */
export function ChatButton() {
  const { chat } = useShellCopy();
  const chatUrl = useWhatsappChatUrl();
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const tucked = useTuckedWhileReading();

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const show = (delay: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setTooltipOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(hoverTimer.current);
    setTooltipOpen(false);
  };

  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={chat.floatingButtonLabel}
      onPointerEnter={(event) => event.pointerType === "mouse" && show(hoverDelayMs)}
      onPointerLeave={hide}
      onFocus={(event) => event.currentTarget.matches(":focus-visible") && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift transition-[translate,scale,opacity] duration-300 hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6",
        tucked && "chat-tucked",
      )}
    >
      <Icon node={MessageCircle} className="size-7" />
      <span
        aria-hidden="true"
        data-state={tooltipOpen ? "open" : "closed"}
        className={cn(
          "pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-md bg-ink px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-card transition-opacity",
          "after:absolute after:top-1/2 after:left-full after:-translate-y-1/2 after:border-4 after:border-transparent after:border-l-ink",
          tooltipOpen ? "opacity-100" : "opacity-0",
        )}
      >
        {chat.floatingButtonTooltip}
      </span>
    </a>
  );
}
