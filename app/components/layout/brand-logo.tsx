import logoMarkSvg from "~/assets/art/logo-mark.svg?raw";
import { siteConfig } from "~/copy/site";
import { cn } from "~/lib/cn";
import { inlineSvg } from "~/lib/svg-data-uri";

interface BrandLogoProps {
  /** The home page of the visitor's language. */
  to: string;
  /** Accessible name of the link, for example "Gateway Japan Tours home page". */
  label: string;
  inverse?: boolean;
}

/**
 * The logo is drawn in the page: it paints without waiting for an image.
 */
const logoMarkup = { __html: inlineSvg(logoMarkSvg, "logo-mark") };

export function BrandLogo({ to, label, inverse = false }: BrandLogoProps) {
  return (
    <a href={to} aria-label={label} className="flex items-center gap-2.5">
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
    </a>
  );
}
