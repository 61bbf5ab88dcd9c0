import { Link2, MessageCircle, Share2 } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { ForwardCopy, ShareCopy } from "~/copy/view";
import { cn } from "~/lib/cn";
import { behaviour } from "~/lib/page-behaviour";

// The same padding makes the link and the button the same 44 px tap target, their text in line.
const forwardLink = "py-3 text-sm font-semibold underline";

interface ShareLinksProps {
  share: ShareCopy;
  /** The page's name, for the device's share sheet. */
  title: string;
  /** A package's page: its flyer and the print button under the sharing buttons. */
  forward?: Pick<ForwardCopy, "flyer" | "print">;
}

/**
 * Share a page (a package's, a guide's): a WhatsApp link (to any chat the visitor picks; works
 * without JavaScript) and, once the page's script runs (app/enhance/share-links.ts), the device's
 * share sheet where the browser has one, otherwise Copy link. The link is the page's canonical
 * address, without tracking parameters. The second button's place is kept from the first paint,
 * as wide as its wider label, so nothing moves when it appears. Under them on a package's page,
 * the flyer (a link) and the print button: it needs `window.print`, so it too keeps its place,
 * invisible until the script runs.
 */
export function ShareLinks({ share, title, forward }: ShareLinksProps) {
  const { ui } = useShellCopy();
  const message = `${share.text} ${share.url}`;
  const label = "col-start-1 row-start-1 inline-flex items-center gap-2";
  return (
    <div className="flex flex-col gap-2" {...{ [behaviour.share]: "" }}>
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
          className="invisible"
          data-title={title}
          data-text={share.text}
          data-url={share.url}
          data-copied={share.copied}
          {...{ [behaviour.shareButton]: "" }}
        >
          <span className="grid">
            <span className={cn(label, "invisible")} {...{ [behaviour.shareSheetLabel]: "" }}>
              <Icon node={Share2} />
              {share.button}
            </span>
            <span className={label} {...{ [behaviour.shareCopyLabel]: "" }}>
              <Icon node={Link2} />
              {share.copyLink}
            </span>
          </span>
        </Button>
      </div>
      <p
        role="status"
        className="min-h-5 text-sm font-medium text-white"
        {...{ [behaviour.shareStatus]: "" }}
      />
      {forward ? (
        <div className="flex flex-wrap gap-x-5">
          <a href={forward.flyer.href} download className={forwardLink}>
            {forward.flyer.label}
          </a>
          <button
            type="button"
            className={cn(forwardLink, "invisible")}
            {...{ [behaviour.printButton]: "" }}
          >
            {forward.print}
          </button>
        </div>
      ) : null}
    </div>
  );
}
