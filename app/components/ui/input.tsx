import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Border, focus and invalid styles shared by `Input` and `Textarea`. */
export const fieldClassName =
  "block w-full rounded-xl border border-muted/70 bg-white px-4 text-base text-ink shadow-xs transition-[border-color,box-shadow] placeholder:text-muted/85 hover:border-ink/70 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-brand aria-invalid:bg-brand-soft/40 aria-invalid:ring-2 aria-invalid:ring-brand/25 disabled:cursor-not-allowed disabled:opacity-60";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input type={type} className={cn(fieldClassName, "min-h-12 py-2.5", className)} {...props} />
  );
}
