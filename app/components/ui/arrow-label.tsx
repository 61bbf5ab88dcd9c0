import { ArrowRight } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * A centred button's label with an arrow after it. The arrow sits in room the label keeps for it
 * (its right padding), so a frame painted before the arrow is parsed shows the label where it
 * stays.
 */
export function ArrowLabel({ children }: { children: ReactNode }) {
  return (
    <span className="relative pr-6">
      {children}
      <Icon node={ArrowRight} className="absolute top-1/2 right-0 -translate-y-1/2" />
    </span>
  );
}
