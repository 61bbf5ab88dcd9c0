import { MapPin, Route } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { StarRating } from "~/components/ui/star-rating";
import type { CustomerReview } from "~/copy/view";
import { fillTemplate } from "~/lib/template";

interface ReviewCardProps {
  review: CustomerReview;
  /** Read before the package's name, for example "Tour:". */
  packageLabel: string;
  /** Shown before the month and year, for example "Traveled in". */
  dateLabel: string;
  headingId: string;
}

/** A detailed customer review on the gallery page: who, where, when, which package and how many stars. */
export function ReviewCard({ review, packageLabel, dateLabel, headingId }: ReviewCardProps) {
  const { ui } = useShellCopy();
  const { name, image, location, rating, date, dateTime } = review;
  return (
    <Card className="h-full p-6">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div className="flex items-center gap-4">
          <Picture
            image={image}
            sizes="3.5rem"
            className="size-14 shrink-0 rounded-full bg-sand ring-4 ring-cream"
          />
          <div className="min-w-0">
            <h3 id={headingId} className="text-xl leading-tight">
              {name}
            </h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
              <Icon node={MapPin} className="size-3.5 shrink-0 text-brand" />
              {location}
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <StarRating rating={rating} label={fillTemplate(ui.ratingLabel, { rating, max: 5 })} />
          <p className="text-sm whitespace-nowrap text-muted">
            {dateLabel} <time dateTime={dateTime}>{date}</time>
          </p>
        </div>
        <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
          <p>{review.review}</p>
        </blockquote>
        <p className="mt-6 border-t border-line pt-5">
          <Badge>
            <Icon node={Route} className="size-3.5" />
            <span className="sr-only">{packageLabel} </span>
            {review.package}
          </Badge>
        </p>
      </article>
    </Card>
  );
}
