import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-white shadow-sm hover:bg-brand-dark",
        secondary: "bg-white text-ink ring-1 ring-line ring-inset hover:bg-sand",
        outline: "text-ink ring-1 ring-ink/25 ring-inset hover:bg-ink hover:text-white",
        inverse: "bg-white text-ink hover:bg-sand",
        ghostInverse: "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10",
        whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-dark",
        link: "min-h-0 rounded-none px-0 py-0 text-brand underline-offset-4 hover:underline",
      },
      size: {
        md: "",
        lg: "min-h-12 px-7 text-base",
        sm: "min-h-10 px-4 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, for example) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
