import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon, type IconNode } from "./icon";

interface InkPillProps {
  icon: IconNode;
  /** Its text size and spacing. */
  className?: string;
  children: ReactNode;
}

/**
 * A rounded label on a dark ink panel (a hero's badge, a package's season), its icon beside the
 * first line. Block-level: a frame painted before its text has arrived shows it where it stays
 * (an inline box's top follows its line's baseline, which moves when the text comes).
 */
export function InkPill({ icon, className, children }: InkPillProps) {
  return (
    <p
      className={cn(
        "flex w-fit gap-2 rounded-full bg-white/10 px-4 py-1.5 font-semibold text-white ring-1 ring-white/25",
        className,
      )}
    >
      <Icon node={icon} className="h-[1lh] w-4 text-sakura" />
      {children}
    </p>
  );
}
