/** The figures of the home and gallery pages (spec section 9), language-neutral. */
import { formatNumber } from "~/lib/format-price";
import type { Locale } from "~/lib/locale";
import type { Statistic } from "./types";

type Figure =
  | { kind: "count"; value: number }
  | { kind: "rating"; value: number; outOf: number }
  | { kind: "percent"; value: number };

const homeFigures = {
  travelers: { kind: "count", value: 5000 },
  destinations: { kind: "count", value: 50 },
  years: { kind: "count", value: 10 },
  rating: { kind: "rating", value: 4.9, outOf: 5 },
} as const satisfies Record<string, Figure>;

const galleryFigures = {
  travelers: { kind: "count", value: 5000 },
  tours: { kind: "count", value: 500 },
  rating: { kind: "rating", value: 4.9, outOf: 5 },
  satisfaction: { kind: "percent", value: 98 },
} as const satisfies Record<string, Figure>;

/** "5,000+" / "5.000+", "4.9/5" / "4,9/5", "98%". */
export function formatFigure(figure: Figure, locale: Locale): string {
  switch (figure.kind) {
    case "count":
      return `${formatNumber(figure.value, locale)}+`;
    case "rating":
      return `${formatNumber(figure.value, locale)}/${figure.outOf}`;
    case "percent":
      return `${formatNumber(figure.value, locale)}%`;
  }
}

function statistics<K extends string>(
  figures: Record<K, Figure>,
  labels: Readonly<Record<K, string>>,
  locale: Locale,
): Statistic[] {
  return (Object.keys(figures) as K[]).map((key) => ({
    value: formatFigure(figures[key], locale),
    label: labels[key],
  }));
}

export type HomeStatisticKey = keyof typeof homeFigures;
export type GalleryStatisticKey = keyof typeof galleryFigures;

export const homeStatistics = (
  labels: Readonly<Record<HomeStatisticKey, string>>,
  locale: Locale,
) => statistics(homeFigures, labels, locale);

export const galleryStatistics = (
  labels: Readonly<Record<GalleryStatisticKey, string>>,
  locale: Locale,
) => statistics(galleryFigures, labels, locale);
