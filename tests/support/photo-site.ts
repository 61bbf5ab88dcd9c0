/**
 * A copy of the project whose home hero and first package show large photos instead of their SVG
 * art, edited the way the staff guide (docs/content-guide.md) says to: the photo in
 * app/assets/art/ (where the CMS uploads it), named in the content files (the home page's share
 * image follows its hero). The photos are made here with sharp, at camera size (a few MB each), so that nothing
 * heavy is committed. tests/build/photo-build.test.ts builds it and checks the output; the bench
 * measures it: `BENCH_PROJECT=$(node tests/support/photo-site.ts) npm run bench`.
 *
 * Prints the copy's folder. PHOTO_SITE_DIR names it (default: a new temporary folder).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp, { type Sharp } from "sharp";
import { locales } from "../../app/lib/locale.ts";
import { projectRoot } from "../../project/output.ts";

/** The photos the copy uses, and what they replace. */
export const photoSite = {
  hero: { file: "hero-photo.jpg", width: 4032, height: 3024, replaces: "hero.svg" },
  package: {
    slug: "tokyo-discovery",
    file: "tokyo-photo.png",
    width: 2400,
    height: 1600,
    replaces: "tokyo.svg",
  },
} as const;

const copied = [
  "app",
  "content",
  "content-check",
  "editor",
  "server",
  "site-build",
  "prebuild",
  "project",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/**
 * A landscape with the texture of a photo: sky, sun, mountain ridges and a lake drawn as an SVG,
 * then detail at two scales, as a camera records foliage, rock and sensor noise: a smooth texture
 * a few pixels across, which survives being made smaller (so the small files weigh what a real
 * photo's do), and per-pixel grain (so the original weighs a few MB, as a camera's file does).
 * Deterministic: the same photo on every run, so the build's cache can serve it.
 */
export async function makePhoto(width: number, height: number, hue: number): Promise<Sharp> {
  const ridge = (base: number, amplitude: number, waves: number, seed: number) => {
    const points: string[] = [];
    for (let x = 0; x <= width; x += width / 120) {
      const y =
        height * base -
        amplitude * height * Math.abs(Math.sin((x / width) * Math.PI * waves + seed)) -
        0.03 * height * Math.sin((x / width) * Math.PI * waves * 7 + seed * 3);
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    return `M0,${height} L${points.join(" L")} L${width},${height} Z`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,35%)"/>
      <stop offset="0.55" stop-color="hsl(${hue + 30},70%,70%)"/>
      <stop offset="1" stop-color="hsl(${hue + 50},80%,85%)"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6d8"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.22}" fill="url(#sun)"/>
  <path d="${ridge(0.62, 0.22, 1.3, 0.4)}" fill="hsl(${hue + 190},25%,42%)"/>
  <path d="${ridge(0.72, 0.12, 2.6, 1.7)}" fill="hsl(${hue + 170},30%,28%)"/>
  <path d="${ridge(0.86, 0.06, 5.1, 2.9)}" fill="hsl(${hue + 140},35%,18%)"/>
  <rect y="${height * 0.88}" width="100%" height="${height * 0.12}" fill="hsl(${hue + 200},40%,30%)"/>
</svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  let seed = 12345 + hue;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  // The texture: random values on a grid of `cell` pixels, interpolated between grid points.
  const cell = Math.max(4, Math.round(width / 500));
  const columns = Math.ceil(width / cell) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, () =>
    random(),
  );
  for (let y = 0; y < height; y += 1) {
    const gy = Math.floor(y / cell);
    const fy = (y % cell) / cell;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.floor(x / cell);
      const fx = (x % cell) / cell;
      const at = (dx: number, dy: number) => grid[(gy + dy) * columns + gx + dx] ?? 0;
      const texture =
        (at(0, 0) * (1 - fx) + at(1, 0) * fx) * (1 - fy) +
        (at(0, 1) * (1 - fx) + at(1, 1) * fx) * fy;
      for (let channel = 0; channel < 3; channel += 1) {
        const index = (y * width + x) * 3 + channel;
        const value = (scene[index] ?? 0) + (texture - 0.5) * 36 + (random() - 0.5) * 12;
        scene[index] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return sharp(scene, { raw: { width, height, channels: 3 } });
}

/** Changes a content file the way the CMS would: parsed, changed, written back as JSON. */
export function editJson(
  root: string,
  file: string,
  // biome-ignore lint/suspicious/noExplicitAny: any content file, changed field by field.
  change: (data: Record<string, any>) => void,
): void {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** Writes the copy into `dir` (emptied first) and returns it. */
export async function writePhotoSite(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of copied) {
    if (existsSync(join(projectRoot, entry))) {
      cpSync(join(projectRoot, entry), join(dir, entry), { recursive: true });
    }
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");

  const art = join(dir, "app/assets/art");
  const { hero, package: tour } = photoSite;
  await (await makePhoto(hero.width, hero.height, 200))
    .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
    .toFile(join(art, hero.file));
  await (await makePhoto(tour.width, tour.height, 330)).png().toFile(join(art, tour.file));

  // The home hero and the first package's picture, in both languages, as the CMS writes them.
  editJson(dir, "content/pages/home.json", (data) => {
    for (const locale of locales) data[locale].hero.image.file = hero.file;
  });
  editJson(dir, `content/packages/${tour.slug}.json`, (data) => {
    for (const locale of locales) data[locale].image.file = tour.file;
  });
  return dir;
}

if (import.meta.main) {
  const dir = resolve(process.env.PHOTO_SITE_DIR ?? mkdtempSync(join(tmpdir(), "photo-site-")));
  console.info(await writePhotoSite(dir));
}
