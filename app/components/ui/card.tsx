import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-2xl bg-white shadow-card ring-1 ring-line/70", className)}
      {...props}
    />
  );
}
