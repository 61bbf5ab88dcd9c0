import { Link } from "react-router";
import logoMarkSvg from "~/assets/art/logo-mark.svg?raw";
import { siteConfig } from "~/content/site";
import { cn } from "~/lib/cn";
import { compactSvg } from "~/lib/svg-data-uri";

interface BrandLogoProps {
  /** The home page of the visitor's language. */
  to: string;
  /** Accessible name of the link, for example "Gateway Japan Tours home page". */
  label: string;
  inverse?: boolean;
  onNavigate?: () => void;
}

/** The logo's markup is inlined (450 bytes): the header paints without waiting for an image. */
const logoMarkup = { __html: compactSvg(logoMarkSvg) };

export function BrandLogo({ to, label, inverse = false, onNavigate }: BrandLogoProps) {
  return (
    <Link to={to} aria-label={label} onClick={onNavigate} className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="size-9 shrink-0 [&>svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own logo file, read at build time
        dangerouslySetInnerHTML={logoMarkup}
      />
      <span
        className={cn(
          "font-display text-xl leading-none whitespace-nowrap",
          inverse ? "text-white" : "text-ink",
        )}
      >
        {siteConfig.brandName}
      </span>
    </Link>
  );
}
