import { useEffect, useState } from "react";
import type { ForwardCopy } from "~/content/view";
import { cn } from "~/lib/cn";

const linkClass =
  "inline-flex min-h-11 items-center text-sm font-semibold text-white underline underline-offset-4";

/**
 * Passing the package on: its flyer (a link, which works without JavaScript) and the print
 * button, which needs `window.print`: it keeps its place from the first paint, invisible until
 * the page runs, so that without JavaScript nothing on the page looks broken.
 */
export function PackageForward({ forward }: { forward: ForwardCopy }) {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === "function"), []);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <a href={forward.flyer.href} download className={linkClass}>
        {forward.flyer.label}
      </a>
      <button
        type="button"
        onClick={() => window.print()}
        className={cn(linkClass, "cursor-pointer", !canPrint && "invisible")}
      >
        {forward.print}
      </button>
    </div>
  );
}

/** On paper only, at the end: how to book, with the page's own address. */
export function PrintHowToBook({ forward }: { forward: ForwardCopy }) {
  return (
    <section data-print="only" aria-labelledby="package-how-to-book" className="hidden">
      <h2 id="package-how-to-book">{forward.howToBook}</h2>
      <p>{`${forward.whatsapp.label} ${forward.whatsapp.number}`}</p>
      <p>{`${forward.email.label} ${forward.email.address}`}</p>
      <p>{`${forward.page.label} ${forward.page.url}`}</p>
    </section>
  );
}
