import { uiCopy } from "~/content/ui";

const rupiah = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "IDR 12,500,000" for 12500000. */
export function formatIdr(amountIdr: number): string {
  if (!Number.isFinite(amountIdr) || amountIdr < 0) {
    throw new RangeError(`Not a price in rupiah: ${amountIdr}`);
  }
  return `IDR ${rupiah.format(Math.round(amountIdr))}`;
}

/** "Starting from IDR 12,500,000": how every package price is shown. */
export function formatPrice(amountIdr: number): string {
  return uiCopy.startingFrom(formatIdr(amountIdr));
}
