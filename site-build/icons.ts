/**
 * The site's icons, drawn from the logo (app/assets/art/logo-mark.svg) at build time: the SVG
 * favicon, PNG fallbacks, `/favicon.ico` (which browsers and crawlers ask for whatever the HTML
 * says), the apple-touch-icon, Android's icons (maskable included) and the web manifest that lists
 * them. app/root.tsx links the same files, except the ICO, which no page names.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { projectRoot } from "../project/output.ts";

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

/** The logo alone on a transparent square, as PNG. */
async function drawLogo(size: number, scale = 1): Promise<Buffer> {
  const logoSize = Math.round(size * scale);
  return sharp(logoFile, { density: Math.max(72, (72 * logoSize) / 64) })
    .resize(logoSize, logoSize, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Sizes in `/favicon.ico`: the tab (16), the taskbar and high-density tabs (32), Windows (48). */
export const icoSizes = [16, 32, 48] as const;

/**
 * An ICO file holding PNG images (supported by every browser since Windows Vista's era): a 6-byte
 * header, one 16-byte entry per image, then the images.
 */
export function icoFile(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

async function drawIcon(clientDir: string, icon: IconSpec): Promise<void> {
  const logoSize = Math.round(icon.size * icon.scale);
  const logo = await drawLogo(icon.size, icon.scale);
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
  const ico = icoFile(
    await Promise.all(icoSizes.map(async (size) => ({ size, png: await drawLogo(size) }))),
  );
  writeFileSync(join(clientDir, "favicon.ico"), ico);
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
  return ["/favicon.svg", "/favicon.ico", ...icons.map((icon) => icon.href), "/site.webmanifest"];
}
