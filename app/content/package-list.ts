/**
 * The packages, from the files in content/packages/ (one per package; its name is the package's
 * address, "tokyo-discovery.json" → /tours/tokyo-discovery), in the order staff gave them: what the
 * router config, the prerender list, the sitemap and the share images need. Build-time only (it
 * reads the folder): the pages get the packages from their loaders.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface PackageListItem {
  slug: string;
  /** The package's picture in app/assets/art ("tokyo.svg"). */
  image: string;
}

const defaultRoot = join(import.meta.dirname, "../..");

/** The packages of the project at `root`; a file that cannot be read is named in the error. */
export function readPackageList(root = defaultRoot): PackageListItem[] {
  const folder = join(root, "content/packages");
  const items = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      let data: { en?: { order?: unknown; image?: { file?: unknown } } };
      try {
        data = JSON.parse(readFileSync(join(folder, file), "utf8"));
      } catch (error) {
        throw new Error(`content/packages/${file} is not valid JSON: ${(error as Error).message}`);
      }
      return {
        slug: file.slice(0, -".json".length),
        image: String(data.en?.image?.file ?? ""),
        order: Number(data.en?.order),
      };
    });
  return items
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ slug, image }) => ({ slug, image }));
}

export const packageList = readPackageList();
