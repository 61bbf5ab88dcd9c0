import { ChevronRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { NavLink } from "~/copy/view";
import { cn } from "~/lib/cn";

/**
 * Where the page sits: each step a link, the last one the page itself (`aria-current`). Each
 * separator ends the step before it, so a step that wraps onto the next line is empty until its
 * text has arrived: a frame painted while the parser is inside the list moves nothing later.
 */
export function Breadcrumb({
  label,
  items,
  className,
}: {
  label: string;
  items: NavLink[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-white/80">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to} className="flex items-center gap-1.5">
              <a
                href={item.to}
                aria-current={last ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-6 items-center underline-offset-4 hover:text-white hover:underline",
                  last && "font-semibold text-white",
                )}
              >
                {item.label}
              </a>
              {last ? null : <Icon node={ChevronRight} className="size-3.5 text-white/50" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
