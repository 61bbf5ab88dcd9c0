import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

export type { IconNode };

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** The icon's shapes, imported from `lucide` (`import { Star } from "lucide"`). */
  node: IconNode;
}

/**
 * A lucide icon drawn inline at 24 × 24 in the current text colour. Icons here are decorative (the
 * text beside them says the same), so they are hidden from assistive technology by default.
 */
export function Icon({ node, className, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...props}
    >
      {/* An icon's shapes are a fixed list, so their position is a stable key. */}
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
