import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn("space-y-4", className)} {...props} />;
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn(
        "rounded-2xl bg-white shadow-card ring-1 ring-line/70 transition-shadow data-[state=open]:shadow-lift",
        className,
      )}
      {...props}
    />
  );
}

/** The question: a button inside a heading (h3 by default), with a chevron that turns when open. */
export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex text-lg leading-snug sm:text-xl">
      <AccordionPrimitive.Trigger
        className={cn(
          "group flex min-h-14 flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left transition-colors hover:text-brand sm:px-6 sm:py-5",
          className,
        )}
        {...props}
      >
        {children}
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white"
        >
          <ChevronDown className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </span>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content {...props}>
      <div className={cn("px-5 pb-6 text-base leading-relaxed text-muted sm:px-6", className)}>
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
