/**
 * The copy of every package page in one language, from that language's packages and words: the
 * language modules call `packagePageCopies` (app/content/<locale>/package.ts).
 */
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { contactPathFor } from "./inquiry";
import type { TourSlug } from "./package-list";
import { linksIn, packagePath } from "./pages";
import { siteConfig } from "./site";
import type { PackagePageCopy, TourCardLabels, TourView } from "./types";

export interface PackagePageWords {
  /** "{title} from Jakarta, {duration}". */
  metaTitle: string;
  /** At most about 160 characters once filled. */
  metaDescription: string;
  breadcrumbLabel: string;
  homeLabel: string;
  toursLabel: string;
  labels: TourCardLabels & { pricePerPerson: string; overview: string };
  othersTitle: string;
  share: Omit<PackagePageCopy["share"], "text" | "url"> & {
    /** "{title}, {duration}, {price} per person". */
    text: string;
  };
}

export function packagePageCopies(
  locale: Locale,
  tours: readonly TourView[],
  words: PackagePageWords,
): Record<TourSlug, PackagePageCopy> {
  const link = linksIn(locale);
  const entries = tours.map((tour): [string, PackagePageCopy] => {
    const slug = tour.slug as TourSlug;
    const values = {
      title: tour.title,
      duration: tour.duration,
      groupSize: tour.groupSize,
      season: tour.season,
      price: tour.price,
    };
    const path = packagePath(slug, locale);
    return [
      slug,
      {
        meta: {
          title: fillTemplate(words.metaTitle, values),
          description: fillTemplate(words.metaDescription, values),
          imageAlt: tour.image.alt,
        },
        tour,
        breadcrumb: {
          label: words.breadcrumbLabel,
          items: [
            link("home", words.homeLabel),
            link("tours", words.toursLabel),
            { to: path, label: tour.title },
          ],
        },
        labels: words.labels,
        quotationTo: contactPathFor(locale, { kind: "package", key: slug }),
        others: {
          title: words.othersTitle,
          items: tours
            .filter((other) => other.slug !== tour.slug)
            .map((other) => ({ ...other, to: packagePath(other.slug as TourSlug, locale) })),
        },
        share: {
          button: words.share.button,
          whatsapp: words.share.whatsapp,
          copyLink: words.share.copyLink,
          copied: words.share.copied,
          text: fillTemplate(words.share.text, values),
          url: new URL(path, siteConfig.siteUrl).href,
        },
      },
    ];
  });
  return Object.fromEntries(entries) as Record<TourSlug, PackagePageCopy>;
}
