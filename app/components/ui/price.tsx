import type { DeparturePriceCopy, PriceCopy } from "~/copy/trip-cost-view";
import { cn } from "~/lib/cn";

/**
 * A price; under a promo, the normal price struck through beside it. The strike is hidden from
 * screen readers, which hear the normal price in words instead ("harga normal Rp16.900.000").
 */
export function Price({ price }: { price: PriceCopy }) {
  return (
    <>
      <strong className="font-semibold text-ink">{price.now}</strong>
      {price.was ? (
        <>
          {" "}
          <s aria-hidden="true" className="text-muted">
            {price.was.shown}
          </s>
          <span className="sr-only">{` (${price.was.said})`}</span>
        </>
      ) : null}
    </>
  );
}

/** A departure's adult twin price after its label, with a running promo's deadline. */
export function DeparturePrice({
  price,
  className,
}: {
  price: DeparturePriceCopy;
  className?: string;
}) {
  return (
    <span className={cn("block", className)}>
      {`${price.label} `}
      <Price price={price} />
      {price.promo ? (
        <>
          {" "}
          <span className="font-semibold text-brand-dark">{price.promo}</span>
        </>
      ) : null}
    </span>
  );
}
