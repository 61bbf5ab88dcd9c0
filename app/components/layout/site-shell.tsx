import type { ReactNode } from "react";
import { ChatGreetingProvider } from "~/components/context/chat-greeting";
import { useShellCopy } from "~/components/context/shell-copy";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { ToastHost } from "./toast-host";
import { WhatsAppButton } from "./whatsapp-button";

/** Header, page, footer and the floating chat button, with toasts for every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { chat } = useShellCopy();
  return (
    <ChatGreetingProvider>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <aside aria-label={chat.regionLabel}>
        <WhatsAppButton />
      </aside>
      <ToastHost />
    </ChatGreetingProvider>
  );
}
