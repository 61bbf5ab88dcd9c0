import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-ink", className)}
      {...props}
    />
  );
}
