/**
 * Draws each package's flyer in each language: a 1080 × 1920 JPEG for WhatsApp Status and
 * Instagram Stories, which buyers forward to family before deciding. The package's picture on
 * top; below it the brand, the title, the length, the price, three highlights, the company's
 * WhatsApp number and, once the company gives them, its registered name and NIB, drawn by satori with the site's own fonts (as the share images are:
 * site-build/og-images.ts) and written by sharp. The package page links it ("Download flyer").
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import satori from "satori";
import sharp from "sharp";
import { packageFlyerPath } from "../app/copy/pages.ts";
import { isPlaceholderFact } from "../app/copy/site.ts";
import { type Locale, locales } from "../app/lib/locale.ts";
import { formatWhatsappNumber } from "../app/lib/phone-number.ts";
import { fillTemplate } from "../app/lib/template.ts";
import { type ContentFiles, readContentFiles } from "../content-check/content-files.ts";
import { siteTextValues } from "../content-check/content-modules.ts";
import { cachedBytes } from "./build-cache.ts";
import { art, colors, drawingCode, drawnPicture, el, loadFonts, logoTile } from "./og-images.ts";
import { startingPriceLine } from "./seo-files.ts";

export const flyerSize = { width: 1080, height: 1920 } as const;
/** WhatsApp Status and Stories take larger files, but a flyer is sent over mobile data. */
export const flyerMaxBytes = 400 * 1024;
/** The picture's share of the flyer's height, from the top. */
const pictureHeight = 900;

export interface FlyerText {
  brand: string;
  title: string;
  /** "5 Hari 4 Malam". */
  duration: string;
  /** "Mulai dari Rp12.500.000 per orang". */
  price: string;
  highlights: string[];
  /** "WhatsApp +62 812-3456-7890". */
  contact: string;
  /** "PT … · NIB …", once neither is a placeholder: a buyer forwards the flyer. */
  company?: string;
  /** The site's address, small at the foot. */
  site: string;
}

/** Keeps a long title to three lines in the flyer's width. */
function titleFontSize(title: string): number {
  if (title.length <= 18) return 104;
  if (title.length <= 30) return 88;
  return 72;
}

/** The text panel below the picture, as a transparent PNG the size of the flyer. */
async function drawFlyerText(text: FlyerText): Promise<Buffer> {
  const { width, height } = flyerSize;
  const tree = el(
    "div",
    {
      width,
      height,
      display: "flex",
      flexDirection: "column",
      color: colors.cream,
      backgroundImage: `linear-gradient(180deg, rgba(20,33,61,0) 0px, rgba(20,33,61,0) ${pictureHeight - 160}px, ${colors.ink} ${pictureHeight}px)`,
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20, padding: "56px 72px 0" }, [
        logoTile(80),
        el(
          "div",
          {
            fontFamily: "DM Serif Display",
            fontSize: 44,
            color: colors.cream,
            textShadow: "0 2px 12px rgba(20,33,61,0.8)",
          },
          text.brand,
        ),
      ]),
      el(
        "div",
        {
          marginTop: "auto",
          display: "flex",
          flexDirection: "column",
          padding: "0 72px 200px",
        },
        [
          el("div", { width: 96, height: 6, borderRadius: 3, backgroundColor: colors.gold }),
          el(
            "div",
            {
              marginTop: 28,
              fontFamily: "DM Serif Display",
              fontSize: titleFontSize(text.title),
              lineHeight: 1.05,
            },
            text.title,
          ),
          el("div", { marginTop: 24, fontFamily: "Inter", fontSize: 40 }, text.duration),
          el(
            "div",
            { marginTop: 12, fontFamily: "Inter", fontSize: 44, color: colors.gold },
            text.price,
          ),
          el(
            "div",
            { marginTop: 44, display: "flex", flexDirection: "column", gap: 22 },
            text.highlights.map((highlight) =>
              el("div", { display: "flex", gap: 20, fontFamily: "Inter", fontSize: 36 }, [
                el("div", { color: colors.gold }, "•"),
                el("div", { flex: 1, lineHeight: 1.3 }, highlight),
              ]),
            ),
          ),
          el(
            "div",
            {
              marginTop: 64,
              display: "flex",
              alignSelf: "flex-start",
              padding: "20px 36px",
              borderRadius: 999,
              backgroundColor: colors.cream,
              color: colors.ink,
              fontFamily: "Inter",
              fontSize: 42,
            },
            text.contact,
          ),
          ...(text.company
            ? [el("div", { marginTop: 28, fontFamily: "Inter", fontSize: 30 }, text.company)]
            : []),
          el(
            "div",
            {
              marginTop: text.company ? 12 : 28,
              fontFamily: "Inter",
              fontSize: 28,
              color: "rgba(250,247,242,0.8)",
            },
            text.site,
          ),
        ],
      ),
    ],
  );
  const svg = await satori(tree as never, { width, height, fonts: loadFonts() });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Draws one flyer to `output`; returns its size in bytes. */
export async function writeFlyer(output: string, picture: string, text: FlyerText) {
  const flyer = await cachedBytes(
    "flyer",
    [...drawingCode, readFileSync(art(picture)), JSON.stringify(text)],
    () => drawFlyer(output, picture, text),
  );
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, flyer);
  return flyer.length;
}

async function drawFlyer(output: string, picture: string, text: FlyerText): Promise<Buffer> {
  const { width, height } = flyerSize;
  const top = await drawnPicture(picture, width, pictureHeight);
  const overlay = await drawFlyerText(text);
  const { data, info } = await sharp({
    create: { width, height, channels: 3, background: colors.ink },
  })
    .composite([
      { input: top, top: 0, left: 0 },
      { input: overlay, top: 0, left: 0 },
    ])
    .jpeg({ quality: 80, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    // What the flyer says, for machines (and the tests).
    .withExif({
      IFD0: {
        ImageDescription: [text.title, text.price, text.company].filter(Boolean).join(" · "),
      },
    })
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new Error(`${output} is ${info.width}×${info.height}, not ${width}×${height}.`);
  }
  if (info.size > flyerMaxBytes) {
    throw new Error(`${output} weighs ${info.size} bytes, over the ${flyerMaxBytes} limit.`);
  }
  return data;
}

/** What one package's flyer says in one language, from the content files. */
export function flyerText(
  files: ContentFiles,
  slug: string,
  locale: Locale,
  site: string,
): FlyerText {
  const item = files.packages().find((candidate) => candidate.slug === slug)?.data[locale];
  if (!item) throw new Error(`No ${locale} copy of the package ${slug}.`);
  const { shell, package: words } = files.pages(locale);
  const values = siteTextValues(files, locale);
  const { legalName, nib } = files.site.business;
  const named = ![legalName, nib].some(isPlaceholderFact);
  return {
    brand: files.site.brandName,
    title: item.title,
    duration: fillTemplate(
      shell.packageWords.duration,
      { days: item.days, nights: item.nights },
      locale,
    ),
    price: startingPriceLine(item, shell, locale),
    highlights: item.highlights.slice(0, 3).map((highlight) => fillTemplate(highlight, values)),
    contact: `${words.forward.whatsapp} ${formatWhatsappNumber(files.site.whatsappNumber)}`,
    ...(named ? { company: fillTemplate(words.forward.company, { name: legalName, nib }) } : {}),
    site,
  };
}

/** Every package's flyer in every language, into the build's client folder. */
export async function writeFlyers(clientDir: string, root: string, siteUrl: string) {
  const files = readContentFiles(root);
  const site = new URL(siteUrl).host;
  const jobs = files.packages().flatMap(({ slug, data }) =>
    locales.map((locale) => ({
      output: join(clientDir, packageFlyerPath(slug, locale).slice(1)),
      picture: data.en.image.file,
      text: flyerText(files, slug, locale, site),
    })),
  );
  const sizes = await Promise.all(jobs.map((job) => writeFlyer(job.output, job.picture, job.text)));
  return `${sizes.length} flyers, the largest ${Math.round(Math.max(...sizes) / 1024)} KB`;
}
