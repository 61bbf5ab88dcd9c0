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
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const nearTop = y < 80;
      const nearEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 160;
      if (nearTop || nearEnd || y < lastY - 8) setTucked(false);
      else if (y > lastY + 8) setTucked(true);
      if (Math.abs(y - lastY) > 8 || nearTop || nearEnd) lastY = y;
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
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
        // Below 1280 px the page's text reaches the corner the button sits in.
        tucked &&
          "max-xl:pointer-events-none max-xl:translate-y-24 max-xl:opacity-0 max-xl:focus-visible:pointer-events-auto max-xl:focus-visible:translate-y-0 max-xl:focus-visible:opacity-100",
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
