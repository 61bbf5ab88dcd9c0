import { Star } from "lucide";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface StarRatingProps {
  rating: number;
  /** What screen readers hear instead of the stars: "Rated 5 out of 5". */
  label: string;
  outOf?: number;
  className?: string;
}

/** Shows `rating` filled stars out of `outOf`; screen readers hear `label` instead. */
export function StarRating({ rating, label, outOf = 5, className }: StarRatingProps) {
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon
          node={Star}
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are identical and never reorder
          key={index}
          className={cn(
            "size-4",
            index < rating ? "fill-gold text-gold" : "fill-transparent text-line",
          )}
        />
      ))}
    </p>
  );
}
