import { Download, Printer } from "lucide";
import { useEffect, useState } from "react";
import logoMarkSvg from "~/assets/art/logo-mark.svg?raw";
import { Icon } from "~/components/ui/icon";
import { siteConfig } from "~/content/site";
import type { ForwardCopy } from "~/content/view";
import { cn } from "~/lib/cn";
import { inlineSvg } from "~/lib/svg-data-uri";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-white underline-offset-4 hover:underline";

/**
 * Passing the package on: its flyer (a link, which works without JavaScript) and the print
 * button, which needs `window.print`: it keeps its place from the first paint, invisible until
 * the page runs, so that without JavaScript nothing on the page looks broken.
 */
export function PackageForward({ forward }: { forward: ForwardCopy }) {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === "function"), []);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1 print:hidden">
      <a href={forward.flyer.href} download className={linkClass} title={forward.flyer.note}>
        <Icon node={Download} />
        {forward.flyer.label}
      </a>
      <button
        type="button"
        onClick={() => window.print()}
        className={cn(linkClass, "cursor-pointer", !canPrint && "invisible")}
      >
        <Icon node={Printer} />
        {forward.print}
      </button>
    </div>
  );
}

const logoMarkup = { __html: inlineSvg(logoMarkSvg, "logo-mark") };

/** On paper only, above the title: the brand, as the site's header shows it on screen. */
export function PrintBrand() {
  return (
    <p className="hidden items-center gap-2.5 font-display text-xl text-ink print:flex">
      <span
        aria-hidden="true"
        className="size-8 shrink-0 [&>svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own logo file, read at build time
        dangerouslySetInnerHTML={logoMarkup}
      />
      {siteConfig.brandName}
    </p>
  );
}

/** On paper only, at the end: how to book, with the page's own address. */
export function PrintHowToBook({ forward }: { forward: ForwardCopy }) {
  const rows = [
    [forward.whatsapp.label, forward.whatsapp.number],
    [forward.email.label, forward.email.address],
    [forward.page.label, forward.page.url],
  ] as const;
  return (
    <section aria-labelledby="package-how-to-book" className="hidden px-5 text-ink print:block">
      <h2 id="package-how-to-book" className="text-xl">
        {forward.howToBook}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
