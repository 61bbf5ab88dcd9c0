import { createContext, type ReactNode, use } from "react";
import type { ShellCopy } from "~/copy/view";

const ShellCopyContext = createContext<ShellCopy | null>(null);

/** Gives every component of a page the language's shared copy (header, footer, interface strings). */
export function ShellCopyProvider({ copy, children }: { copy: ShellCopy; children: ReactNode }) {
  return <ShellCopyContext value={copy}>{children}</ShellCopyContext>;
}

/** The shared copy of the page's language; components never import a language module. */
export function useShellCopy(): ShellCopy {
  const copy = use(ShellCopyContext);
  if (!copy) throw new Error("useShellCopy needs a ShellCopyProvider (the locale layout route).");
  return copy;
}
