// @vitest-environment jsdom
/**
 * The phone menu's script on the header a page renders, with the page's own copy. jsdom has no
 * popover: the browser's part (a popover that opens and closes, `:popover-open`, its toggle event)
 * is stood in for below; the real one is tried in tests/e2e/layout.spec.ts.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ShellCopyProvider } from "../components/context/shell-copy.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { behaviour } from "../lib/page-behaviour.ts";
import { loadShellCopy } from "../route-data/load-copy.ts";
import { enhanceMenu } from "./menu.ts";

const shell = await loadShellCopy("id");
const { header } = shell;

beforeAll(() => {
  const open = new WeakSet<Element>();
  const toggle = (element: HTMLElement, shown: boolean) => {
    if (shown) open.add(element);
    else open.delete(element);
    element.dispatchEvent(new Event("toggle"));
  };
  Object.defineProperty(HTMLButtonElement.prototype, "popoverTargetElement", {
    configurable: true,
    get(this: HTMLButtonElement) {
      return document.getElementById(this.getAttribute("popovertarget") ?? "");
    },
  });
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    toggle(this, false);
  };
  const matches = Element.prototype.matches;
  Object.defineProperty(Element.prototype, "matches", {
    configurable: true,
    value(this: Element, selector: string) {
      return selector === ":popover-open" ? open.has(this) : matches.call(this, selector);
    },
  });
});

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={["/id"]}>
      <ShellCopyProvider copy={shell}>
        <SiteHeader />
      </ShellCopyProvider>
    </MemoryRouter>,
  );
});

const button = () => {
  const found = document.querySelector<HTMLButtonElement>(`[${behaviour.menuButton}]`);
  if (!found) throw new Error("no menu button in the header");
  return found;
};
const menu = () => button().popoverTargetElement as HTMLElement;
/** What a person sees of the button: its name, its state, the icon shown. */
const seen = () => ({
  name: button().getAttribute("aria-label"),
  expanded: button().getAttribute("aria-expanded"),
  cross: !button().querySelector(`[${behaviour.menuOpenIcon}]`)?.classList.contains("hidden"),
  bars: !button()
    .querySelector(`svg:not([${behaviour.menuOpenIcon}])`)
    ?.classList.contains("hidden"),
});
const closed = { name: header.openMenu, expanded: "false", cross: false, bars: true };
const opened = { name: header.closeMenu, expanded: "true", cross: true, bars: false };

describe("the phone menu's script", () => {
  it("names the button's state as the menu opens and closes, and turns its icon into a cross", () => {
    enhanceMenu();
    expect(seen()).toEqual(closed);
    menu().showPopover();
    expect(seen()).toEqual(opened);
    menu().hidePopover();
    expect(seen()).toEqual(closed);
  });

  it("closes the menu when a link in it is tapped, not when the menu's background is", () => {
    enhanceMenu();
    menu().showPopover();
    menu().dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen()).toEqual(opened);
    const link = menu().querySelector("a");
    expect(link?.textContent).toBeTruthy();
    // jsdom cannot follow the link to another document; the script does not need it to.
    link?.addEventListener("click", (event) => event.preventDefault());
    link?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(seen()).toEqual(closed);
  });

  it("shows the menu closed on a page restored from the back/forward cache, and only then", () => {
    enhanceMenu();
    menu().showPopover();
    const pageshow = (persisted: boolean) =>
      dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));
    pageshow(false);
    expect(seen()).toEqual(opened);
    pageshow(true);
    expect(seen()).toEqual(closed);
  });

  it("states the menu's state when the script starts with the menu already open", () => {
    menu().showPopover();
    enhanceMenu();
    expect(seen()).toEqual(opened);
  });
});
