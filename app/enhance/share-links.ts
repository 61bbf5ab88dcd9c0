import { behaviour } from "../lib/page-behaviour.ts";

/**
 * A page's share block (a package's, a guide's): the device's share sheet where the browser has
 * one, otherwise Copy link, and on a package's page Print. The buttons keep their place,
 * invisible, until this runs (nothing looks broken without JavaScript); the WhatsApp link and the
 * flyer are plain links.
 */
export function enhanceShareLinks(): void {
  const block = document.querySelector<HTMLElement>(`[${behaviour.share}]`);
  if (!block) return;
  const button = block.querySelector<HTMLButtonElement>(`[${behaviour.shareButton}]`);
  const print = block.querySelector<HTMLButtonElement>(`[${behaviour.printButton}]`);
  const status = block.querySelector<HTMLElement>(`[${behaviour.shareStatus}]`);
  const sheet = typeof navigator.share === "function";
  if (button) {
    const { title = "", text = "", url = "", copied = "" } = button.dataset;
    button.querySelector(`[${behaviour.shareSheetLabel}]`)?.classList.toggle("invisible", !sheet);
    button.querySelector(`[${behaviour.shareCopyLabel}]`)?.classList.toggle("invisible", sheet);
    button.classList.remove("invisible");
    button.addEventListener("click", () => {
      if (sheet) {
        navigator.share({ title, text, url }).catch(() => {});
        return;
      }
      navigator.clipboard.writeText(url).then(
        () => {
          if (status) status.textContent = copied;
        },
        () => {
          if (status) status.textContent = "";
        },
      );
    });
  }
  if (print) {
    print.classList.remove("invisible");
    print.addEventListener("click", () => window.print());
  }
}
