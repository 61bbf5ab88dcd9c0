/**
 * The copy of a package's page in one language, from that language's packages and the words of
 * content/pages/package.json (with the tours page's card labels).
 */
import type { Locale } from "~/lib/locale";
import { fillTemplate } from "~/lib/template";
import { contactPathFor } from "./inquiry";
import { linksIn, packagePath } from "./pages";
import { siteConfig } from "./site";
import type { PackageCardLabels, PackagePageCopy, PackageView } from "./view";

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

export function packagePageCopy(
  slug: string,
  locale: Locale,
  packages: readonly PackageView[],
  words: PackagePageWords,
  /** The smallest group as a number, for sentences ("at least {minPax} people"). */
  minPax?: number,
): PackagePageCopy | undefined {
  const item = packages.find((candidate) => candidate.slug === slug);
  if (!item) return undefined;
  const link = linksIn(locale);
  const values = {
    title: item.title,
    duration: item.duration,
    groupSize: item.groupSize,
    season: item.season,
    price: item.price,
    minPax: minPax ?? "",
  };
  const path = packagePath(slug, locale);
  return {
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
        .filter((other) => other.slug !== slug)
        .map((other) => ({ ...other, to: packagePath(other.slug, locale) })),
    },
    share: {
      ...words.share,
      text: fillTemplate(words.share.text, values),
      url: new URL(path, siteConfig.siteUrl).href,
    },
  };
}
