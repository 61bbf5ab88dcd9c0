/**
 * The packages, from the files in content/packages/ (one per package; its name is the package's
 * address, "tokyo-discovery.json" → /tours/tokyo-discovery), in the order staff gave them: what the
 * router config, the prerender list, the sitemap and the share images need. Build-time only (it
 * reads the folder): the pages get the packages from their loaders.
 */
import { join } from "node:path";
import { readContentFiles } from "./content-files.ts";

export interface PackageListItem {
  slug: string;
  /** The package's picture in app/assets/art ("tokyo.svg"). */
  image: string;
}

const defaultRoot = join(import.meta.dirname, "..");

/** The packages of the project at `root`; a file that cannot be read is named in the error. */
export function readPackageList(root = defaultRoot): PackageListItem[] {
  return readContentFiles(root)
    .packages()
    .map(({ slug, data }) => ({ slug, image: data.en.image.file }));
}

export const packageList = readPackageList();
