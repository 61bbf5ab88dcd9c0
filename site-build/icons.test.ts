// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile } from "./icons.ts";

describe("icoFile", () => {
  it("writes an ICO directory whose entries point at the PNG images", async () => {
    const pngs = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        png: await sharp({
          create: { width: size, height: size, channels: 4, background: "#000" },
        })
          .png()
          .toBuffer(),
      })),
    );
    const ico = icoFile(pngs);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    for (const [index, { size, png }] of pngs.entries()) {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + length).equals(png)).toBe(true);
    }
  });
});
