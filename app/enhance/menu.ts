import { behaviour } from "../lib/page-behaviour.ts";

/**
 * The phone menu is a popover the browser opens and closes by itself, before and without this
 * script (a tap outside and Escape close it too). The script names the button's state: its label
 * and `aria-expanded` follow the menu, the icon turns into a cross. A tapped link closes the menu,
 * and a page restored from the back/forward cache shows it closed.
 */
export function enhanceMenu(): void {
  const button = document.querySelector<HTMLButtonElement>(`[${behaviour.menuButton}]`);
  const menu = button?.popoverTargetElement;
  if (!button || !(menu instanceof HTMLElement)) return;
  const icons = button.querySelectorAll<SVGElement>("svg");
  const show = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const label = button.getAttribute(open ? behaviour.menuCloseLabel : behaviour.menuOpenLabel);
    if (label) button.setAttribute("aria-label", label);
    for (const icon of icons) {
      icon.classList.toggle("hidden", icon.hasAttribute(behaviour.menuOpenIcon) !== open);
    }
  };
  show(menu.matches(":popover-open"));
  menu.addEventListener("toggle", () => show(menu.matches(":popover-open")));
  const close = () => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  };
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) close();
  });
}
