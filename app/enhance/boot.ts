/**
 * The one script of every page (decision 0017), loaded once the page has been painted
 * (site-build/first-paint.ts): the behaviour of the header's menu, the chat button, a package's
 * or a guide's share block and pictures held back for the first screen's photo, then the brand typeface and the
 * web manifest. Pages that hydrate React (the contact page) run it too: their header, footer and
 * chat button are the same static markup.
 */
import { loadBrandFont } from "../lib/brand-font.ts";
import { behaviour } from "../lib/page-behaviour.ts";
import { enhanceChatButton } from "./chat-button.ts";
import { showLaterPictures } from "./later-pictures.ts";
import { enhanceMenu } from "./menu.ts";
import { enhanceShareLinks } from "./share-links.ts";

for (const enhance of [enhanceMenu, enhanceChatButton, enhanceShareLinks, showLaterPictures]) {
  try {
    enhance();
  } catch (error) {
    // One behaviour failing leaves the others, and the page, working.
    console.error(error);
  }
}

// A package's estimate: its code (the sums and dates, ~2.5 KB gzip) loads only on a page that has
// one, so that no other page carries it (decision 0017).
if (document.querySelector(`[${behaviour.estimate}]`)) {
  import("./estimate.ts").then(({ enhanceEstimate }) => enhanceEstimate()).catch(console.error);
}

const notFound = document.querySelector(`[${behaviour.notFoundLog}]`);
if (notFound) console.warn(notFound.getAttribute(behaviour.notFoundLog), location.pathname);

// The manifest (to install the site) and the SVG favicon are never needed to show a page: linked
// now, they cost the first paint no request and the first round trip no bytes (decision 0005).
for (const [rel, href, type] of [
  ["manifest", "/site.webmanifest", ""],
  ["icon", "/favicon.svg", "image/svg+xml"],
] as const) {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (type) link.type = type;
  document.head.append(link);
}

document.documentElement.setAttribute(behaviour.enhanced, "");
void loadBrandFont();
