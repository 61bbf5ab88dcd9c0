import { whatsappLink } from "~/lib/whatsapp";
import { siteConfig } from "./site";

export const chatCopy = {
  /** Prefilled WhatsApp greeting. */
  greeting: `Hello ${siteConfig.brandName}! I'm interested in your Japan tour packages. Could you share more information?`,
  floatingButtonLabel: "Chat with us on WhatsApp (opens in a new tab)",
  floatingButtonTooltip: "Chat with us on WhatsApp",
  regionLabel: "Chat on WhatsApp",
};

/** The WhatsApp chat every "chat" button on the site opens. */
export const whatsappChatUrl = whatsappLink(siteConfig.whatsappNumber, chatCopy.greeting);
