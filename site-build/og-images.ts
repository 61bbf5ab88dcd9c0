/**
 * Draws each page's Open Graph image (the share card WhatsApp, Facebook, LinkedIn and X show): the
 * page's artwork, a dark panel, the logo, the brand and the page's title, 1200×630 JPEG. The text is
 * laid out by satori as vector paths with the site's own fonts, so the result never depends on the
 * fonts installed on the build machine.
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { brandColors } from "../app/lib/brand-colors.ts";
import { ogImageSize } from "../app/lib/og-image.ts";
import { projectRoot } from "../project/output.ts";
import { cachedBytes } from "./build-cache.ts";

const { width: ogImageWidth, height: ogImageHeight } = ogImageSize;
/** WhatsApp drops preview images larger than this. */
export const ogImageMaxBytes = 300 * 1024;

/**
 * Chat apps show small previews as a square cut from the middle of the image: everything that
 * must be read (brand, title, address) sits in a column inside that square.
 */
export const readableColumn = {
  left: (ogImageWidth - ogImageHeight) / 2 + 40,
  width: ogImageHeight - 80,
} as const;

export interface OgImageJob {
  /** Artwork or photo behind the title (app/assets/art), from the page registry. */
  art: string;
  /** The page's title without the brand, as its og:title shows it. */
  title: string;
  /** A line under the title: a package's price per person. */
  detail?: string;
  /** Where the page's og:image points, relative to the build's client folder, e.g. "og/en/home.jpg". */
  file: string;
}

export interface OgCardText {
  brand: string;
  /** Shown small at the bottom, for example "gatewayjapantours.example · Jakarta, Indonesia". */
  footer: string;
}

/** The brand's colours, for the share images and the flyers (site-build/flyers.ts). */
export const colors = {
  ink: brandColors.ink,
  cream: brandColors.cream,
  gold: brandColors["gold-bright"],
} as const;

export const art = (file: string) => join(projectRoot, "app/assets/art", file);
const font = (file: string) => readFileSync(join(projectRoot, "node_modules", file));

let fonts: Font[] | undefined;
/** The site's own fonts, for satori: DM Serif Display (headings) and Inter (text). */
export function loadFonts(): Font[] {
  fonts ??= [
    {
      name: "DM Serif Display",
      data: font("@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff"),
      weight: 400,
      style: "normal",
    },
    {
      name: "Inter",
      data: font("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
      weight: 400,
      style: "normal",
    },
  ];
  return fonts;
}

export type Node = { type: string; props: Record<string, unknown> };
/** An element of a satori tree: its type, its style, its children. */
export const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Title size that keeps long titles to three lines in the readable column. */
function titleFontSize(title: string): number {
  if (title.length <= 22) return 66;
  if (title.length <= 34) return 58;
  return 50;
}

/**
 * The overlay: the artwork shows on both sides; a dark column in the middle holds the logo, the
 * brand, the title and the site's address, drawn as paths with the site's own fonts.
 */
async function overlaySvg(title: string, text: OgCardText, detail?: string): Promise<string> {
  const ink = (alpha: number) => `rgba(20,33,61,${alpha})`;
  const columnRight = readableColumn.left + readableColumn.width;
  const tree = el(
    "div",
    {
      width: ogImageWidth,
      height: ogImageHeight,
      display: "flex",
      justifyContent: "center",
      color: colors.cream,
      backgroundImage: `linear-gradient(90deg, ${ink(0)} 0px, ${ink(0.35)} ${readableColumn.left - 120}px, ${ink(0.9)} ${readableColumn.left - 10}px, ${ink(0.9)} ${columnRight + 10}px, ${ink(0.35)} ${columnRight + 120}px, ${ink(0)} ${ogImageWidth}px)`,
    },
    el(
      "div",
      {
        width: readableColumn.width,
        height: ogImageHeight,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "52px 0 46px",
        textAlign: "center",
      },
      [
        el("div", { display: "flex", alignItems: "center", gap: 16 }, [
          logoTile(64),
          el("div", { fontFamily: "DM Serif Display", fontSize: 32 }, text.brand),
        ]),
        el("div", { display: "flex", flexDirection: "column", alignItems: "center" }, [
          el("div", { width: 80, height: 5, borderRadius: 3, backgroundColor: colors.gold }),
          el(
            "div",
            {
              marginTop: 26,
              fontFamily: "DM Serif Display",
              fontSize: titleFontSize(title),
              lineHeight: 1.08,
              letterSpacing: -0.5,
              textWrap: "balance",
              textAlign: "center",
            },
            title,
          ),
          ...(detail
            ? [
                el(
                  "div",
                  {
                    marginTop: 18,
                    fontFamily: "Inter",
                    fontSize: 26,
                    color: colors.gold,
                  },
                  detail,
                ),
              ]
            : []),
        ]),
        el(
          "div",
          {
            fontFamily: "Inter",
            fontSize: 18,
            letterSpacing: 0.4,
            color: "rgba(250,247,242,0.86)",
          },
          text.footer,
        ),
      ],
    ),
  );
  return satori(tree as never, { width: ogImageWidth, height: ogImageHeight, fonts: loadFonts() });
}

/** The logo mark as an image satori draws: a cream tile of `size` px with the mark inside. */
export function logoTile(size: number): Node {
  const logo = `data:image/svg+xml;base64,${readFileSync(art("logo-mark.svg")).toString("base64")}`;
  const mark = Math.round(size * 0.75);
  return el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      borderRadius: size / 4,
      backgroundColor: colors.cream,
    },
    el("img", { width: mark, height: mark }, undefined, { src: logo, width: mark, height: mark }),
  );
}

/** The overlay alone, as a transparent PNG the size of the share image. */
export async function drawOverlay(
  title: string,
  text: OgCardText,
  detail?: string,
): Promise<Buffer> {
  return sharp(Buffer.from(await overlaySvg(title, text, detail)))
    .png()
    .toBuffer();
}

/**
 * The drawing code itself is part of every card's and flyer's cache key (site-build/build-cache.ts):
 * a change to how they are drawn draws them all again.
 */
export const drawingCode = [
  readFileSync(new URL(import.meta.url)),
  readFileSync(new URL("./flyers.ts", import.meta.url)),
];

/** Draws one page's card to `<clientDir>/<job.file>`; returns its size in bytes. */
export async function writeOgImage(clientDir: string, job: OgImageJob, text: OgCardText) {
  const card = await cachedBytes(
    "og",
    [...drawingCode, readFileSync(art(job.art)), JSON.stringify({ job, text })],
    () => drawOgImage(job, text),
  );
  const output = join(clientDir, job.file);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, card);
  return card.length;
}

/**
 * A picture cut to `width` × `height` (a card's, a flyer's top), drawn once per picture and size:
 * the two languages' cards and flyers share it, and the photo build's copy reuses the site build's
 * (it costs more than the rest of a card). SVG art is rasterised at twice its size; a photo (JPEG,
 * PNG) is turned upright as its camera recorded it, then cut from its middle.
 */
const pictures = new Map<string, Promise<Buffer>>();
export function drawnPicture(file: string, width: number, height: number): Promise<Buffer> {
  const key = `${file} ${width}x${height}`;
  let drawn = pictures.get(key);
  if (!drawn) {
    drawn = cachedBytes("picture", [...drawingCode, readFileSync(art(file)), key], () =>
      sharp(art(file), { density: 144 })
        .autoOrient()
        .resize(width, height, { fit: "cover", position: "centre" })
        .png()
        .toBuffer(),
    );
    pictures.set(key, drawn);
  }
  return drawn;
}

async function drawOgImage(job: OgImageJob, text: OgCardText): Promise<Buffer> {
  const background = await drawnPicture(job.art, ogImageWidth, ogImageHeight);
  const overlay = await drawOverlay(job.title, text, job.detail);
  const { data, info } = await sharp(background)
    .composite([{ input: overlay, top: 0, left: 0 }])
    .flatten({ background: colors.ink })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    // What the card says, for machines (and the tests): its title and the line under it.
    .withExif({ IFD0: { ImageDescription: [job.title, job.detail].filter(Boolean).join(" · ") } })
    .toBuffer({ resolveWithObject: true });
  if (info.width !== ogImageWidth || info.height !== ogImageHeight) {
    throw new Error(`${job.file} is ${info.width}×${info.height}, not 1200×630.`);
  }
  if (info.size > ogImageMaxBytes) {
    throw new Error(`${job.file} weighs ${info.size} bytes, over the ${ogImageMaxBytes} limit.`);
  }
  return data;
}
