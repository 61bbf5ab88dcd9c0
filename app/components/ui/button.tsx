import { Children, type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-dark",
  secondary: "bg-white text-ink ring-1 ring-line ring-inset hover:bg-sand",
  outline: "text-ink ring-1 ring-ink/25 ring-inset hover:bg-ink hover:text-white",
  inverse: "bg-white text-ink hover:bg-sand",
  ghostInverse: "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10",
  whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-dark",
  link: "min-h-0 rounded-none px-0 py-0 text-brand underline-offset-4 hover:underline",
};

const sizes = {
  md: "",
  lg: "min-h-12 px-7 text-base",
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
    if (!isValidElement<{ className?: string }>(child)) {
      throw new Error("Button asChild needs a single element child");
    }
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: cn(classes, child.props.className),
    });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
