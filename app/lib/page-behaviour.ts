/**
 * How the prerendered HTML and the small script every page runs (app/enhance/) find each other:
 * the attributes React writes on the elements a visitor can act on, named once. Pages that do not
 * hydrate (decision 0017) get their behaviour from that script alone.
 */
export const behaviour = {
  /** On `<html>` of a page whose route hydrates React (the contact form). */
  hydrates: "data-hydrates",
  /** Set on `<html>` by React once it has hydrated a page that hydrates. */
  hydrated: "data-hydrated",
  /** Set on `<html>` by app/enhance/ once the page's behaviour is attached. */
  enhanced: "data-enhanced",
  /** The phone menu's button; its labels while the menu is closed and open. */
  menuButton: "data-menu-button",
  menuOpenLabel: "data-open-label",
  menuCloseLabel: "data-close-label",
  /** Inside the menu button: the icon shown while the menu is open (the other one otherwise). */
  menuOpenIcon: "data-menu-open-icon",
  /** The floating chat link, and its tooltip (`data-state="open"` while shown). */
  chat: "data-chat",
  chatTooltip: "data-chat-tooltip",
  /** A page's share block (a package's, a guide's): the share-or-copy button, its two labels, the print button. */
  share: "data-share",
  shareButton: "data-share-button",
  shareSheetLabel: "data-share-sheet",
  shareCopyLabel: "data-share-copy",
  shareStatus: "data-share-status",
  printButton: "data-print",
  /** A picture whose files are named once the page has been painted (ui/picture.tsx `later`). */
  laterPicture: "data-later-picture",
  /**
   * A package's estimate (app/enhance/estimate.ts): the block shown once the script runs, its
   * figures (JSON), the lines, total, average, the note when a choice has no price, the payment
   * dates and the link to ask for a quotation with the choice.
   */
  estimate: "data-estimate",
  estimateData: "data-estimate-data",
  estimateLines: "data-estimate-lines",
  estimateTotal: "data-estimate-total",
  estimateAverage: "data-estimate-average",
  estimateMissing: "data-estimate-missing",
  estimateSchedule: "data-estimate-schedule",
  estimateAsk: "data-estimate-ask",
  /** The not-found page: the message logged with the unknown path (the spec). */
  notFoundLog: "data-not-found-log",
} as const;

/**
 * Session storage: the text the chat button opens WhatsApp with on every page, written by the
 * contact form from the visitor's draft and choice, so it travels with them (never sent).
 */
export const chatTextKey = "chat-text";

/** Dispatched on `window` by the contact form once it has written a new chat text. */
export const chatTextChanged = "chat-text-changed";

/**
 * The class the chat button takes while it steps aside (app/app.css). Added by a script, so the
 * first paint's stylesheet has no rule for it; the page's later stylesheet does (site-build).
 */
export const chatTuckedClass = "chat-tucked";

/** Classes only the page's script adds: their rules go in the page's later stylesheet. */
export const scriptAddedClasses: readonly string[] = [chatTuckedClass];

/** Attributes only the page's script sets (on `<html>`): their rules go there too. */
export const scriptAddedAttributes: readonly string[] = [behaviour.enhanced];

/**
 * A route module's `handle` when what a visitor does on the page needs React in the browser: only
 * then does the page carry React Router's scripts and hydrate (decision 0017).
 */
export const hydrateHandle = { hydrate: true } as const;

/**
 * A route module's `handle` when the page shows the company's facts in its body (About and Contact
 * in full, a package's page where it says how to book): the footer then leaves out its compact
 * copy of them, so that each page says them once.
 */
export const companyFactsHandle = { companyFacts: true } as const;

/** Whether any matched route's `handle` sets `flag` (`matches` from React Router's `useMatches`). */
const anyHandle = (matches: ReadonlyArray<{ handle?: unknown }>, flag: string): boolean =>
  matches.some(
    ({ handle }) =>
      typeof handle === "object" &&
      handle !== null &&
      flag in handle &&
      (handle as Record<string, unknown>)[flag] === true,
  );

/** Whether any matched route asks to hydrate. */
export const routeHydrates = (matches: ReadonlyArray<{ handle?: unknown }>) =>
  anyHandle(matches, "hydrate");

/** Whether the page shows the company's facts itself (`companyFactsHandle`). */
export const routeShowsCompanyFacts = (matches: ReadonlyArray<{ handle?: unknown }>) =>
  anyHandle(matches, "companyFacts");

/**
 * Matches `<html>` once a page is all there: its script has run and, on a page that hydrates,
 * React has hydrated it. What tests and the bench wait for.
 */
export const pageReadySelector = `html[${behaviour.enhanced}]:not([${behaviour.hydrates}]), html[${behaviour.enhanced}][${behaviour.hydrated}]`;
