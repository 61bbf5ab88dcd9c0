import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { siteConfig } from "~/copy/site";
import { fitsInLink } from "~/lib/inquiry-message";
import { whatsappLink } from "~/lib/whatsapp";
import { useShellCopy } from "./shell-copy";

interface ChatGreetingState {
  greeting: string | undefined;
  setGreeting: (greeting: string | undefined) => void;
}

const ChatGreetingContext = createContext<ChatGreetingState | null>(null);

/** Lets a page change what the WhatsApp chat links say, for example to name a chosen package. */
export function ChatGreetingProvider({ children }: { children: ReactNode }) {
  const [greeting, setGreeting] = useState<string | undefined>(undefined);
  return <ChatGreetingContext value={{ greeting, setGreeting }}>{children}</ChatGreetingContext>;
}

/** The WhatsApp chat every chat button opens: the page's greeting, or the language's default. */
export function useWhatsappChatUrl(): string {
  const { chat } = useShellCopy();
  const greeting = use(ChatGreetingContext)?.greeting;
  const link = greeting && whatsappLink(siteConfig.whatsappNumber, greeting);
  // A longer link is cut by some apps without a word: the chat opens with the greeting then.
  return link && fitsInLink(link) ? link : chat.whatsappUrl;
}

/** While the calling component shows, the chat links open with `greeting` (when it has one). */
export function useChatGreeting(greeting: string | undefined) {
  const setGreeting = use(ChatGreetingContext)?.setGreeting;
  useEffect(() => {
    setGreeting?.(greeting);
    return () => setGreeting?.(undefined);
  }, [greeting, setGreeting]);
}
