import { Link2, MessageCircle, Share2 } from "lucide";
import { useEffect, useState } from "react";
import { useShellCopy } from "~/components/layout/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { PackagePageCopy } from "~/content/view";
import { cn } from "~/lib/cn";

// The same padding makes the link and the button the same 44 px tap target, their text in line.
const forwardLink = "py-3 text-sm font-semibold underline";

/**
 * Share a package: a WhatsApp link (to any chat the visitor picks; works without JavaScript) and,
 * once the page runs, the device's share sheet where the browser has one, otherwise Copy link. The
 * link is the page's canonical address, without tracking parameters. The second button's place is
 * kept from the first paint, as wide as its wider label, so nothing moves when it appears.
 * Under them, the flyer (a link) and the print button: it needs `window.print`, so it too keeps
 * its place, invisible until the page runs, and nothing looks broken without JavaScript.
 */
export function SharePackage({
  share,
  forward,
  title,
}: Pick<PackagePageCopy, "share" | "forward"> & { title: string }) {
  const { ui } = useShellCopy();
  const [mode, setMode] = useState<"none" | "sheet" | "copy">("none");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setMode(typeof navigator.share === "function" ? "sheet" : "copy");
  }, []);

  const message = `${share.text} ${share.url}`;
  const shareOrCopy = () => {
    if (mode === "sheet") {
      navigator.share({ title, text: share.text, url: share.url }).catch(() => {});
      return;
    }
    navigator.clipboard.writeText(share.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const label = (shown: boolean) =>
    cn("col-start-1 row-start-1 inline-flex items-center gap-2", !shown && "invisible");

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghostInverse" size="lg">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon node={MessageCircle} />
            {share.whatsapp}
            <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
          </a>
        </Button>
        <Button
          type="button"
          variant="ghostInverse"
          size="lg"
          onClick={shareOrCopy}
          className={cn(mode === "none" && "invisible")}
        >
          <span className="grid">
            <span className={label(mode === "sheet")}>
              <Icon node={Share2} />
              {share.button}
            </span>
            <span className={label(mode !== "sheet")}>
              <Icon node={Link2} />
              {share.copyLink}
            </span>
          </span>
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-white">
        {copied ? share.copied : ""}
      </p>
      <div className="flex flex-wrap gap-x-5">
        <a href={forward.flyer.href} download className={forwardLink}>
          {forward.flyer.label}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={cn(forwardLink, mode === "none" && "invisible")}
        >
          {forward.print}
        </button>
      </div>
    </div>
  );
}
