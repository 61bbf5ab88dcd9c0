/**
 * The copy of every package page in one language, from that language's packages and words: the
 * language modules call `packagePageCopies` (app/content/<locale>/package.ts).
 */
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { contactPathFor } from "./inquiry";
import type { PackageSlug } from "./package-list";
import { linksIn, packagePath } from "./pages";
import { siteConfig } from "./site";
import type { PackageCardLabels, PackagePageCopy, PackageView } from "./types";

export interface PackagePageWords {
  /** "{title} from Jakarta, {duration}". */
  metaTitle: string;
  /** At most about 160 characters once filled. */
  metaDescription: string;
  breadcrumbLabel: string;
  homeLabel: string;
  toursLabel: string;
  labels: PackageCardLabels & { pricePerPerson: string; overview: string };
  othersTitle: string;
  share: Omit<PackagePageCopy["share"], "text" | "url"> & {
    /** "{title}, {duration}, {price} per person". */
    text: string;
  };
}

export function packagePageCopies(
  locale: Locale,
  packages: readonly PackageView[],
  words: PackagePageWords,
): Record<PackageSlug, PackagePageCopy> {
  const link = linksIn(locale);
  const entries = packages.map((item): [string, PackagePageCopy] => {
    const slug = item.slug as PackageSlug;
    const values = {
      title: item.title,
      duration: item.duration,
      groupSize: item.groupSize,
      season: item.season,
      price: item.price,
    };
    const path = packagePath(slug, locale);
    return [
      slug,
      {
        meta: {
          title: fillTemplate(words.metaTitle, values),
          description: fillTemplate(words.metaDescription, values),
          imageAlt: item.image.alt,
        },
        package: item,
        breadcrumb: {
          label: words.breadcrumbLabel,
          items: [
            link("home", words.homeLabel),
            link("tours", words.toursLabel),
            { to: path, label: item.title },
          ],
        },
        labels: words.labels,
        quotationTo: contactPathFor(locale, { kind: "package", key: slug }),
        others: {
          title: words.othersTitle,
          items: packages
            .filter((other) => other.slug !== item.slug)
            .map((other) => ({ ...other, to: packagePath(other.slug as PackageSlug, locale) })),
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
  return Object.fromEntries(entries) as Record<PackageSlug, PackagePageCopy>;
}
