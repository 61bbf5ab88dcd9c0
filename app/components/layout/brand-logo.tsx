import { Link } from "react-router";
import logoMark from "~/assets/art/logo-mark.svg";
import { siteConfig } from "~/content/site";
import { cn } from "~/lib/cn";

interface BrandLogoProps {
  /** Accessible name of the link, for example "Gateway Japan Tours home page". */
  label: string;
  inverse?: boolean;
  onNavigate?: () => void;
}

export function BrandLogo({ label, inverse = false, onNavigate }: BrandLogoProps) {
  return (
    <Link to="/" aria-label={label} onClick={onNavigate} className="flex items-center gap-2.5">
      <img src={logoMark} alt="" width={36} height={36} className="size-9" />
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
