// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ogImageSize } from "../app/lib/og-image.ts";
import { drawOverlay } from "./og-images.ts";

/** Left and right edge of the light (text-coloured) pixels of an image. */
async function lightPixelColumns(png: Buffer): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      const light = (data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200;
      if (light && (data[i + 3] ?? 255) > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { left, right };
}

describe("share image overlay", () => {
  it("keeps every word inside the middle square that chat apps crop thumbnails to", async () => {
    const square = {
      left: (ogImageSize.width - ogImageSize.height) / 2,
      right: (ogImageSize.width + ogImageSize.height) / 2,
    };
    for (const title of ["Tentang Kami", "Peluang Kemitraan dan Program Agen Perjalanan Jepang"]) {
      const png = await drawOverlay(title, {
        brand: "Gateway Japan Tours",
        footer: "gatewayjapantours.example  ·  Jakarta, Indonesia",
      });
      const { left, right } = await lightPixelColumns(png);
      expect(right, title).toBeGreaterThan(left);
      expect(left, title).toBeGreaterThanOrEqual(square.left);
      expect(right, title).toBeLessThanOrEqual(square.right);
    }
  }, 20_000);
});
