import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Beside a company detail that is still a placeholder: "not ready to publish", in the page's
 * language, in the badge's colours (AA on any background: it brings its own). Only local builds
 * and drafts' previews can show one (a build for the real address refuses placeholders), so that
 * nobody takes a placeholder for the company's own details. On paper the fact is left out
 * (app/print.css finds it by `data-placeholder`). Fewer classes than `Badge`: it repeats on every
 * page of a preview.
 */
export function PlaceholderMark({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-placeholder=""
      className={cn(
        "rounded-full bg-brand-soft px-2 text-xs font-semibold whitespace-nowrap text-brand-dark",
        className,
      )}
      {...props}
    />
  );
}
