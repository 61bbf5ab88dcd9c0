import { Menu, X } from "lucide";
import { useId } from "react";
import { useLocation } from "react-router";
import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { behaviour } from "~/lib/page-behaviour";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-brand",
    "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brand after:transition-transform",
    isActive ? "text-brand after:scale-x-100" : "text-ink after:scale-x-0",
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-12 items-center rounded-lg border-l-4 px-4 text-base font-medium",
    isActive
      ? "border-brand bg-brand-soft text-brand-dark"
      : "border-transparent text-ink hover:bg-sand",
  );

/** The site's pages, the current one marked: written once for the desktop bar and the phone menu. */
function NavLinks({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const { header } = useShellCopy();
  const { pathname } = useLocation();
  // The prerender renders each page at "<path>/": compare without the slash.
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const isCurrent = (to: string) =>
    to === header.homeLink.to ? current === to : current === to || current.startsWith(`${to}/`);
  return (
    <ul className={className}>
      {header.navigation.map((link) => (
        <li key={link.to}>
          <a
            href={link.to}
            aria-current={isCurrent(link.to) ? "page" : undefined}
            className={linkClass({ isActive: isCurrent(link.to) })}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu is a popover: the button opens it and a tap outside or Escape closes it (focus
 * back on the button), all by the browser, before and without JavaScript. The page's script
 * (app/enhance/menu.ts) names its state on the button and closes it when a link is tapped.
 */
export function SiteHeader() {
  const { header } = useShellCopy();
  const menuId = useId();

  return (
    // Solid: a see-through header turned the navy sections behind it muddy and its text hard to read.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-cream">
      {/* Once focused, a white pill just below the header's bar: over the page (cream or navy),
      clear of the logo. */}
      <a
        href="#main"
        className="absolute top-[calc(100%+0.5rem)] left-5 z-50 rounded-full bg-white px-5 py-3 text-sm font-semibold text-ink shadow-lift ring-1 ring-ink/15 not-focus:sr-only sm:left-8"
      >
        {header.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5 sm:px-8">
        <BrandLogo {...header.homeLink} />

        {/* After the logo, not centred: a centred list would move while the page is parsed. From
        1280 px, where the six links fit on one line in both languages (at 1024 px they wrapped). */}
        <nav aria-label={header.primaryNavLabel} className="hidden xl:block">
          <NavLinks className="flex items-center gap-1" linkClass={navLinkClass} />
        </nav>

        {/* Right-aligned, so each control would be pushed left as the next one is parsed: the group
        shows once its last control is there (`whole`). */}
        <div className="whole ml-auto flex items-center gap-2">
          <LanguageSwitch
            display="compact"
            className="hidden min-h-10 rounded-full px-3 text-sm text-ink hover:bg-sand sm:inline-flex"
          />
          <div className="hidden sm:block">
            <Button asChild size="sm">
              <a href={header.planTrip.to} className="whitespace-nowrap">
                {header.planTrip.label}
              </a>
            </Button>
          </div>
          <button
            type="button"
            popoverTarget={menuId}
            data-last=""
            className="inline-flex size-11 items-center justify-center rounded-full text-ink ring-1 ring-line ring-inset hover:bg-sand xl:hidden"
            aria-controls={menuId}
            aria-label={header.openMenu}
            {...{
              [behaviour.menuButton]: "",
              [behaviour.menuOpenLabel]: header.openMenu,
              [behaviour.menuCloseLabel]: header.closeMenu,
            }}
          >
            <Icon node={Menu} className="size-5" />
            <Icon node={X} className="hidden size-5" {...{ [behaviour.menuOpenIcon]: "" }} />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        popover="auto"
        aria-label={header.primaryNavLabel}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-line bg-cream px-5 pt-3 pb-6 text-ink shadow-lift xl:hidden"
      >
        <NavLinks className="flex flex-col gap-1" linkClass={mobileLinkClass} />
        <Button asChild size="lg" className="mt-4 w-full">
          <a href={header.planTrip.to}>{header.planTrip.label}</a>
        </Button>
        <LanguageSwitch
          display="full"
          className="mt-3 flex min-h-12 w-full justify-center rounded-full text-base text-ink ring-1 ring-line ring-inset hover:bg-sand"
        />
      </nav>
    </header>
  );
}
