import { fitsInLink } from "../lib/inquiry-message.ts";
import { behaviour, chatTextChanged, chatTextKey, chatTuckedClass } from "../lib/page-behaviour.ts";

const hoverDelayMs = 200;

/**
 * The text the visitor's draft gives the chat, if any: a JSON string the contact form wrote
 * (app/lib/session-store.ts). Anything else found there is ignored.
 */
function storedChatText(): string | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(chatTextKey) ?? "null");
    return typeof value === "string" && value.trim() ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The chat's WhatsApp link with `text`, or the link as the page wrote it when that is too long. */
export function chatHref(pageHref: string, text: string | undefined): string {
  if (!text) return pageHref;
  const url = new URL(pageHref);
  // Spaces as %20: some WhatsApp apps show a "+" literally.
  const href = `${url.origin}${url.pathname}?text=${encodeURIComponent(text)}`;
  // A longer link is cut by some apps without a word: the draft stays on the contact page then.
  return fitsInLink(href) ? href : pageHref;
}

/**
 * The floating WhatsApp button. Its tooltip shows on hover (after a moment) and on keyboard focus,
 * and Escape dismisses it (WCAG 1.4.13); it repeats the link's name, so it is hidden from screen
 * readers. While the visitor scrolls down to read, the button steps aside, and comes back when
 * they scroll up, near the top, at the end of the page and on keyboard focus. Whatever the
 * visitor drafted on the contact page travels in the chat's link from every page.
 */
export function enhanceChatButton(): void {
  const link = document.querySelector<HTMLAnchorElement>(`[${behaviour.chat}]`);
  if (!link) return;
  const tooltip = link.querySelector<HTMLElement>(`[${behaviour.chatTooltip}]`);
  // As written (the `href` property would re-serialize it).
  const pageHref = link.getAttribute("href") ?? link.href;
  let timer: number | undefined;
  const setTooltip = (open: boolean) =>
    tooltip?.setAttribute("data-state", open ? "open" : "closed");
  const show = (delay: number) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => setTooltip(true), delay);
  };
  const hide = () => {
    clearTimeout(timer);
    setTooltip(false);
  };
  const carryDraft = () => {
    link.setAttribute("href", chatHref(pageHref, storedChatText()));
  };
  carryDraft();
  link.addEventListener("pointerenter", (event) => {
    carryDraft();
    if (event.pointerType === "mouse") show(hoverDelayMs);
  });
  link.addEventListener("pointerleave", hide);
  link.addEventListener("focus", () => {
    carryDraft();
    if (link.matches(":focus-visible")) show(0);
  });
  link.addEventListener("blur", hide);
  link.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
  // Capture: the link's address is set before the browser follows it.
  link.addEventListener("click", carryDraft, true);
  // The page may be shown again from the back/forward cache after the draft changed; on the
  // contact page the form says when it has.
  addEventListener("pageshow", carryDraft);
  addEventListener(chatTextChanged, carryDraft);

  let lastY = scrollY;
  addEventListener(
    "scroll",
    () => {
      const y = scrollY;
      const end = document.documentElement.scrollHeight - innerHeight - 160;
      link.classList.toggle(chatTuckedClass, y > lastY && y > 80 && y < end);
      lastY = y;
    },
    { passive: true },
  );
}
