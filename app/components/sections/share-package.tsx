import { Link2, MessageCircle, Share2 } from "lucide";
import { useEffect, useState } from "react";
import { useShellCopy } from "~/components/layout/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { PackagePageCopy } from "~/content/types";

/**
 * Share a package: the device's share sheet where the browser has one; otherwise a WhatsApp link
 * (to any chat the visitor picks) and a copy-link button. The link is the page's canonical
 * address, without tracking parameters. Without JavaScript the WhatsApp link still works.
 */
export function SharePackage({ share, title }: { share: PackagePageCopy["share"]; title: string }) {
  const { ui } = useShellCopy();
  const [ready, setReady] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setReady(true);
    setCanShare(typeof navigator.share === "function");
  }, []);

  const message = `${share.text} ${share.url}`;

  if (canShare) {
    return (
      <Button
        type="button"
        variant="ghostInverse"
        size="lg"
        onClick={() => {
          navigator.share({ title, text: share.text, url: share.url }).catch(() => {});
        }}
      >
        <Icon node={Share2} />
        {share.button}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghostInverse" size="lg">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon node={MessageCircle} />
          {share.whatsapp}
          <span className="sr-only"> {ui.opensInNewTab}</span>
        </a>
      </Button>
      {ready ? (
        <Button
          type="button"
          variant="ghostInverse"
          size="lg"
          onClick={() => {
            navigator.clipboard.writeText(share.url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          <Icon node={Link2} />
          {share.copyLink}
        </Button>
      ) : null}
      <p role="status" className="text-sm font-medium text-white">
        {copied ? share.copied : ""}
      </p>
    </div>
  );
}
