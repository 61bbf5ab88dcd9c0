/**
 * The site's icons, drawn from the logo (app/assets/art/logo-mark.svg) at build time: the SVG
 * favicon, PNG fallbacks, the apple-touch-icon, Android's icons (maskable included) and the web
 * manifest that lists them. app/root.tsx links the same files.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { projectRoot } from "./paths.ts";

const logoFile = join(projectRoot, "app/assets/art/logo-mark.svg");

export interface IconSpec {
  /** Path on the site. */
  href: string;
  size: number;
  /** Share of the square the logo fills; the rest is padding. */
  scale: number;
  /** Solid background (iOS and maskable icons must not be transparent). */
  background?: string;
  purpose?: "any" | "maskable";
}

/** Every PNG icon the build writes, at the paths app/root.tsx and the manifest use. */
export function iconSpecs(background: string): IconSpec[] {
  return [
    // Search engines want a favicon whose side is a multiple of 48 px.
    { href: "/icons/favicon-48.png", size: 48, scale: 1 },
    { href: "/icons/icon-192.png", size: 192, scale: 0.9, purpose: "any" },
    { href: "/icons/icon-512.png", size: 512, scale: 0.9, purpose: "any" },
    // Maskable icons may be cropped to a circle 80% as wide as the icon: the logo's farthest
    // points (the torii's roof ends, the waves' ends) stay inside it at this scale.
    {
      href: "/icons/icon-maskable-512.png",
      size: 512,
      scale: 0.62,
      background,
      purpose: "maskable",
    },
    { href: "/apple-touch-icon.png", size: 180, scale: 0.72, background },
  ];
}

async function drawIcon(clientDir: string, icon: IconSpec): Promise<void> {
  const logoSize = Math.round(icon.size * icon.scale);
  const logo = await sharp(logoFile, { density: Math.max(72, (72 * logoSize) / 64) })
    .resize(logoSize, logoSize, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const offset = Math.floor((icon.size - logoSize) / 2);
  const output = join(clientDir, icon.href);
  mkdirSync(join(output, ".."), { recursive: true });
  const canvas = sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: icon.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  }).composite([{ input: logo, top: offset, left: offset }]);
  // An opaque icon has no use for an alpha channel.
  const flattened = icon.background ? sharp(await canvas.png().toBuffer()).removeAlpha() : canvas;
  await flattened.png({ compressionLevel: 9 }).toFile(output);
}

export interface ManifestText {
  name: string;
  shortName: string;
  description: string;
  language: string;
  themeColor: string;
  backgroundColor: string;
}

/** Writes the favicon, the PNG icons and site.webmanifest; returns the files written. */
export async function writeIcons(clientDir: string, text: ManifestText): Promise<string[]> {
  copyFileSync(logoFile, join(clientDir, "favicon.svg"));
  const icons = iconSpecs(text.backgroundColor);
  for (const icon of icons) await drawIcon(clientDir, icon);
  const manifest = {
    id: "/",
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: text.language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: text.themeColor,
    background_color: text.backgroundColor,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ...icons
        .filter((icon) => icon.purpose)
        .map((icon) => ({
          src: icon.href,
          sizes: `${icon.size}x${icon.size}`,
          type: "image/png",
          purpose: icon.purpose,
        })),
    ],
  };
  writeFileSync(join(clientDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  return ["/favicon.svg", ...icons.map((icon) => icon.href), "/site.webmanifest"];
}
