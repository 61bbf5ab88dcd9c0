import { Quote } from "lucide";
import { useShellCopy } from "~/components/context/shell-copy";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { StarRating } from "~/components/ui/star-rating";
import type { Testimonial } from "~/copy/view";
import { fillTemplate } from "~/lib/template";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { ui } = useShellCopy();
  const { name, location, image, rating, trip, text } = testimonial;
  return (
    <Card className="relative flex h-full flex-col p-6 sm:p-7">
      <figure className="flex h-full flex-col">
        <Icon node={Quote} className="size-8 text-sakura" />
        <StarRating
          rating={rating}
          label={fillTemplate(ui.ratingLabel, { rating, max: 5 })}
          className="mt-4"
        />
        <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
          <p>{text}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
          <Picture image={image} sizes="3rem" className="size-12 rounded-full bg-sand" />
          <span>
            <span className="block font-semibold text-ink">{name}</span>
            <span className="block text-sm text-muted">{location}</span>
            <span className="block text-sm text-muted">{trip}</span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
