import { Children, type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

// Height, side padding and text size belong to the sizes alone: without a class merger, two
// utilities for one property on an element apply in the stylesheet's order, not the class list's.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full py-2.5 text-center font-semibold transition-colors [&_svg]:size-4 [&_svg]:shrink-0";

/** Only a `<button>` can be disabled: a link given the look (`asChild`) has no such state. */
const disabledLook = "disabled:pointer-events-none disabled:opacity-60";

const variants = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-dark",
  outline: "text-ink ring-1 ring-ink/25 ring-inset hover:bg-ink hover:text-white",
  inverse: "bg-white text-ink hover:bg-sand",
  ghostInverse: "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10",
  whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-dark",
};

const sizes = {
  md: "min-h-11 px-6 text-sm",
  // Phones: 20 px sides, so that a long label ("Discover Partnership Options") stays on one line.
  lg: "min-h-12 px-5 text-base sm:px-7",
  sm: "min-h-10 px-4 text-sm",
};

interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /**
   * Give the only child (a link, for example) the button's look instead of rendering a `<button>`.
   * The child's own props win over the button's; class names are joined, the child's last.
   */
  asChild?: boolean;
}

export function Button({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(base, variants[variant], sizes[size], className);
  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement<{ className?: string; "data-slot"?: string }>(child)) {
      throw new Error("Button asChild needs a single element child");
    }
    return cloneElement(child, {
      "data-slot": "button",
      ...props,
      ...child.props,
      className: cn(classes, child.props.className),
    });
  }
  return (
    <button data-slot="button" className={cn(classes, disabledLook)} {...props}>
      {children}
    </button>
  );
}
