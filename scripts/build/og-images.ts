/**
 * Draws each page's Open Graph image (the share card WhatsApp, Facebook, LinkedIn and X show): the
 * page's artwork, a dark panel, the logo, the brand and the page's title, 1200×630 JPEG. The text is
 * laid out by satori as vector paths with the site's own fonts, so the result never depends on the
 * fonts installed on the build machine.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import satori, { type Font } from "satori";
import sharp from "sharp";
import type { PagePath } from "../../app/content/routes.ts";
import { ogImageSize } from "../../app/lib/og-image.ts";
import { projectRoot } from "./paths.ts";

const { width: ogImageWidth, height: ogImageHeight } = ogImageSize;
/** WhatsApp drops preview images larger than this. */
export const ogImageMaxBytes = 300 * 1024;

/** Artwork behind each page's title (app/assets/art), and which part of it to keep when cropping. */
export const ogArtwork: Record<PagePath, { file: string; position: string }> = {
  "/": { file: "hero.svg", position: "centre" },
  "/about": { file: "osaka-kyoto.svg", position: "centre" },
  "/tours": { file: "tokyo.svg", position: "centre" },
  "/gallery": { file: "gallery-cherry-blossom.svg", position: "centre" },
  "/partnership": { file: "gallery-fushimi-inari.svg", position: "centre" },
  "/contact": { file: "fuji-hakone.svg", position: "centre" },
};

export interface OgImageJob {
  path: PagePath;
  /** The page's title without the brand, as its og:title shows it. */
  title: string;
  /** Where the page's og:image points, relative to the build's client folder, e.g. "og/home.jpg". */
  file: string;
}

export interface OgCardText {
  brand: string;
  /** Shown small at the bottom, for example "gatewayjapantours.example · Jakarta, Indonesia". */
  footer: string;
}

const colors = { ink: "#14213d", cream: "#faf7f2", gold: "#d9a441" } as const;

const art = (file: string) => join(projectRoot, "app/assets/art", file);
const font = (file: string) => readFileSync(join(projectRoot, "node_modules", file));

let fonts: Font[] | undefined;
function loadFonts(): Font[] {
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

type Node = { type: string; props: Record<string, unknown> };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Title size that keeps long titles to three lines in the panel. */
function titleFontSize(title: string): number {
  if (title.length <= 22) return 80;
  if (title.length <= 34) return 70;
  return 60;
}

/** The overlay: transparent where the artwork shows, text drawn as paths. */
async function overlaySvg(title: string, text: OgCardText): Promise<string> {
  const logo = `data:image/svg+xml;base64,${readFileSync(art("logo-mark.svg")).toString("base64")}`;
  const tree = el(
    "div",
    {
      width: ogImageWidth,
      height: ogImageHeight,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "56px 64px 52px",
      color: colors.cream,
      backgroundImage:
        "linear-gradient(90deg, rgba(20,33,61,0.95) 0%, rgba(20,33,61,0.9) 40%, rgba(20,33,61,0.55) 62%, rgba(20,33,61,0) 82%)",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20 }, [
        el(
          "div",
          {
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 76,
            height: 76,
            borderRadius: 18,
            backgroundColor: colors.cream,
          },
          el("img", { width: 58, height: 58 }, undefined, { src: logo, width: 58, height: 58 }),
        ),
        el("div", { fontFamily: "DM Serif Display", fontSize: 36, letterSpacing: 0.5 }, text.brand),
      ]),
      el("div", { display: "flex", flexDirection: "column", maxWidth: 660 }, [
        el("div", { width: 88, height: 5, borderRadius: 3, backgroundColor: colors.gold }),
        el(
          "div",
          {
            marginTop: 28,
            fontFamily: "DM Serif Display",
            fontSize: titleFontSize(title),
            lineHeight: 1.06,
            letterSpacing: -0.5,
            textWrap: "balance",
          },
          title,
        ),
      ]),
      el(
        "div",
        { fontFamily: "Inter", fontSize: 24, letterSpacing: 0.5, color: "rgba(250,247,242,0.86)" },
        text.footer,
      ),
    ],
  );
  return satori(tree as never, { width: ogImageWidth, height: ogImageHeight, fonts: loadFonts() });
}

/** Draws one page's card to `<clientDir>/<job.file>`; returns its size in bytes. */
export async function writeOgImage(clientDir: string, job: OgImageJob, text: OgCardText) {
  const { file, position } = ogArtwork[job.path];
  const background = await sharp(art(file), { density: 144 })
    .resize(ogImageWidth, ogImageHeight, { fit: "cover", position })
    .png()
    .toBuffer();
  const overlay = Buffer.from(await overlaySvg(job.title, text));
  const output = join(clientDir, job.file);
  mkdirSync(dirname(output), { recursive: true });
  const info = await sharp(background)
    .composite([{ input: overlay, top: 0, left: 0 }])
    .flatten({ background: colors.ink })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(output);
  if (info.width !== ogImageWidth || info.height !== ogImageHeight) {
    throw new Error(`${job.file} is ${info.width}×${info.height}, not 1200×630.`);
  }
  if (info.size > ogImageMaxBytes) {
    throw new Error(`${job.file} weighs ${info.size} bytes, over the ${ogImageMaxBytes} limit.`);
  }
  return info.size;
}
