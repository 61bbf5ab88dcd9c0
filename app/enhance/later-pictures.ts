import { behaviour } from "../lib/page-behaviour.ts";

/**
 * Pictures a screen below a first screen led by a photo are named only now, after that photo
 * (ui/picture.tsx `later`): their markup waits in a `<noscript>`, which a browser running scripts
 * keeps as text. It is the page's own prerendered HTML.
 */
export function showLaterPictures(): void {
  for (const slot of document.querySelectorAll<HTMLElement>(`[${behaviour.laterPicture}]`)) {
    const markup = slot.querySelector("noscript")?.textContent;
    if (!markup) continue;
    const template = document.createElement("template");
    template.innerHTML = markup;
    const picture = template.content.firstElementChild;
    if (picture) slot.replaceWith(picture);
  }
}
