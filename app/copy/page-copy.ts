/**
 * Each page's copy by registry key, and the content modules' loaders the pages' copy is loaded
 * through (app/route-data/load-copy.ts): what app/copy/copy.ts, guides-copy.ts and
 * legal-pages.ts build, or else a page's file as resolved.
 */
import type { Locale } from "~/lib/locale";
import type { GuideSource, GuidesCopy } from "./guide-view";
import type { LegalPageCopy } from "./legal-view";
import type { PageKey } from "./pages";
import type { PageFile } from "./schema/page-schemas";
import type {
  AboutCopy,
  ContactCopy,
  GalleryCopy,
  HomeCopy,
  PackageSource,
  PageSource,
  PartnershipCopy,
  ToursCopy,
} from "./view";

/** A loader of each page file's content module in one language, by file name. */
export type PageModules = { [K in PageFile]: () => Promise<{ default: PageSource<K> }> };

/** `virtual:content/sources`: a loader of each content module, by language and file name. */
export type ContentSources = Record<
  Locale,
  PageModules & {
    packages: () => Promise<{ default: PackageSource[] }>;
    /** The guides written in the language (content/guides/), newest first. */
    guideList: () => Promise<{ default: GuideSource[] }>;
  }
>;

/** The pages whose copy a builder in app/copy/copy.ts completes from other content. */
export interface BuiltPageCopy {
  home: HomeCopy;
  about: AboutCopy;
  tours: ToursCopy;
  gallery: GalleryCopy;
  partnership: PartnershipCopy;
  contact: ContactCopy;
  privacy: LegalPageCopy;
  terms: LegalPageCopy;
  guides: GuidesCopy;
}

/** Each page's copy, by registry key: what its builder makes, or else its file as resolved. */
export type PageCopy = {
  [K in PageKey]: K extends keyof BuiltPageCopy ? BuiltPageCopy[K] : PageSource<K>;
};
