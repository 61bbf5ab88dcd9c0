import { Globe } from "lucide";
import { useLocation } from "react-router";
import { useShellCopy } from "~/components/context/shell-copy";
import { Icon } from "~/components/ui/icon";
import { pathInLocale } from "~/copy/pages";
import { cn } from "~/lib/cn";
import { localeInfo, otherLocale } from "~/lib/locale";

/** The caller sets the display (`inline-flex`, `hidden sm:inline-flex`): see `cn`. */
interface LanguageSwitchProps {
  /** "compact" shows the language's code ("ID"), for the header; "full" its name. */
  display: "compact" | "full";
  className?: string;
}

/**
 * A plain link to the same page in the other language (its home page from a not-found page, its
 * guides from a guide written in one language), named in that language and marked with its `lang` and `hreflang`. It works without JavaScript;
 * nothing switches the language automatically.
 */
export function LanguageSwitch({ display, className }: LanguageSwitchProps) {
  const { locale, languageSwitch, guidesInBothLanguages } = useShellCopy();
  const { pathname } = useLocation();
  const target = otherLocale(locale);
  const { tag } = localeInfo[target];
  const to = pathInLocale(pathname, target, guidesInBothLanguages);
  return (
    <a
      href={to}
      lang={tag}
      hrefLang={tag}
      className={cn("items-center gap-2 font-medium underline-offset-4", className)}
    >
      <Icon node={Globe} className="size-4 shrink-0" />
      {display === "compact" ? (
        // The code is what the eye reads; a screen reader hears the language's name once.
        <>
          <span aria-hidden="true">{languageSwitch.short}</span>
          <span className="sr-only">{` ${languageSwitch.label}`}</span>
        </>
      ) : (
        languageSwitch.label
      )}
    </a>
  );
}
