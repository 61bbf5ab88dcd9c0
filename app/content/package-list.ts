/**
 * The packages by slug, in the order the site lists them, with the picture each shows (in
 * app/assets/art). Nothing here imports a file, so the page registry, the router config and the
 * build read it; the package data itself is in `packages.ts`.
 */
export const packageList = [
  { slug: "tokyo-discovery", image: "tokyo.svg" },
  { slug: "osaka-kyoto-heritage", image: "osaka-kyoto.svg" },
  { slug: "mount-fuji-hakone", image: "fuji-hakone.svg" },
  { slug: "hokkaido-winter-wonderland", image: "hokkaido-winter.svg" },
] as const;

export type PackageSlug = (typeof packageList)[number]["slug"];
