/**
 * What the guides' pages receive (their schema: app/copy/schema/guide.ts): a guide as the build
 * resolves it, the list of guides and a guide's own page, built by guides-copy.ts and
 * guide-pages.ts.
 */
import type { Locale } from "~/lib/locale";
import type { GuideData } from "./schema/guide";
import type {
  ImageAsset,
  NavLink,
  PackageSummary,
  PageMeta,
  PageSource,
  Resolved,
  ShareCopy,
} from "./view";

/** A heading of a guide's text, with its anchor. */
export interface GuideHeading {
  id: string;
  text: string;
  /** 2 for a section, 3 and more for its parts. */
  depth: number;
}

/**
 * A guide in one language, as the build resolves it (content-check/content-modules.ts): its
 * Markdown already HTML, with its headings, its reading time and the languages it is written in.
 */
export type GuideSource = Omit<Resolved<GuideData>, "body"> & {
  slug: string;
  languages: Locale[];
  /** The text as sanitized HTML (content-check/markdown.ts). */
  body: string;
  headings: GuideHeading[];
  readingMinutes: number;
};

type GuidesPage = PageSource<"guides">;

/** When a guide was published, and when it last changed once that is another day. */
export interface GuideDates {
  published: { text: string; dateTime: string };
  updated?: { text: string; dateTime: string };
}

/** A guide as the list of guides shows it. */
export interface GuideSummary extends GuideDates {
  slug: string;
  to: string;
  title: string;
  description: string;
  image: ImageAsset;
  readingTime: string;
}

export interface GuidesCopy extends Pick<GuidesPage, "meta" | "hero" | "empty"> {
  /** Newest first. */
  items: GuideSummary[];
}

/** A guide's own page. */
export interface GuidePageCopy extends GuideDates {
  meta: PageMeta;
  slug: string;
  title: string;
  description: string;
  cover: ImageAsset;
  /** Home › Guides › this guide (the last is the page itself). */
  breadcrumb: { label: string; items: NavLink[] };
  /** "Tim Gateway Japan Tours", or the author staff named. */
  byline: string;
  readingTime: string;
  /** A long guide's sections, each linking to its heading. */
  contents?: { title: string; items: Array<{ id: string; text: string }> };
  /** The text as sanitized HTML. */
  body: string;
  sources: {
    title: string;
    intro: string;
    items: Array<{ title: string; url: string; checked: string }>;
  };
  related: { title: string; items: Array<PackageSummary & { to: string }>; detailsLabel: string };
  cta: { title: string; text: string; button: NavLink };
  share: ShareCopy;
  /** The guide in each language it is written in: its `hreflang` alternates. */
  alternates: Partial<Record<Locale, string>>;
  /** For its structured data: the author staff named, if any (else the company). */
  author?: string;
}
