/**
 * The photo pipeline (vite-imagetools on sharp). A JPEG or PNG imported with `?photo` or
 * `?portrait` becomes a picture the site can show at every screen width:
 *
 *   import tokyoPhoto from "~/assets/photos/tokyo.jpg?photo";
 *   // { src, width, height, srcset, sources: [{ type: "image/avif", srcset }], placeholder }
 *
 * - AVIF (for the `<source>`) and JPEG (the fallback `<img>`) at each width of its preset that the
 *   photo is at least as wide as, never enlarged, in sRGB with the camera's metadata removed;
 * - `width` and `height` of the largest, so the page reserves the picture's room before it loads;
 * - `placeholder`: the photo's colours from top to bottom as a short CSS gradient, painted
 *   behind the picture until it arrives. A gradient is not an image: it never counts as the page's
 *   largest contentful paint, and it costs a page a quarter of what a 20-pixel preview image did.
 *
 * The site's build uses it (vite.config.ts); encoded files are cached in
 * node_modules/.cache/imagetools by source bytes and settings, so the browser and prerender builds
 * encode a photo once. The content check (content-check/content-loader.ts) uses `photoCheckPlugin`, which
 * gives the same object from the photo's size alone, without encoding anything.
 */
import { basename, join, resolve } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { keysOf } from "../app/lib/record.ts";

/** The widths each kind of photo is written at, in pixels. */
export const photoPresets = {
  /** Heroes, package pictures and gallery photos: a phone's column up to a wide screen at 2×. */
  photo: [400, 640, 800, 960, 1280],
  /** Portraits of travellers, shown about 56 pixels wide. */
  portrait: [96, 160],
} as const;

export type PhotoPreset = keyof typeof photoPresets;

/** Encoder settings per format: AVIF at sharp's default quality, JPEG progressive. */
const formatSettings = {
  avif: { quality: "50", effort: "4" },
  jpg: { quality: "78", progressive: "true" },
} as const;
const isFormat = (format: string): format is keyof typeof formatSettings =>
  Object.hasOwn(formatSettings, format);

/** The object a `?photo` or `?portrait` import gives (app/copy/view.ts `ImageAsset` + text). */
export interface PhotoImport {
  src: string;
  width: number;
  height: number;
  /** The JPEG files and their widths, for the `<img>`. */
  srcset: string;
  /** The same picture in better-compressed formats, for `<source>` elements. */
  sources: Array<{ type: string; srcset: string }>;
  /** The photo's colours, a CSS gradient (`placeholderOf`). */
  placeholder: string;
  /** The source file's name in app/assets/art/, which the content check compares. */
  file: string;
}

/** How many bands of colour, from the top of the photo to the bottom, the placeholder shows. */
export const placeholderBands = 3;

/**
 * The placeholder: the colour of each horizontal band of the photo, top to bottom, as a CSS
 * gradient (`linear-gradient(#6d87b8,#8a6f63,#2e2c2b)`): a landscape's sky, middle and ground.
 */
export async function placeholderOf(image: Sharp): Promise<string> {
  const pixels = await image
    .clone()
    .flatten({ background: "#ffffff" })
    .resize(1, placeholderBands, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  const colours = Array.from({ length: placeholderBands }, (_, band) => {
    const rgb = [...pixels.subarray(band * 3, band * 3 + 3)];
    return `#${rgb.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  });
  return `linear-gradient(${colours.join(",")})`;
}

interface OutputImage {
  src: string;
  image: Sharp;
  info: { width: number; height: number };
  transforms: { format?: string };
}

const srcsetOf = (images: OutputImage[]) =>
  images.map((image) => `${image.src} ${image.info.width}w`).join(", ");

/** Builds the `PhotoImport` from the files imagetools wrote for one import. */
async function photoOutput(outputs: OutputImage[], file: string): Promise<PhotoImport> {
  const inFormat = (format: string) =>
    outputs
      .filter((output) => output.transforms.format === format)
      .sort((a, b) => a.info.width - b.info.width);
  const jpegs = inFormat("jpg");
  const avifs = inFormat("avif");
  const largest = jpegs.at(-1);
  const smallest = jpegs[0];
  if (!largest || !smallest) throw new Error("The photo pipeline wrote no JPEG.");
  return {
    src: largest.src,
    width: largest.info.width,
    height: largest.info.height,
    srcset: srcsetOf(jpegs),
    sources: [{ type: "image/avif", srcset: srcsetOf(avifs) }],
    placeholder: await placeholderOf(smallest.image),
    file,
  };
}

/** The widths a photo `width` pixels wide is written at: its preset's, none larger than itself. */
export function photoWidths(preset: PhotoPreset, width: number): number[] {
  return [...new Set(photoPresets[preset].map((wanted) => Math.min(wanted, width)))];
}

/** The directives behind `?photo` and `?portrait`. */
function presetDirectives(preset: PhotoPreset, file: string): URLSearchParams {
  return new URLSearchParams({
    w: photoPresets[preset].join(";"),
    format: "avif;jpg",
    // A transparent PNG shows on white, the same in every format and in the placeholder.
    flatten: "true",
    background: "#ffffff",
    // The output format below, told the file's name (content file names hold no ":" or ";").
    as: `photo:${file}`,
  });
}

export const presetOf = (url: URL): PhotoPreset | undefined =>
  keysOf(photoPresets).find((preset) => url.searchParams.has(preset));

/** The vite-imagetools plugin, set up for the site's photos. `root`: the project being built. */
export function photoPipeline(root: string): Plugin {
  return imagetools({
    // Only imports that ask for the pipeline: `?url`, `?raw` and plain imports keep Vite's meaning.
    defaultDirectives: (url) => {
      const preset = presetOf(url);
      return preset
        ? presetDirectives(preset, basename(decodeURIComponent(url.pathname)))
        : new URLSearchParams();
    },
    resolveConfigs: (entries, outputFormats) =>
      resolvePhotoConfigs(entries, Object.keys(outputFormats)),
    extendOutputFormats: (builtins) => ({
      ...builtins,
      photo: (args) => (outputs) =>
        photoOutput(outputs as unknown as OutputImage[], args?.[0] ?? ""),
    }),
    cache: { dir: join(resolve(root), "node_modules/.cache/imagetools") },
  }) as Plugin;
}

/**
 * Every width in every format, with that format's encoder settings: imagetools would otherwise
 * give each format the same quality. `photo` and `portrait` only select the preset.
 */
export function resolvePhotoConfigs(
  entries: Array<[string, string[]]>,
  outputFormatNames: string[],
): Array<Record<string, string>> {
  const ignored = new Set([...outputFormatNames, "as", ...Object.keys(photoPresets)]);
  let configs: Array<Record<string, string>> = [{}];
  for (const [key, values] of entries) {
    if (ignored.has(key)) continue;
    configs = configs.flatMap((config) => values.map((value) => ({ ...config, [key]: value })));
  }
  return configs.map((config) => {
    const { format = "" } = config;
    const settings = isFormat(format) ? formatSettings[format] : undefined;
    return settings ? { ...settings, ...config } : config;
  });
}

/**
 * For the content check: a `?photo` or `?portrait` import gives the object the build would, with
 * addresses made from the file's name and widths from its size, without encoding (a camera photo
 * takes seconds to encode; the check takes one). Only the placeholder is really made.
 */
export function photoCheckPlugin(): Plugin {
  return {
    name: "photo-check",
    enforce: "pre",
    async load(id) {
      const url = new URL(id, "file://");
      const preset = presetOf(url);
      if (!preset || !/\.(jpe?g|png|webp|avif|tiff?|gif)$/i.test(url.pathname)) return null;
      const path = decodeURIComponent(url.pathname);
      const image = sharp(path).autoOrient();
      const { width = 0, height = 0 } = await image.metadata().then((meta) => meta.autoOrient);
      const file = basename(path);
      const address = (w: number, extension: string) =>
        `/@photo/${file.replace(/\.\w+$/, "")}-${w}.${extension}`;
      const widths = photoWidths(preset, width);
      const srcset = (extension: string) =>
        widths.map((w) => `${address(w, extension)} ${w}w`).join(", ");
      const largest = Math.max(...widths);
      const photo: PhotoImport = {
        src: address(largest, "jpg"),
        width: largest,
        height: Math.round((largest * height) / width),
        srcset: srcset("jpg"),
        sources: [{ type: "image/avif", srcset: srcset("avif") }],
        placeholder: await placeholderOf(image),
        file,
      };
      return `export default ${JSON.stringify(photo)};`;
    },
  };
}
