import { Star } from "lucide";
import { Icon } from "~/components/ui/icon";
import { uiCopy } from "~/content/ui";
import { cn } from "~/lib/cn";

interface StarRatingProps {
  rating: number;
  outOf?: number;
  className?: string;
}

/** Shows `rating` filled stars; screen readers hear "Rated N out of 5". */
export function StarRating({ rating, outOf = 5, className }: StarRatingProps) {
  const label = uiCopy.ratingLabel(rating, outOf);
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
