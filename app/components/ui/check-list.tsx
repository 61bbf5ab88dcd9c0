import { Check } from "lucide";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

interface CheckListProps extends ComponentProps<"ul"> {
  items: readonly string[];
  /** Added to each item's classes (its text's size and colour). */
  itemClassName?: string;
  /** Added to the round mark's classes (its colours). */
  markClassName?: string;
}

/** A list whose every item starts with a check mark in a small circle. */
export function CheckList({ items, itemClassName, markClassName, ...props }: CheckListProps) {
  return (
    <ul {...props}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", itemClassName)}>
          <span
            className={cn(
              "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full",
              markClassName,
            )}
          >
            <Icon node={Check} className="size-3.5" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
