import { ArrowRight } from "lucide";
import type { ComponentProps } from "react";
import { Button } from "./button";
import { Icon } from "./icon";

type ArrowLinkProps = ComponentProps<"a"> & Pick<ComponentProps<typeof Button>, "variant" | "size">;

/**
 * A link with a button's look and an arrow after its label: the way on to a quotation, a page or
 * a form. The label and the arrow wrap together (`arrow-label`, app/app.css); `className` goes to
 * the link.
 */
export function ArrowLink({ variant, size, className, children, ...props }: ArrowLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a {...props}>
        <span className="arrow-label">
          {children}
          <Icon node={ArrowRight} />
        </span>
      </a>
    </Button>
  );
}
