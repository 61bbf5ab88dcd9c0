import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold tracking-wide text-brand-dark",
        className,
      )}
      {...props}
    />
  );
}
