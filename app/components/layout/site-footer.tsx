import { Mail, MapPin, Phone } from "lucide";
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { NotReady, useCompanyFacts } from "~/components/context/company-facts";
import { useShellCopy } from "~/components/context/shell-copy";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icon";
import { holdsPendingPart, isPlaceholderFact, siteConfig } from "~/copy/site";
import type { NavLink } from "~/copy/view";
import { routeShowsCompanyFacts } from "~/lib/page-behaviour";
import { fillTemplate } from "~/lib/template";
import { BrandLogo } from "./brand-logo";
import { FooterFacts } from "./footer-facts";
import { LanguageSwitch } from "./language-switch";

const footerLinkClass =
  "inline-flex min-h-6 items-center text-sm text-white/80 underline-offset-4 hover:text-white hover:underline";

/** Column headings: small capitals, the same in every column. */
const columnTitleClass =
  "mb-3 font-sans text-sm font-semibold tracking-[0.1em] text-white uppercase sm:mb-4 sm:tracking-[0.16em]";

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={columnTitleClass}>
        {title}
      </h2>
      {children}
    </nav>
  );
}

function FooterLinks({ links }: { links: NavLink[] }) {
  return (
    <ul className="space-y-1.5 sm:space-y-2.5">
      {links.map((link) => (
        <li key={`${link.to} ${link.label}`}>
          <a href={link.to} className={footerLinkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A contact detail, followed by "not ready to publish" while it is still a placeholder. */
function Pending({ value, children }: { value: string; children: ReactNode }) {
  if (!isPlaceholderFact(value)) return children;
  return (
    <span>
      {children}
      <NotReady pending />
    </span>
  );
}

export function SiteFooter() {
  const { header, footer: footerCopy } = useShellCopy();
  const facts = useCompanyFacts();
  const { address, emergency } = facts;
  // A page that shows the facts itself (About, Contact, a package's page) has them once.
  const compactFacts = !routeShowsCompanyFacts(useMatches());
  const year = new Date().getFullYear();
  return (
    // On phones the two link columns sit side by side and everything is spaced tighter: the footer
    // is about one screen (900 px at 375 px wide; it was 1,255). The bottom padding keeps the chat
    // button off the last line.
    <footer className="bg-ink pb-24 text-white sm:pb-10">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-5 pt-10 sm:gap-10 sm:px-8 sm:pt-14 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLogo {...header.homeLink} inverse />
          <p className="mt-4 max-w-md text-sm leading-relaxed text-white/75 lg:max-w-xs">
            {footerCopy.about}
          </p>
          {compactFacts ? <FooterFacts facts={facts} /> : null}
        </div>

        <FooterColumn id="footer-quick-links" title={footerCopy.quickLinksTitle}>
          <FooterLinks links={footerCopy.quickLinks} />
        </FooterColumn>

        <FooterColumn id="footer-popular-tours" title={footerCopy.popularPackagesTitle}>
          <FooterLinks links={footerCopy.popularPackages} />
        </FooterColumn>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={columnTitleClass}>{footerCopy.contactTitle}</h2>
          <address className="space-y-2 text-sm text-white/80 not-italic sm:space-y-3">
            <p className="flex gap-3">
              <Icon node={MapPin} className="mt-0.5 size-4 shrink-0 text-sakura" />
              {/* The full address once given (About and Contact link it to a maps app); the
                  city until then. */}
              <span>
                <span className="sr-only">{`${footerCopy.addressLabel}: `}</span>
                {address.link ? address.lines[0]?.text : footerCopy.address}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-sakura" />
              <Pending value={siteConfig.phoneDisplay}>
                <a href={`tel:${siteConfig.phoneE164}`} className={footerLinkClass}>
                  <span className="sr-only">{`${footerCopy.phoneLabel}: `}</span>
                  {siteConfig.phoneDisplay}
                </a>
              </Pending>
            </p>
            {compactFacts && emergency ? (
              <p className="flex gap-3">
                <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-sakura" />
                <a href={emergency.link?.href} className={footerLinkClass}>
                  {`${emergency.label}: ${emergency.lines[0]?.text}`}
                </a>
              </p>
            ) : null}
            <p className="flex gap-3">
              <Icon node={Mail} className="mt-0.5 size-4 shrink-0 text-sakura" />
              <Pending value={siteConfig.emailGeneral}>
                <a href={`mailto:${siteConfig.emailGeneral}`} className={footerLinkClass}>
                  <span>
                    <span className="sr-only">{`${footerCopy.emailLabel}: `}</span>
                    <EmailAddress address={siteConfig.emailGeneral} />
                  </span>
                </a>
              </Pending>
            </p>
            <p>
              <a
                href={footerCopy.contactPageLink.to}
                className={`${footerLinkClass} font-semibold text-white`}
              >
                {footerCopy.contactPageLink.label}
              </a>
            </p>
          </address>
        </div>
      </div>

      <div className="mx-auto mt-8 flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 border-t border-white/15 px-5 pt-5 text-xs text-white/70 sm:mt-12 sm:justify-between sm:px-8 sm:pt-6">
        <p suppressHydrationWarning>
          {fillTemplate(footerCopy.copyright, { year })}
          <NotReady pending={holdsPendingPart(footerCopy.copyright)} />
        </p>
        <nav aria-label={footerCopy.legalNavLabel}>
          <ul className="flex gap-6">
            {footerCopy.legalLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className="inline-flex min-h-6 items-center text-white/80 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerCopy.languageTitle}>
          <LanguageSwitch
            display="full"
            className="inline-flex min-h-6 text-white/80 hover:text-white hover:underline"
          />
        </nav>
      </div>
    </footer>
  );
}
