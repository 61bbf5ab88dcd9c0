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
 * The strokes' colour, caps and joins come from the `icon` class (app/app.css), written once in
 * the stylesheet rather than on each of a page's ~30 icons.
 */
export function Icon({ node, className, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={className ? `icon ${className}` : "icon"}
      {...props}
    >
      {/* An icon's shapes are a fixed list, so their position is a stable key. */}
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
